import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { findVisibleCustomer } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { Clock } from '../common/clock/clock';
import { ListResult, listQuery } from '../common/list-query/list-query';
import { CrmLeadsService } from '../leads/crm-leads.service';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { UpdateBusinessDetailsDto } from '../profiles/dto/business-details.dto';
import { ProfilesService, PublicProfile, toPublic } from '../profiles/profiles.service';
import { QuotesService } from '../quotes/quotes.service';
import { CUSTOMER_DEFAULT_SORT, customerSortable } from './customer-columns';
import { assertDateRange, customerQuery, customerTotal } from './customer-query';
import { customerCountLimit, planSearch, searchOrderPageIds } from './customer-search';
import { CustomerSummaries } from './customer-summary';
import { CustomerTimeline } from './customer-timeline';
import { CustomerDetailDto } from './dto/customer-detail.dto';
import { CustomerListDto, CustomerListQueryDto, CustomerRowDto, CustomerSummaryDto } from './dto/customer-list.dto';

/** The columns a list row shows: the page reads nothing else of a profile. */
const ROW_COLUMNS = ['id', 'businessName', 'businessType', 'businessSector', 'paymentStatus', 'monthlyTurnover', 'source', 'createdAt', 'lastActivityAt'].map(
  (c) => `bp.${c}`,
);

/** The customer of the detail: its profile as stored (no session secret; unset fields null), its source and its summary (CustomerDto). */
export type CustomerView = PublicProfile & Pick<BusinessProfile, 'source'> & CustomerSummaryDto;

export interface CustomerDetail extends Omit<CustomerDetailDto, 'customer'> {
  customer: CustomerView;
}

export interface CustomerPage {
  body: CustomerListDto;
  /** What the list's headers say (Content-Range, and X-Total-More-Than for a search of more than SEARCH_COUNTED_UP_TO). */
  range: Pick<ListResult<unknown>, 'contentRange' | 'total' | 'totalIsLowerBound'>;
}

/** The customer list and a customer's detail, both through the partner scope. */
@Injectable()
export class CustomersService {
  constructor(
    @InjectRepository(BusinessProfile) private readonly profiles: Repository<BusinessProfile>,
    private readonly leads: CrmLeadsService,
    private readonly quotes: QuotesService,
    private readonly summaries: CustomerSummaries,
    private readonly timeline: CustomerTimeline,
    private readonly clock: Clock,
    private readonly profileRecords: ProfilesService,
  ) {}

  /**
   * One page of customers, sorted, filtered and counted in SQL (the count reads only what the
   * filters need), then the leads and quotes of that page's customers only.
   */
  async list(query: CustomerListQueryDto, user: SessionUser): Promise<CustomerPage> {
    assertDateRange(query.filter);
    const now = this.clock.now();
    const search = await planSearch(this.profiles.manager, query.filter, query.sort);
    // The filters are applied by customerQuery (before the partner scope), not by listQuery.
    const qb = customerQuery(this.profiles, user, now, query.dateFilter, query.filter, search).select(ROW_COLUMNS);
    const page = await listQuery(
      qb,
      { sort: query.sort, range: query.range },
      {
        resource: 'customers',
        sortable: customerSortable(user),
        defaultSort: CUSTOMER_DEFAULT_SORT,
        count: customerTotal(this.profiles, user, now, query.dateFilter, query.filter, search),
        countUpTo: customerCountLimit(query.filter),
        pageIds: search?.orderTable ? searchOrderPageIds(this.profiles.manager, user, now, query.dateFilter, query.filter) : undefined,
      },
    );
    const ids = page.items.map((profile) => profile.id);
    const leads = await this.leads.ofCustomers(ids, user);
    const quotes = await this.quotes.ofCustomers(ids, user);
    const summaries = await this.summaries.of(ids, leads);
    const businessProfiles: CustomerRowDto[] = page.items.map((p) => ({
      id: p.id,
      businessName: p.businessName,
      businessType: p.businessType,
      businessSector: p.businessSector,
      paymentStatus: p.paymentStatus,
      monthlyTurnover: p.monthlyTurnover,
      source: p.source,
      createdAt: p.createdAt,
      lastActivityAt: p.lastActivityAt,
      ...summaries.get(p.id)!,
    }));
    return { body: { businessProfiles, leads, quotes }, range: page };
  }

  /** Staff correct the customer's business details (the profiles module writes them, the audit and the timeline). */
  correctBusinessDetails(id: string, dto: UpdateBusinessDetailsDto, user: SessionUser): Promise<PublicProfile> {
    return this.profileRecords.correctBusinessDetails(id, dto, user);
  }

  /** Everything about one customer the user may see; any other id is 404 'Customer not found'. */
  async detail(id: string, user: SessionUser): Promise<CustomerDetail> {
    const profile = await findVisibleCustomer(this.profiles.createQueryBuilder('bp'), user, id);
    const leads = await this.leads.ofCustomers([id], user);
    const quotes = await this.quotes.ofCustomers([id], user);
    const summary = (await this.summaries.of([id], leads)).get(id)!;
    return {
      customer: { ...toPublic(profile), source: profile.source, ...summary },
      leads,
      quotes,
      activities: await this.timeline.activities(id, user),
      tasks: await this.timeline.tasks(id, user),
      emails: await this.timeline.emails(id, user),
    };
  }
}
