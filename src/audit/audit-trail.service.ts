import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, SelectQueryBuilder } from 'typeorm';
import { assertDayOrder } from '../common/list-query/date-filters';
import { listFilters } from '../common/list-query/list-filters';
import { ListQueryParams, ListResult, listQuery, parseFilter } from '../common/list-query/list-query';
import { Provider } from '../providers/entities/provider.entity';
import { CrmUser } from '../users/entities/crm-user.entity';
import { readAuditChanges } from './audit-changes';
import { AuditEntryDto } from './dto/audit-entry.dto';
import { AuditLog } from './entities/audit-log.entity';

/** The filters of the audit lists (simple-rest). */
export const AUDIT_FILTERS_DESCRIPTION =
  'tableName, recordId, crmUserId, action, id, dateFrom / dateTo (YYYY-MM-DD, UK days, both included), since (an ISO date-time with its zone: the last 24 hours are since=now-24h)';

/** The audit trail as staff read it: every entry, or one provider's history. */
@Injectable()
export class AuditTrailService {
  constructor(
    @InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>,
    @InjectRepository(CrmUser) private readonly users: Repository<CrmUser>,
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
  ) {}

  list(params: ListQueryParams): Promise<ListResult<AuditEntryDto>> {
    return this.page(this.logs.createQueryBuilder('a'), params);
  }

  /** One provider's own entries (its terminals' are listed under tableName terminals). */
  async forProvider(id: number, params: ListQueryParams): Promise<ListResult<AuditEntryDto>> {
    if (!(await this.providers.exists({ where: { id } }))) throw new NotFoundException(`Provider ${id} not found`);
    const qb = this.logs.createQueryBuilder('a').where('a.tableName = :ownTable AND a.recordId = :ownRecord', { ownTable: 'providers', ownRecord: String(id) });
    return this.page(qb, params);
  }

  private async page(qb: SelectQueryBuilder<AuditLog>, params: ListQueryParams): Promise<ListResult<AuditEntryDto>> {
    assertDayOrder(parseFilter(params.filter));
    const result = await listQuery(qb, params, {
      resource: 'audit',
      sortable: { id: 'a.id', createdAt: 'a.createdAt', tableName: 'a.tableName', action: 'a.action' },
      defaultSort: ['createdAt', 'DESC'],
      filters: {
        tableName: listFilters.text('tableName', 'a.tableName'),
        recordId: listFilters.text('recordId', 'a.recordId'),
        crmUserId: listFilters.equals('crmUserId', 'a.crmUserId'),
        action: listFilters.text('action', 'a.action'),
        id: listFilters.equals('id', 'a.id'),
        dateFrom: listFilters.fromDay('dateFrom', 'a.createdAt'),
        dateTo: listFilters.toDay('dateTo', 'a.createdAt'),
        since: listFilters.since('since', 'a.createdAt'),
      },
    });
    const userIds = [...new Set(result.items.map((entry) => entry.crmUserId).filter((id): id is number => id !== null))];
    const users = userIds.length ? await this.users.find({ where: { id: In(userIds) }, select: { id: true, name: true } }) : [];
    const names = new Map(users.map((user) => [user.id, user.name]));
    return {
      ...result,
      items: result.items.map((entry) => ({
        id: entry.id,
        action: entry.action,
        tableName: entry.tableName,
        recordId: entry.recordId,
        changedFields: readAuditChanges(entry.changedFields),
        reason: entry.reason,
        user: entry.crmUserId !== null && names.has(entry.crmUserId) ? { id: entry.crmUserId, name: names.get(entry.crmUserId)! } : null,
        createdAt: entry.createdAt,
      })),
    };
  }
}
