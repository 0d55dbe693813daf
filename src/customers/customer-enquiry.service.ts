import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import type { SessionUser } from '../auth/session-user';
import { ComparisonService } from '../comparison/comparison.service';
import { Transactions } from '../database/transactions';
import { customerSourceLabel } from '../domain/vocabulary/customer-sources';
import { LeadsService } from '../leads/leads.service';
import { ProfilesService } from '../profiles/profiles.service';
import { QuoteRecorder } from '../quotes/quote-recorder';
import { QuotesService } from '../quotes/quotes.service';
import { CreateCustomerDto, CustomerCreatedDto } from './dto/create-customer.dto';

/** A lead entered by hand that names no timeline: the customer is still looking. */
export const DEFAULT_ENQUIRY_TIMELINE = 'exploring';

/**
 * Enquiries that do not come through the wizard: staff enter the customer by hand. It is priced
 * by the comparison the wizard uses (the same figures get the same quotes), and its profile,
 * quotes, lead, timeline entry and audit entry are stored in one transaction, all or nothing, each
 * by the module that owns it; from then on the back-office treats it like any other customer.
 */
@Injectable()
export class CustomerEnquiries {
  constructor(
    private readonly transactions: Transactions,
    private readonly comparison: ComparisonService,
    private readonly profiles: ProfilesService,
    private readonly recorder: QuoteRecorder,
    private readonly quotes: QuotesService,
    private readonly leads: LeadsService,
    private readonly audit: AuditService,
  ) {}

  async create(dto: CreateCustomerDto, user: SessionUser): Promise<CustomerCreatedDto> {
    const priced = await this.comparison.price(dto);
    const { profileId, lead } = await this.transactions.run(async (manager) => {
      const profile = await this.profiles.createWithin(manager, dto, dto.source);
      const rows = priced.quotesOf(profile.id);
      await this.recorder.replaceWithin(manager, profile.id, rows);
      const created = await this.leads.createByStaff(
        manager,
        profile,
        {
          firstName: dto.firstName,
          lastName: dto.lastName,
          email: dto.email,
          phone: dto.phone,
          companyName: dto.companyName ?? null,
          timeline: dto.timeline ?? DEFAULT_ENQUIRY_TIMELINE,
          notes: dto.notes ?? null,
          selectedProviderId: dto.selectedProviderId ?? null,
        },
        user,
      );
      // Counts and the source only: the audit trail keeps no personal data.
      await this.audit.record(manager, {
        action: 'create',
        tableName: 'business_profiles',
        recordId: profile.id,
        reason: `Customer entered by hand (source: ${customerSourceLabel(dto.source)}) with 1 lead and ${rows.length} ${rows.length === 1 ? 'quote' : 'quotes'}`,
        crmUserId: user.id,
      });
      return { profileId: profile.id, lead: created };
    });
    return {
      id: profileId,
      source: dto.source,
      lead: { id: lead.id, applicationReference: lead.applicationReference, status: lead.status },
      quotes: await this.quotes.ofCustomers([profileId], user),
      currentMonthlyCost: priced.result.currentMonthlyCost,
      currentCostSource: priced.result.currentCostSource,
    };
  }
}
