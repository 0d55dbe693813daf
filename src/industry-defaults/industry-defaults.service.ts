import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { diffFields } from '../audit/audit-changes';
import { AuditService } from '../audit/audit.service';
import type { SessionUser } from '../auth/session-user';
import { listFilters } from '../common/list-query/list-filters';
import { ListQueryParams, ListResult, listQuery } from '../common/list-query/list-query';
import { lockRow, Transactions } from '../database/transactions';
import { IndustryDefaultViewDto } from './dto/industry-default-view.dto';
import { INDUSTRY_DEFAULT_EDITABLE_FIELDS, UpdateIndustryDefaultDto } from './dto/update-industry-default.dto';
import { IndustryDefault } from './entities/industry-default.entity';

/**
 * The sector defaults of the wizard's 'Industry Typical', as staff maintain them. The public call
 * reads the same rows on every request (nothing cached), so a change is served at once.
 */
@Injectable()
export class IndustryDefaultsService {
  constructor(
    @InjectRepository(IndustryDefault) private readonly defaults: Repository<IndustryDefault>,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
  ) {}

  async list(params: ListQueryParams): Promise<ListResult<IndustryDefaultViewDto>> {
    const result = await listQuery(this.defaults.createQueryBuilder('d'), params, {
      resource: 'industry-defaults',
      sortable: { id: 'd.id', sectorLabel: 'LOWER(d.sectorLabel)', businessSector: 'd.businessSector', isActive: 'd.isActive', updatedAt: 'd.updatedAt' },
      defaultSort: ['sectorLabel', 'ASC'],
      filters: {
        q: listFilters.search('q', ['d.sectorLabel', 'd.businessSector']),
        businessSector: listFilters.text('businessSector', 'd.businessSector'),
        isActive: listFilters.boolean('isActive', 'd.isActive'),
        id: listFilters.equals('id', 'd.id'),
      },
    });
    return { ...result, items: result.items.map(toView) };
  }

  /** The active defaults of a wizard sector (the public call), or 404. */
  async forSector(sector: string): Promise<IndustryDefault> {
    const row = await this.defaults.findOne({ where: { businessSector: sector, isActive: true } });
    if (!row) throw new NotFoundException(`No industry defaults for sector "${sector}"`);
    return row;
  }

  /** PUT and PATCH: audited with each old and new value; a request that changes nothing writes nothing. */
  async update(id: number, dto: UpdateIndustryDefaultDto, user: SessionUser): Promise<IndustryDefaultViewDto> {
    const { reason, ...fields } = dto;
    await this.transactions.run(async (manager) => {
      const row = await lockRow(manager, IndustryDefault, id);
      if (!row) throw new NotFoundException(`Industry default ${id} not found`);
      const after = { ...row, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) };
      const changes = diffFields(row, after, INDUSTRY_DEFAULT_EDITABLE_FIELDS);
      if (!changes.length) return;
      await manager
        .getRepository(IndustryDefault)
        .update(id, Object.fromEntries(changes.map((change) => [change.field, after[change.field as keyof typeof after]])));
      await this.audit.record(manager, {
        action: 'update',
        tableName: 'industry_defaults',
        recordId: id,
        changedFields: changes,
        reason,
        crmUserId: user.id,
      });
    });
    const row = await this.defaults.findOneBy({ id });
    if (!row) throw new NotFoundException(`Industry default ${id} not found`);
    return toView(row);
  }
}

function toView(row: IndustryDefault): IndustryDefaultViewDto {
  return {
    id: row.id,
    sectorLabel: row.sectorLabel,
    businessSector: row.businessSector,
    monthlyTurnoverDefault: row.monthlyTurnoverDefault,
    averageTransactionDefault: row.averageTransactionDefault,
    creditDebitSplitDefault: row.creditDebitSplitDefault,
    personalCorporateSplitDefault: row.personalCorporateSplitDefault,
    ukInternationalSplitDefault: row.ukInternationalSplitDefault,
    f2fCnpSplitDefault: row.f2fCnpSplitDefault,
    researchSource: row.researchSource,
    notes: row.notes,
    isActive: row.isActive,
    researchDate: row.researchDate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
