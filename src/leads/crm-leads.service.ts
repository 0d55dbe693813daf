import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { scopeLeads } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { listFilters } from '../common/list-query/list-filters';
import { ListQueryParams, ListResult, listQuery } from '../common/list-query/list-query';
import { ActivityRecorder } from '../activities/activity-recorder';
import { describeChanges, diffFields } from '../audit/audit-changes';
import { AuditService } from '../audit/audit.service';
import { refreshCustomerSearch } from '../profiles/customer-index';
import { lockRow, Transactions } from '../database/transactions';
import { LEAD_VIEW_COLUMNS, LeadViewDto, toLeadView } from './dto/lead-view.dto';
import { LEAD_CONTACT_KEYS, LEAD_CONTACT_LABELS, UpdateLeadContactDto } from './dto/update-lead-contact.dto';
import { UpdateLeadStatusDto } from './dto/update-lead-status.dto';
import { LEAD_STATUSES } from '../domain/vocabulary/lead-statuses';
import { Lead } from './entities/lead.entity';
import { WebhookOutbox } from '../webhooks/webhook-outbox.service';
import { WebhookDeliveryViewDto } from '../webhooks/dto/webhook-delivery-view.dto';
import { leadWebhookEvent } from './lead-webhook-event';
import { CustomerDataHolder, DeletedCustomer, DeletedRows, deleteRowsOfCustomers, HoldsCustomerData } from '../customers/customer-data-holder';

export const LEAD_NOT_FOUND = 'Lead not found';

/** Leads in the back-office: the list, a customer's leads and the status change (partner-scoped). */
@HoldsCustomerData('leads')
@Injectable()
export class CrmLeadsService implements CustomerDataHolder {
  constructor(
    @InjectRepository(Lead) private readonly leads: Repository<Lead>,
    private readonly transactions: Transactions,
    private readonly activities: ActivityRecorder,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookOutbox,
  ) {}

  /**
   * Deleting customers: their leads go too, with the audit entries of corrections to them (old and
   * new contact details), inside the deletion's transaction; answers how many leads each had.
   */
  async deleteCustomerData(manager: EntityManager, customers: readonly DeletedCustomer[]): Promise<DeletedRows> {
    const leads = await manager.getRepository(Lead).find({ select: { id: true }, where: { businessProfileId: In(customers.map((customer) => customer.id)) } });
    await this.audit.forgetCorrections(
      manager,
      'leads',
      leads.map((lead) => lead.id),
    );
    return deleteRowsOfCustomers(manager, Lead, customers, { one: 'lead', many: 'leads' });
  }

  async list(params: ListQueryParams, user: SessionUser): Promise<ListResult<LeadViewDto>> {
    const result = await listQuery(scopeLeads(this.viewQuery(), user, 'l'), params, {
      resource: 'leads',
      sortable: {
        id: 'l.id',
        createdAt: 'l.createdAt',
        updatedAt: 'l.updatedAt',
        status: 'l.status',
        firstName: 'l.firstName',
        lastName: 'l.lastName',
        email: 'l.email',
        applicationReference: 'l.applicationReference',
      },
      defaultSort: ['createdAt', 'DESC'],
      filters: {
        q: listFilters.search('q', ['l.firstName', 'l.lastName', 'l.email', 'l.phone', 'l.companyName', 'l.applicationReference']),
        status: listFilters.oneOf('status', 'l.status', LEAD_STATUSES),
        businessProfileId: listFilters.text('businessProfileId', 'l.businessProfileId'),
        id: listFilters.equals('id', 'l.id'),
      },
    });
    return { ...result, items: result.items.map(toLeadView) };
  }

  /** Leads as `l`, reading only what a LeadViewDto shows. */
  private viewQuery(): SelectQueryBuilder<Lead> {
    return this.leads.createQueryBuilder('l').select(LEAD_VIEW_COLUMNS.map((column) => `l.${column}`));
  }

  /** The leads of customers the caller already sees (a page of them, or one), newest first. */
  async ofCustomers(profileIds: string[], user: SessionUser): Promise<LeadViewDto[]> {
    if (profileIds.length === 0) return [];
    const qb = this.viewQuery().where('l.businessProfileId IN (:...profileIds)', { profileIds });
    const leads = await scopeLeads(qb, user, 'l').orderBy('l.id', 'DESC').getMany();
    return leads.map(toLeadView);
  }

  /**
   * Moves a lead to another status and writes who did it to the customer's activity, in one
   * transaction. A lead of a customer the user does not see is 404, as if it did not exist.
   * Choosing the status it already has changes nothing and writes nothing.
   */
  async changeStatus(leadId: number, dto: UpdateLeadStatusDto, user: SessionUser): Promise<LeadViewDto> {
    return this.transactions.run(
      async (manager) => {
        const lead = await this.lockVisible(manager, leadId, user);
        if (lead.status !== dto.status) {
          await manager.getRepository(Lead).update(lead.id, { status: dto.status });
          await this.activities.record(manager, {
            businessProfileId: lead.businessProfileId,
            providerId: lead.selectedProviderId,
            type: 'system',
            subject: 'Lead status changed',
            description: `Status changed from ${lead.status} to ${dto.status} by ${user.name}`,
            crmUserId: user.id,
          });
        }
        const changed = await manager.getRepository(Lead).findOneByOrFail({ id: leadId });
        // The lead's provider hears of the change at its webhook (stored here, sent after the commit).
        const event = lead.status !== dto.status ? leadWebhookEvent(changed, new Date(), lead.status) : null;
        if (event) await this.webhooks.enqueue(manager, event);
        return toLeadView(changed);
      },
      { retries: 2 },
    );
  }

  /**
   * Corrects a lead's contact details, in one transaction: only the fields sent change; each
   * changed field with its old and new value is written to the audit trail and, as one line, to
   * the customer's timeline with who did it (the lead's provider's record, so its partners read
   * it). A correction that changes nothing writes nothing. A lead the user does not see is 404.
   */
  async correctContact(leadId: number, dto: UpdateLeadContactDto, user: SessionUser): Promise<LeadViewDto> {
    return this.transactions.run(
      async (manager) => {
        const lead = await this.lockVisible(manager, leadId, user);
        const sent: Partial<Lead> = {};
        for (const key of LEAD_CONTACT_KEYS) if (dto[key] !== undefined) sent[key] = dto[key] as never;
        const changes = diffFields(lead, { ...lead, ...sent }, LEAD_CONTACT_KEYS);
        if (changes.length === 0) return toLeadView(lead);
        const changed = Object.fromEntries(changes.map((change) => [change.field, sent[change.field as keyof Lead]]));
        await manager.getRepository(Lead).update(lead.id, changed);
        // The customer search reads each lead's names and email.
        await refreshCustomerSearch(manager, [lead.businessProfileId]);
        await this.audit.record(manager, { action: 'update', tableName: 'leads', recordId: lead.id, changedFields: changes, crmUserId: user.id });
        await this.activities.record(manager, {
          businessProfileId: lead.businessProfileId,
          providerId: lead.selectedProviderId,
          type: 'system',
          subject: `Contact details corrected (${lead.applicationReference})`,
          description: `${describeChanges(changes, LEAD_CONTACT_LABELS)} (by ${user.name})`,
          crmUserId: user.id,
        });
        return toLeadView(await manager.getRepository(Lead).findOneByOrFail({ id: leadId }));
      },
      { retries: 2 },
    );
  }

  /**
   * What was sent about a lead to its provider's webhook, with each attempt: a lead the user does
   * not see is 404 (a partner sees only its own provider's leads and their deliveries).
   */
  async webhookDeliveries(leadId: number, user: SessionUser): Promise<WebhookDeliveryViewDto[]> {
    const visible = await scopeLeads(this.leads.createQueryBuilder('l').where('l.id = :leadId', { leadId }), user, 'l').getExists();
    if (!visible) throw new NotFoundException(LEAD_NOT_FOUND);
    return this.webhooks.ofLead(leadId, user);
  }

  /**
   * The lead, locked for the rest of the transaction, if the user sees it: a partner changes only
   * its own provider's leads (another's, even on a shared customer, is 404 as if it did not exist).
   */
  private async lockVisible(manager: EntityManager, leadId: number, user: SessionUser): Promise<Lead> {
    const lead = await lockRow(manager, Lead, leadId);
    const visible = lead && (await scopeLeads(manager.getRepository(Lead).createQueryBuilder('l').where('l.id = :leadId', { leadId }), user, 'l').getExists());
    if (!lead || !visible) throw new NotFoundException(LEAD_NOT_FOUND);
    return lead;
  }

  /**
   * The system statistics' application figures: how many leads there are, how many customers
   * applied (have a lead), and how many leads were created in `day` and in `month`.
   */
  async applicationCounts(
    day: { from?: Date; to?: Date },
    month: { from?: Date; to?: Date },
  ): Promise<{ total: number; applied: number; daily: number; monthly: number }> {
    const row = await this.leads
      .createQueryBuilder('l')
      .select('COUNT(*)', 'total')
      .addSelect('COUNT(DISTINCT l.businessProfileId)', 'applied')
      .addSelect('SUM(CASE WHEN l.createdAt >= :dayFrom AND l.createdAt < :dayTo THEN 1 ELSE 0 END)', 'daily')
      .addSelect('SUM(CASE WHEN l.createdAt >= :monthFrom AND l.createdAt < :monthTo THEN 1 ELSE 0 END)', 'monthly')
      .setParameters({ dayFrom: day.from, dayTo: day.to, monthFrom: month.from, monthTo: month.to })
      .getRawOne<{ total: unknown; applied: unknown; daily: unknown; monthly: unknown }>();
    const n = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
    return { total: n(row?.total), applied: n(row?.applied), daily: n(row?.daily), monthly: n(row?.monthly) };
  }

  /**
   * How many leads there are; with `ofCustomers` (a query selecting profile ids), only the leads
   * of those customers (the data-retention status).
   */
  async countLeads(ofCustomers?: SelectQueryBuilder<ObjectLiteral>): Promise<number> {
    const qb = this.leads.createQueryBuilder('l').select('COUNT(*)', 'n');
    if (ofCustomers) qb.where(`l.businessProfileId IN (${ofCustomers.getQuery()})`).setParameters(ofCustomers.getParameters());
    const row = await qb.getRawOne<{ n: unknown }>();
    return row?.n === null || row?.n === undefined ? 0 : Number(row.n);
  }
}
