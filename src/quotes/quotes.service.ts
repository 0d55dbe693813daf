import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { scopeQuotes } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { listFilters } from '../common/list-query/list-filters';
import { ListQueryParams, ListResult, listQuery } from '../common/list-query/list-query';
import { ActivityRecorder } from '../activities/activity-recorder';
import { placeholders } from '../database/sql-lists';
import { Transactions } from '../database/transactions';
import { refreshCustomerProviders } from '../profiles/customer-index';
import { ProfilesService } from '../profiles/profiles.service';
import { QuoteViewDto, toQuoteView } from './dto/quote-view.dto';
import { SelectQuoteDto } from './dto/select-quote.dto';
import { Quote } from './entities/quote.entity';
import { QuoteRecorder } from './quote-recorder';
import { CustomerDataHolder, DeletedCustomer, DeletedRows, deleteRowsOfCustomers, HoldsCustomerData } from '../customers/customer-data-holder';

export const QUOTE_NOT_FOUND = 'Quote not found';

/** Reading, listing and selecting quotes; the comparison's writes go through QuoteRecorder. */
@HoldsCustomerData('quotes')
@Injectable()
export class QuotesService implements CustomerDataHolder {
  constructor(
    @InjectRepository(Quote) private readonly quotes: Repository<Quote>,
    private readonly recorder: QuoteRecorder,
    private readonly profiles: ProfilesService,
    private readonly transactions: Transactions,
    private readonly activities: ActivityRecorder,
  ) {}

  /** Deleting customers: their quotes go too, inside the deletion's transaction; answers how many each had. */
  deleteCustomerData(manager: EntityManager, customers: readonly DeletedCustomer[]): Promise<DeletedRows> {
    return deleteRowsOfCustomers(manager, Quote, customers, { one: 'quote', many: 'quotes' });
  }

  /**
   * Waits until every comparison recorded so far for the profile (or for all, without one) is
   * written: call it before reading a profile's quotes, outside any transaction.
   */
  settle(profileId?: string): Promise<void> {
    return this.recorder.settle(profileId);
  }

  /** The quotes of the profile's last comparison, best first; only for its owner's session (404 otherwise). */
  async ofOwnedProfile(profileId: string, sessionId: string | undefined): Promise<QuoteViewDto[]> {
    await this.profiles.assertOwned(profileId, sessionId);
    await this.settle(profileId);
    const quotes = await this.quotes.find({ where: { businessProfileId: profileId }, order: { rank: 'ASC', id: 'ASC' } });
    return quotes.map(toQuoteView);
  }

  /** Marks a quote selected (and the profile's others not); only the profile's owner may. */
  async select(id: number, dto: SelectQuoteDto, sessionId: string | undefined): Promise<QuoteViewDto> {
    await this.settle();
    return this.transactions.run(async (manager) => {
      const quote = await manager.getRepository(Quote).findOne({ where: { id } });
      if (!quote) throw new NotFoundException(QUOTE_NOT_FOUND);
      await this.profiles.lockOwned(manager, quote.businessProfileId, sessionId, QUOTE_NOT_FOUND);
      await this.markSelected(manager, quote, dto.selectionReasoning ?? null);
      await this.activities.touch(manager, quote.businessProfileId);
      return toQuoteView(await manager.getRepository(Quote).findOneOrFail({ where: { id } }));
    });
  }

  /** The back-office list; a partner sees only its own provider's quotes of its own customers. */
  async list(params: ListQueryParams, user: SessionUser): Promise<ListResult<QuoteViewDto>> {
    await this.settle();
    const result = await listQuery(scopeQuotes(this.quotes.createQueryBuilder('q'), user, 'q'), params, {
      resource: 'quotes',
      sortable: {
        id: 'q.id',
        createdAt: 'q.createdAt',
        rank: 'q.rank',
        matchScore: 'q.matchScore',
        estimatedMonthlyCost: 'q.estimatedMonthlyCost',
        potentialSavings: 'q.potentialSavings',
        providerName: 'q.providerName',
        isSelected: 'q.isSelected',
      },
      defaultSort: ['id', 'DESC'],
      filters: {
        businessProfileId: listFilters.text('businessProfileId', 'q.businessProfileId'),
        providerId: listFilters.equals('providerId', 'q.providerId'),
        isSelected: listFilters.boolean('isSelected', 'q.isSelected'),
        id: listFilters.equals('id', 'q.id'),
      },
    });
    return { ...result, items: result.items.map(toQuoteView) };
  }

  /** The quotes of customers the caller already sees (a page of them, or one), best first; scoped like the list. */
  async ofCustomers(profileIds: string[], user: SessionUser): Promise<QuoteViewDto[]> {
    if (profileIds.length === 0) return [];
    await this.settle();
    const qb = this.quotes.createQueryBuilder('q').where('q.businessProfileId IN (:...profileIds)', { profileIds });
    const quotes = await scopeQuotes(qb, user, 'q', true).orderBy('q.businessProfileId', 'ASC').addOrderBy('q.rank', 'ASC').addOrderBy('q.id', 'ASC').getMany();
    return quotes.map(toQuoteView);
  }

  /**
   * Which provider each customer's selected quote is for (customers without one are left out),
   * and the current names of those providers and of `otherProviderIds`, in one query. It names
   * the provider a customer chose, never a price, so it is not narrowed for partners.
   */
  async selectedProviders(profileIds: string[], otherProviderIds: number[]): Promise<{ selected: Map<string, number>; names: Map<number, string> }> {
    const selected = new Map<string, number>();
    const names = new Map<number, string>();
    if (profileIds.length === 0 && otherProviderIds.length === 0) return { selected, names };
    await this.settle();
    const parts: string[] = [];
    if (profileIds.length) {
      // isSelected is stored as 1/0 on both engines.
      parts.push(
        `SELECT q.businessProfileId AS profileId, p.id AS providerId, p.name AS name FROM quotes q INNER JOIN providers p ON p.id = q.providerId WHERE q.isSelected = 1 AND q.businessProfileId IN (${placeholders(profileIds.length)})`,
      );
    }
    if (otherProviderIds.length)
      parts.push(`SELECT NULL AS profileId, p.id AS providerId, p.name AS name FROM providers p WHERE p.id IN (${placeholders(otherProviderIds.length)})`);
    const rows: Array<{ profileId: string | null; providerId: number | string; name: string }> = await this.quotes.manager.query(parts.join(' UNION ALL '), [
      ...profileIds,
      ...otherProviderIds,
    ]);
    for (const row of rows) {
      const providerId = Number(row.providerId);
      if (row.profileId !== null) selected.set(row.profileId, providerId);
      names.set(providerId, row.name);
    }
    return { selected, names };
  }

  /**
   * The one quote of its profile that is selected, in the caller's transaction, and with it the
   * providers the customer belongs to (the partner rule counts a selected quote).
   */
  async markSelected(manager: EntityManager, quote: Quote, reasoning: string | null): Promise<void> {
    const quotes = manager.getRepository(Quote);
    await quotes.update({ businessProfileId: quote.businessProfileId }, { isSelected: false });
    await quotes.update(quote.id, { isSelected: true, selectionReasoning: reasoning });
    await refreshCustomerProviders(manager, [quote.businessProfileId]);
  }

  /**
   * How many quotes there are (the system statistics); with `ofCustomers` (a query selecting
   * profile ids), only the quotes of those customers (the data-retention status).
   */
  async countQuotes(ofCustomers?: SelectQueryBuilder<ObjectLiteral>): Promise<number> {
    const qb = this.quotes.createQueryBuilder('q').select('COUNT(*)', 'n');
    if (ofCustomers) qb.where(`q.businessProfileId IN (${ofCustomers.getQuery()})`).setParameters(ofCustomers.getParameters());
    const row = await qb.getRawOne<{ n: unknown }>();
    return row?.n === null || row?.n === undefined ? 0 : Number(row.n);
  }
}
