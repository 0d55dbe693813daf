import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { diffFields } from '../audit/audit-changes';
import { AuditService } from '../audit/audit.service';
import { scopeProviderRecords } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { listFilters } from '../common/list-query/list-filters';
import { ListQueryParams, ListResult, listQuery } from '../common/list-query/list-query';
import { TERMINAL_TYPES } from '../domain/pricing/types';
import { ProviderCatalogue } from '../comparison/provider-catalogue';
import { lockRow, Transactions } from '../database/transactions';
import { Lead } from '../leads/entities/lead.entity';
import { Quote } from '../quotes/entities/quote.entity';
import { ImageFiles } from '../uploads/image-files';
import { auditedFields, changedValues, planCatalogueChange } from './catalogue-change';
import { toPublicTerminalView, toTerminalView } from './catalogue-views';
import { AddTerminalDto, UpdateTerminalDto } from './dto/change-requests.dto';
import { TerminalAdminViewDto } from './dto/terminal-admin-view.dto';
import { TerminalViewDto } from './dto/terminal-view.dto';
import { Provider } from './entities/provider.entity';
import { Terminal } from './entities/terminal.entity';
import { assertStoredImage } from './provider-changes.service';
import { CATALOGUE_STATUSES } from '../domain/catalogue-rules/status';

/** The message of a terminal delete that quotes still reference. */
export const TERMINAL_IN_USE = 'Failed to delete terminal. It may be referenced by existing quotes.';

export const TERMINAL_FILTERS_DESCRIPTION =
  'q (name or type), status (live, draft, inactive), type (countertop, portable, mobile, smart, epos, gateway), providerId, id';

/**
 * Terminals in the back-office: the list (a partner's only its own provider's), changes and
 * deletion, each change audited in its transaction and dropping the comparison's cached catalogue.
 */
@Injectable()
export class TerminalsService {
  constructor(
    @InjectRepository(Terminal) private readonly terminals: Repository<Terminal>,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly catalogue: ProviderCatalogue,
    private readonly images: ImageFiles,
  ) {}

  /** The public site's list: a live provider's live terminals, recommended first, then by rental (404 for any other provider). */
  async livePublic(providerId: number): Promise<TerminalViewDto[]> {
    if (!(await this.terminals.manager.getRepository(Provider).exists({ where: { id: providerId, status: 'live' } })))
      throw new NotFoundException('Provider not found');
    const live = await this.terminals.find({ where: { providerId, status: 'live' }, order: { isRecommended: 'DESC', monthlyRental: 'ASC', id: 'ASC' } });
    return live.map(toPublicTerminalView);
  }

  async list(params: ListQueryParams, user: SessionUser): Promise<ListResult<TerminalAdminViewDto>> {
    const result = await listQuery(this.visibleTo(user), params, {
      resource: 'terminals',
      sortable: {
        id: 't.id',
        name: 'LOWER(t.name)',
        type: 't.type',
        status: 't.status',
        dataQualityScore: 't.dataQualityScore',
        monthlyRental: 't.monthlyRental',
        providerId: 't.providerId',
        updatedAt: 't.updatedAt',
      },
      defaultSort: ['name', 'ASC'],
      filters: {
        q: listFilters.search('q', ['t.name', 't.type']),
        status: listFilters.oneOf('status', 't.status', CATALOGUE_STATUSES),
        type: listFilters.oneOf('type', 't.type', TERMINAL_TYPES),
        providerId: listFilters.equals('providerId', 't.providerId'),
        id: listFilters.equals('id', 't.id'),
      },
    });
    const names = await this.providerNames(this.terminals.manager, result.items);
    return { ...result, items: result.items.map((terminal) => toTerminalView(terminal, names.get(terminal.providerId) ?? '')) };
  }

  async get(id: number, user: SessionUser): Promise<TerminalAdminViewDto> {
    const terminal = await this.visibleTo(user).andWhere('t.id = :id', { id }).getOne();
    if (!terminal) throw new NotFoundException(`Terminal ${id} not found`);
    return this.view(this.terminals.manager, terminal);
  }

  /**
   * A new terminal of an existing provider (404 for an unknown one): scored, its status decided as
   * for any catalogue record, audited in the same transaction, and in the public comparison at once.
   */
  async add(providerId: number, dto: AddTerminalDto, user: SessionUser): Promise<TerminalAdminViewDto> {
    const { status, reason, ...fields } = dto;
    await assertStoredImage(this.images, fields.imageUrl, 'imageUrl');
    const id = await this.transactions.run(async (manager) => {
      if (!(await lockRow(manager, Provider, providerId))) throw new NotFoundException(`Provider ${providerId} not found`);
      const plan = planCatalogueChange('terminal', null, fields, status);
      const terminals = manager.getRepository(Terminal);
      const terminal = await terminals.save(terminals.create({ ...plan.values, providerId }));
      await this.audit.record(manager, {
        action: 'create',
        tableName: 'terminals',
        recordId: terminal.id,
        changedFields: plan.changes,
        reason,
        crmUserId: user.id,
      });
      return terminal.id;
    });
    this.catalogue.invalidate();
    return this.get(id, user);
  }

  /** PATCH: its own score and status recomputed; a request that changes nothing writes nothing. */
  async update(id: number, dto: UpdateTerminalDto, user: SessionUser): Promise<TerminalAdminViewDto> {
    const { status, reason, ...fields } = dto;
    await assertStoredImage(this.images, fields.imageUrl, 'imageUrl');
    const isChanged = await this.transactions.run(async (manager) => {
      const terminal = await lockRow(manager, Terminal, id);
      if (!terminal) throw new NotFoundException(`Terminal ${id} not found`);
      const plan = planCatalogueChange('terminal', terminal, fields, status);
      if (!plan.changes.length) return false;
      await manager.getRepository(Terminal).update(id, changedValues(plan));
      await this.audit.record(manager, { action: 'update', tableName: 'terminals', recordId: id, changedFields: plan.changes, reason, crmUserId: user.id });
      return true;
    });
    if (isChanged) this.catalogue.invalidate();
    return this.get(id, user);
  }

  /**
   * Refused (409) while a quote or a lead names the terminal: checked here, under the terminal's
   * lock, rather than left to the foreign keys (which would quietly set them to null). The audit
   * entry keeps every field's last value.
   */
  async remove(id: number, user: SessionUser): Promise<TerminalAdminViewDto> {
    const removed = await this.transactions.run(async (manager) => {
      const terminal = await lockRow(manager, Terminal, id);
      if (!terminal) throw new NotFoundException(`Terminal ${id} not found`);
      const isReferenced =
        (await manager.getRepository(Quote).exists({ where: { terminalId: id } })) ||
        (await manager.getRepository(Lead).exists({ where: { selectedTerminalId: id } }));
      if (isReferenced) throw new ConflictException(TERMINAL_IN_USE);
      const view = await this.view(manager, terminal);
      await manager.getRepository(Terminal).delete(id);
      const gone = Object.fromEntries(auditedFields('terminal').map((field) => [field, null]));
      await this.audit.record(manager, {
        action: 'delete',
        tableName: 'terminals',
        recordId: id,
        changedFields: diffFields(terminal, gone, auditedFields('terminal')),
        crmUserId: user.id,
      });
      return view;
    });
    this.catalogue.invalidate();
    return removed;
  }

  private visibleTo(user: SessionUser): SelectQueryBuilder<Terminal> {
    return scopeProviderRecords(this.terminals.createQueryBuilder('t'), user, 't.providerId');
  }

  private async view(manager: EntityManager, terminal: Terminal): Promise<TerminalAdminViewDto> {
    return toTerminalView(terminal, (await this.providerNames(manager, [terminal])).get(terminal.providerId) ?? '');
  }

  /** The names of the terminals' providers, in one query. */
  private async providerNames(manager: EntityManager, terminals: Terminal[]): Promise<Map<number, string>> {
    const ids = [...new Set(terminals.map((terminal) => terminal.providerId))];
    if (!ids.length) return new Map();
    const providers = await manager.getRepository(Provider).find({ where: { id: In(ids) }, select: { id: true, name: true } });
    return new Map(providers.map((provider) => [provider.id, provider.name]));
  }
}
