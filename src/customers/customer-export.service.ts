import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { Repository, SelectQueryBuilder } from 'typeorm';
import type { SessionUser } from '../auth/session-user';
import { Clock } from '../common/clock/clock';
import { CSV_BYTE_ORDER_MARK, csvRow, CsvValue } from '../common/csv/csv';
import { UK_TIME_ZONE } from '../common/dates/date-presets';
import { customerSourceLabel } from '../domain/vocabulary/customer-sources';
import { ReadReplica } from '../database/read-replica';
import { CrmLeadsService } from '../leads/crm-leads.service';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { assertDateRange, customerQuery } from './customer-query';
import { CustomerSummaries } from './customer-summary';
import type { CustomerExportQueryDto, CustomerSummaryDto } from './dto/customer-list.dto';

/** Customers read per query while exporting. */
export const EXPORT_BATCH_SIZE = 500;

export const EXPORT_HEADER = [
  'id',
  'businessName',
  'businessType',
  'businessSector',
  'paymentStatus',
  'monthlyTurnover',
  'status',
  'source',
  'selectedProvider',
  'contactName',
  'email',
  'phone',
  'applicationReference',
  'createdAt',
  'lastActivityAt',
];

const COLUMNS = ['id', 'businessName', 'businessType', 'businessSector', 'paymentStatus', 'monthlyTurnover', 'source', 'createdAt', 'lastActivityAt'].map(
  (c) => `bp.${c}`,
);

export interface CustomerExportFile {
  filename: string;
  /** The file's text, a batch of rows at a time (the first holds the byte order mark and header). */
  chunks: AsyncGenerator<string>;
}

/**
 * Every customer matching the list's filter and date preset (not one page), newest first, as
 * CSV: read in keyset batches (created before the last row read, ties by id) and handed on as
 * each batch is read, so the whole set is never held in memory.
 */
@Injectable()
export class CustomerExport {
  /** Customers read per query (tests lower it to cross batch boundaries). */
  batchSize = EXPORT_BATCH_SIZE;

  constructor(
    @InjectRepository(BusinessProfile) private readonly profiles: Repository<BusinessProfile>,
    private readonly leads: CrmLeadsService,
    private readonly summaries: CustomerSummaries,
    private readonly clock: Clock,
    private readonly replica: ReadReplica,
  ) {}

  /** Checks the filters first (a wrong one is 400 before anything is sent). */
  open(query: CustomerExportQueryDto, user: SessionUser): CustomerExportFile {
    const now = this.clock.now();
    assertDateRange(query.filter);
    const matching = (): SelectQueryBuilder<BusinessProfile> => customerQuery(this.profiles, user, now, query.dateFilter, query.filter);
    matching();
    return { filename: `customers-${format(now, 'yyyy-MM-dd', { in: tz(UK_TIME_ZONE) })}.csv`, chunks: this.chunks(matching, user) };
  }

  private async *chunks(matching: () => SelectQueryBuilder<BusinessProfile>, user: SessionUser): AsyncGenerator<string> {
    yield CSV_BYTE_ORDER_MARK + csvRow(EXPORT_HEADER);
    let after: string | null = null;
    for (;;) {
      // Each batch is read as a whole on a replica (an export tolerates a second of lag).
      const cursor = after;
      const read = await this.replica.run(async () => {
        const batch = await this.batchAfter(matching(), cursor);
        if (batch.length === 0) {
          await this.assertCursorStillThere(cursor);
          return null;
        }
        const ids = batch.map((profile) => profile.id);
        return { batch, summaries: await this.summaries.of(ids, await this.leads.ofCustomers(ids, user)) };
      });
      if (!read) return;
      const { batch, summaries } = read;
      yield batch.map((profile) => csvRow(row(profile, summaries.get(profile.id)!))).join('');
      if (batch.length < this.batchSize) return;
      after = batch[batch.length - 1].id;
    }
  }

  /**
   * The next batch after the customer `after`. The cursor's createdAt is compared in SQL, as
   * stored: a round trip through a JavaScript Date would lose MariaDB's microseconds.
   */
  private batchAfter(qb: SelectQueryBuilder<BusinessProfile>, after: string | null): Promise<BusinessProfile[]> {
    if (after !== null) {
      const cursorCreatedAt = (alias: string) => `(SELECT ${alias}.createdAt FROM business_profiles ${alias} WHERE ${alias}.id = :after)`;
      qb.andWhere(`(bp.createdAt < ${cursorCreatedAt('ek1')} OR (bp.createdAt = ${cursorCreatedAt('ek2')} AND bp.id < :after))`, { after });
    }
    return qb.select(COLUMNS).orderBy('bp.createdAt', 'DESC').addOrderBy('bp.id', 'DESC').limit(this.batchSize).getMany();
  }

  /** A customer deleted while the export ran cannot carry it on: fail the download rather than end it short. */
  private async assertCursorStillThere(after: string | null): Promise<void> {
    if (after !== null && !(await this.profiles.existsBy({ id: after }))) throw new Error('customer export interrupted: a customer was deleted while it ran');
  }
}

function row(profile: BusinessProfile, summary: CustomerSummaryDto): CsvValue[] {
  const lead = summary.latestLead;
  return [
    profile.id,
    profile.businessName,
    profile.businessType,
    profile.businessSector,
    profile.paymentStatus,
    profile.monthlyTurnover,
    summary.status,
    // The words the customer list shows ('Website' for the wizard, 'Phone' for an enquiry taken by phone).
    customerSourceLabel(profile.source),
    summary.selectedProvider?.name,
    lead ? `${lead.firstName} ${lead.lastName}` : null,
    lead?.email,
    lead?.phone,
    lead?.applicationReference,
    profile.createdAt,
    profile.lastActivityAt,
  ];
}
