import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { listFilters } from '../common/list-query/list-filters';
import { ListQueryParams, ListResult, listQuery } from '../common/list-query/list-query';
import type { RetentionRecordViewDto } from './dto/retention.dto';
import { RetentionRecord } from './entities/retention-record.entity';

/** The retention records list (simple-rest): sorted and paged in SQL, with each customer's name. */
@Injectable()
export class RetentionRecords {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(params: ListQueryParams): Promise<ListResult<RetentionRecordViewDto>> {
    const qb = this.dataSource.getRepository(RetentionRecord).createQueryBuilder('rr').leftJoin('rr.businessProfile', 'bp').addSelect(['bp.id', 'bp.businessName']);
    const page = await listQuery(qb, params, {
      resource: 'retention',
      sortable: { id: 'rr.id', scheduledDeletionDate: 'rr.scheduledDeletionDate', status: 'rr.status', createdAt: 'rr.createdAt' },
      defaultSort: ['scheduledDeletionDate', 'ASC'],
      filters: {
        status: listFilters.oneOf<RetentionRecord>('status', 'rr.status', ['scheduled', 'exempt']),
        id: listFilters.ids<RetentionRecord>('id', 'rr.id'),
      },
    });
    return {
      ...page,
      items: page.items.map((record) => ({
        id: record.id,
        status: record.status,
        scheduledDeletionDate: record.scheduledDeletionDate,
        businessProfileId: record.businessProfileId,
        businessProfile: { businessName: record.businessProfile?.businessName ?? null },
        createdAt: record.createdAt,
      })),
    };
  }
}
