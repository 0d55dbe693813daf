import { BadRequestException } from '@nestjs/common';
import { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { scopeCustomers } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { CustomerDateFilter } from '../common/dates/date-presets';
import { withinDatePreset } from '../common/list-query/date-filters';
import { listFilters } from '../common/list-query/list-filters';
import { activeFilters, applyListFilters, parseSort } from '../common/list-query/list-query';
import { isSqlite } from '../database/engine';
import {
  countCustomerSearchMatches,
  CUSTOMER_SEARCH_ORDER,
  customerSearchMatch,
  customerSearchMatchSql,
  hasTrigram,
  joinCustomerSearch,
} from '../profiles/customer-index';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { CUSTOMER_ALIAS, CUSTOMER_DEFAULT_SORT, customerSortable } from './customer-columns';

/*
 * The customer list's free-text search (filter `q`): every word anywhere in the customer's search
 * text, how each search is looked up (planSearch), and how far its total is counted.
 */

export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_MAX_WORDS = 10;

/**
 * From this many matches on (SQLite), a search's page sorted by creation date (of ASCII words:
 * see isAscii) is found by reading the customers newest first and testing each one's searchText
 * with LIKE, stopping at the page's end (at 2% of 100,000 customers, a page of 25 is within about
 * 1,250 customers), instead of looking every match up in the trigram index, reading them all and
 * sorting them. Measured on 100,000 customers, a word matching 12,504 of them: 6.1 ms for the
 * first page's ids the match-first way, 0.7 ms for its 25 whole rows in order. A word matching few
 * customers would read most of them in order before its page fills (every one, for a word
 * matching none), where the match-first way reads only the matches: hence the threshold. (Read
 * in order, the texts come from customer_search_order when the plan's orderTable allows, else
 * from the customers themselves.)
 */
export const SEARCH_IN_ORDER_FROM = 2000;

/**
 * A search's total is exact up to this many customers (four pages of 25); a search matching more
 * answers "more than 100" (ListSpec.countUpTo: Content-Range ends in `*`, X-Total-More-Than says
 * 100), as a mail search says "of many". A search is for finding someone: past a hundred matches
 * the user narrows it rather than pages on, and the exact figure would cost every request a test
 * of every matching customer (MySQL/MariaDB have no index that finds text anywhere in a column,
 * so they read every customer; for a partner each match is also checked against its provider).
 * Counting stops one customer past the limit instead. On 100,000 customers, a word matching
 * 12,504 of them, MariaDB counts a partner's matches in 71 ms, its first 1,001 in 21 ms and its
 * first 101 in 2.7 ms. Lists without a search keep their exact totals, which indexes count.
 */
export const SEARCH_COUNTED_UP_TO = 100;

/** How far the list's total is counted: SEARCH_COUNTED_UP_TO with a search, to the end without. */
export function customerCountLimit(rawFilter: string | undefined): number | undefined {
  return activeFilters(rawFilter).some(([key]) => key === 'q') ? SEARCH_COUNTED_UP_TO : undefined;
}

/** The filters customer_search_order answers by itself: it holds only createdAt, id and searchText. */
const SEARCH_ORDER_FILTERS: ReadonlySet<string> = new Set(['q', 'dateFrom', 'dateTo']);

/** How the list's search is looked up, decided before the list is read. */
export interface SearchPlan {
  /** SQLite only (MySQL/MariaDB have no trigram index): what the trigram index says of the search. */
  trigram?: {
    /** The FTS5 query of the search's indexed words (three characters or more). */
    match: string;
    /** How many customers it matches, counted up to SEARCH_IN_ORDER_FROM (which then means "at least"). */
    matches: number;
    /** Every word is indexed, so `matches` is the search's own number of matches. */
    complete: boolean;
  };
  /** The page reads the customers in its sort order and tests each with LIKE (see SEARCH_IN_ORDER_FROM). */
  inSortOrder: boolean;
  /**
   * The page's ids, and the total when the trigram index cannot give it, are read from
   * customer_search_order in creation order (its narrow rows, not each customer's whole row:
   * src/database/migrations/1765000000000-customer-search-order.ts). Set when the page is read
   * in sort order, that sort is by creation date, and nothing but the search and the creation
   * date narrows the list (the only things that table holds). On MySQL/MariaDB this is every
   * such search: with no trigram index, reading in order is their only way.
   */
  orderTable: boolean;
  /**
   * Set for a count only: the query reads the index's matches one by one and each one's customer
   * after it, so a count that stops early (countRows' atMost) reads only as many matches as it
   * needs. Looking the matches up with IN first reads every one of them: 2.6 ms for a partner's
   * first 101 of 12,504 matches on 100,000 customers, against 0.2 ms this way.
   */
  indexFirst?: boolean;
}

/**
 * How the page looks the search filter up. On SQLite, how many customers its indexed words match,
 * counted in the trigram index alone (no customer is read), decides it. A search with no indexed
 * word (on SQLite, every word shorter than three characters; on MySQL/MariaDB, any) is read in
 * creation order from customer_search_order when it can be (see orderTable). Null without a
 * search, or when nothing can be planned: the page's own query then reads it.
 */
export async function planSearch(manager: EntityManager, rawFilter: string | undefined, rawSort: string | undefined): Promise<SearchPlan | null> {
  const filters = activeFilters(rawFilter);
  const search = filters.find(([key]) => key === 'q');
  if (!search) return null;
  const words = searchWords(search[1]);
  const sortable = customerSortable();
  const [sortColumn] = parseSort(rawSort, { sortable, defaultSort: CUSTOMER_DEFAULT_SORT });
  const byCreation = sortColumn === sortable.createdAt;
  const orderTableFits = byCreation && filters.every(([key]) => SEARCH_ORDER_FILTERS.has(key));
  const indexed = isSqlite(manager.connection) ? words.filter(hasTrigram) : [];
  if (indexed.length === 0) return orderTableFits ? { inSortOrder: true, orderTable: true } : null;
  const match = customerSearchMatch(indexed);
  const matches = await countCustomerSearchMatches(manager, match, SEARCH_IN_ORDER_FROM);
  const inSortOrder = matches >= SEARCH_IN_ORDER_FROM && byCreation && words.every(isAscii);
  return { trigram: { match, matches, complete: indexed.length === words.length }, inSortOrder, orderTable: inSortOrder && orderTableFits };
}

/**
 * The same customers as customerQuery for a plan with orderTable (only the search and creation
 * date filters), read from customer_search_order (alias `so`, whose `id` is the customer's), with
 * the partner scope last as there.
 */
export function searchOrderQuery(
  manager: EntityManager,
  user: SessionUser,
  now: Date,
  dateFilter: CustomerDateFilter,
  rawFilter: string | undefined,
): SelectQueryBuilder<ObjectLiteral> {
  const qb = manager.createQueryBuilder().from(CUSTOMER_SEARCH_ORDER, 'so');
  withinDatePreset(qb, 'so.createdAt', dateFilter, now);
  applyListFilters(qb, rawFilter, {
    q: (where, value) => likeEveryWord(where, 'so.searchText', searchWords(value)),
    dateFrom: listFilters.fromDay('dateFrom', 'so.createdAt'),
    dateTo: listFilters.toDay('dateTo', 'so.createdAt'),
  });
  return scopeCustomers(qb, user, 'so');
}

/**
 * For a plan with orderTable: the page's customer ids, newest (or oldest) first, read from
 * customer_search_order in its own order, stopped after `upTo` ids: the page's end, or as far as
 * the search's capped total needs, which this one statement then counts (ListSpec.pageIds). On
 * 100,000 customers, "patel", a partner's first 101 ids: about 5.2 ms on MariaDB, against about
 * 2 ms for the page's 25 and 5 ms for a separate count; 0.34 ms on SQLite, against 0.15 + 0.28.
 */
export function searchOrderPageIds(
  manager: EntityManager,
  user: SessionUser,
  now: Date,
  dateFilter: CustomerDateFilter = 'all',
  rawFilter: string | undefined,
): (skip: number, upTo: number, order: 'ASC' | 'DESC') => Promise<string[]> {
  return async (skip, upTo, order) => {
    const rows = await searchOrderQuery(manager, user, now, dateFilter, rawFilter)
      .select('so.id', 'pageId')
      .orderBy('so.createdAt', order)
      .addOrderBy('so.id', order)
      .offset(skip)
      .limit(upTo)
      .getRawMany<{ pageId: string }>();
    return rows.map((row) => row.pageId);
  };
}

/**
 * Every word must be in the business name or in a lead's first name, last name or email. They are
 * kept together, lower-cased, in bp.searchText (src/profiles/customer-index.ts): one column of the
 * customer is read instead of every lead of every customer. On SQLite, words of three characters
 * or more are looked up in that column's trigram index (the same "anywhere in the text" rule, from
 * an index), unless the plan reads the page in sort order; other words (shorter ones have no
 * trigram), and every word on MySQL/MariaDB, are matched with LIKE.
 */
export function searchCustomers(qb: SelectQueryBuilder<BusinessProfile>, value: unknown, searchPlan: SearchPlan | null): void {
  const words = searchWords(value);
  const indexed = isSqlite(qb.connection) && !searchPlan?.inSortOrder ? words.filter(hasTrigram) : [];
  if (indexed.length > 0 && searchPlan?.indexFirst) joinCustomerSearch(qb, `${CUSTOMER_ALIAS}.rowid`, 'searchMatch', customerSearchMatch(indexed));
  else if (indexed.length > 0) qb.andWhere(customerSearchMatchSql(`${CUSTOMER_ALIAS}.rowid`, 'searchMatch'), { searchMatch: customerSearchMatch(indexed) });
  likeEveryWord(
    qb,
    'bp.searchText',
    words.filter((word) => !indexed.includes(word)),
  );
}

/** Each word anywhere in the text column (LIKE '%word%', the word's wildcards escaped). */
function likeEveryWord<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string, words: string[]): void {
  words.forEach((word, i) => {
    const param = `search${i}`;
    // '!' escapes LIKE wildcards: a backslash would mean different things to MySQL and SQLite.
    qb.andWhere(`${column} LIKE :${param} ESCAPE '!'`, { [param]: `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%` });
  });
}

/**
 * SQLite's LIKE folds the case of ASCII letters only, and its LOWER() leaves other capitals in
 * searchText ("Émilie" stays "Émilie"), where the trigram index folds them. For ASCII words the
 * two agree, so only those may be read in sort order with LIKE.
 */
const isAscii = (word: string): boolean => [...word].every((c) => c.charCodeAt(0) < 0x80);

/** The search's words, lower-cased; a list, an over-long text or too many words is 400. */
function searchWords(value: unknown): string[] {
  if (Array.isArray(value)) throw new BadRequestException('a search filter must be a text, not a list');
  const text = String(value).trim().toLowerCase();
  if (text.length > SEARCH_MAX_LENGTH) throw new BadRequestException(`filter "q" may be at most ${SEARCH_MAX_LENGTH} characters`);
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length > SEARCH_MAX_WORDS) throw new BadRequestException(`filter "q" may have at most ${SEARCH_MAX_WORDS} words`);
  return words;
}
