import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { SessionUser } from '../auth/session-user';
import { listFilters } from '../common/list-query/list-filters';
import { ListQueryParams, ListResult, listQuery } from '../common/list-query/list-query';
import type { RetentionRecordViewDto } from './dto/retention.dto';
import { RetentionRecord } from './entities/retention-record.entity';
import { CustomerDataHolder, DeletedCustomer, HoldsCustomerData } from '../customers/customer-data-holder';
import { ProfilesService } from '../profiles/profiles.service';

/**
 * The retention records list (simple-rest): sorted and paged in SQL, with each customer's name
 * (asked of the profiles module, one query for the page).
 */
@HoldsCustomerData('retention records')
@Injectable()
export class RetentionRecords implements CustomerDataHolder {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: ProfilesService,
  ) {}

  /** Deleting customers (by hand or by retention): their retention records go too. */
  async deleteCustomerData(manager: EntityManager, customers: readonly DeletedCustomer[]): Promise<void> {
    await manager.getRepository(RetentionRecord).delete({ businessProfileId: In(customers.map((customer) => customer.id)) });
  }

  async list(params: ListQueryParams, user: SessionUser): Promise<ListResult<RetentionRecordViewDto>> {
    const qb = this.dataSource.getRepository(RetentionRecord).createQueryBuilder('rr');
    const page = await listQuery(qb, params, {
      resource: 'retention',
      sortable: { id: 'rr.id', scheduledDeletionDate: 'rr.scheduledDeletionDate', status: 'rr.status', createdAt: 'rr.createdAt' },
      defaultSort: ['scheduledDeletionDate', 'ASC'],
      filters: {
        status: listFilters.oneOf<RetentionRecord>('status', 'rr.status', ['scheduled', 'exempt']),
        id: listFilters.ids<RetentionRecord>('id', 'rr.id'),
      },
    });
    const names = await this.profiles.visibleBusinessNames([...new Set(page.items.map((record) => record.businessProfileId))], user);
    return {
      ...page,
      items: page.items.map((record) => ({
        id: record.id,
        status: record.status,
        scheduledDeletionDate: record.scheduledDeletionDate,
        businessProfileId: record.businessProfileId,
        businessProfile: { businessName: names.get(record.businessProfileId) ?? null },
        createdAt: record.createdAt,
      })),
    };
  }
}
