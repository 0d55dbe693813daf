import { BadRequestException } from '@nestjs/common';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { countOwnCustomers, scopeCustomers, seesEveryCustomer } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { CustomerDateFilter } from '../common/dates/date-presets';
import { assertDayOrder, withinDatePreset } from '../common/list-query/date-filters';
import { listFilters } from '../common/list-query/list-filters';
import { activeFilters, applyListFilters, countRows, ListSpec, parseFilter } from '../common/list-query/list-query';
import { CUSTOMER_SOURCES } from '../domain/vocabulary/customer-sources';
import { isLeadStatus, LEAD_STATUSES } from '../domain/vocabulary/lead-statuses';
import { countCustomerSearchMatches } from '../profiles/customer-index';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { CUSTOMER_ALIAS, latestLeadId } from './customer-columns';
import { SEARCH_IN_ORDER_FROM, SearchPlan, searchCustomers, searchOrderQuery } from './customer-search';

/*
 * The customer list's query (shared by the page and the CSV export): the partner scope, the
 * `dateFilter` preset and react-admin's filters, on `bp` (business_profiles). Every condition
 * is a subquery on the customer, never a join, so a page and its count are one row per customer.
 * A customer's selected provider is the latest lead's selected provider, else the provider of its
 * selected quote.
 */

/**
 * The customers the user may see, created within the `dateFilter` preset's window (UK time) and
 * matching react-admin's `filter` (customerFilters; unknown or malformed filters are 400). The
 * partner scope is added last on purpose: both engines test the conditions in the order they are
 * written, and the scope is a lookup per customer, so the cheaper filters narrow the rows first.
 */
export function customerQuery(
  profiles: Repository<BusinessProfile>,
  user: SessionUser,
  now: Date,
  dateFilter: CustomerDateFilter = 'all',
  rawFilter?: string,
  searchPlan: SearchPlan | null = null,
): SelectQueryBuilder<BusinessProfile> {
  const qb = profiles.createQueryBuilder(CUSTOMER_ALIAS);
  withinDatePreset(qb, 'bp.createdAt', dateFilter, now);
  applyListFilters(qb, rawFilter, customerFilters(user, searchPlan));
  return scopeCustomers(qb, user, CUSTOMER_ALIAS);
}

/**
 * How the list's total is found, when not by counting the page's own query: nothing narrows the
 * list (a partner's provider set, or a whole table's kept total); only a search whose every word
 * is indexed narrows the list of someone who sees every customer (the index's own count, which the
 * plan has already made when it is below `atMost`); a search the plan reads from
 * customer_search_order, counted there (narrow rows) when reading its page has not counted it
 * (searchOrderPageIds reads on as far as the count needs, except for a page past the end); or
 * any other search the trigram index looked up (SQLite), counted from the index's matches one at
 * a time (indexFirst: the page's way of reading, in sort order or with IN, suits a page but not a
 * count that stops early).
 * Undefined: count the page's query. Each count may stop one past `atMost` (ListSpec.count).
 */
export function customerTotal(
  profiles: Repository<BusinessProfile>,
  user: SessionUser,
  now: Date,
  dateFilter: CustomerDateFilter = 'all',
  rawFilter: string | undefined,
  searchPlan: SearchPlan | null,
): ((atMost: number | undefined) => Promise<number | null>) | undefined {
  const narrowing = activeFilters(rawFilter);
  if (dateFilter === 'all' && narrowing.length === 0) return () => countOwnCustomers(profiles.manager, user);
  const searchOnly = dateFilter === 'all' && narrowing.length === 1 && narrowing[0][0] === 'q';
  const trigram = searchPlan?.trigram;
  if (trigram?.complete && searchOnly && seesEveryCustomer(user)) {
    return async (atMost) => {
      const planCounted = trigram.matches < SEARCH_IN_ORDER_FROM || (atMost !== undefined && atMost < trigram.matches);
      return planCounted ? trigram.matches : countCustomerSearchMatches(profiles.manager, trigram.match, atMost === undefined ? undefined : atMost + 1);
    };
  }
  if (searchPlan?.orderTable) return (atMost) => countRows(searchOrderQuery(profiles.manager, user, now, dateFilter, rawFilter), atMost);
  if (searchPlan)
    return (atMost) => countRows(customerQuery(profiles, user, now, dateFilter, rawFilter, { ...searchPlan, inSortOrder: false, indexFirst: true }), atMost);
  return undefined;
}

/**
 * The filters of the customer list and export. The status and the selected provider are the
 * customer's as `user` sees them: for a partner, from its own provider's leads only, so a
 * competitor's lead on a shared customer never decides what a partner's filter finds.
 */
export function customerFilters(user: SessionUser, searchPlan: SearchPlan | null = null): NonNullable<ListSpec<BusinessProfile>['filters']> {
  return {
    q: (qb, value) => searchCustomers(qb, value, searchPlan),
    status: (qb, value) => filterByStatus(qb, value, user),
    sector: listFilters.text('sector', 'bp.businessSector'),
    source: listFilters.oneOf('source', 'bp.source', CUSTOMER_SOURCES),
    providerId: (qb, value) => filterBySelectedProvider(qb, value, user),
    dateFrom: listFilters.fromDay('dateFrom', 'bp.createdAt'),
    dateTo: listFilters.toDay('dateTo', 'bp.createdAt'),
    id: listFilters.text('id', 'bp.id'),
  };
}

/** dateFrom after dateTo is a mistake worth saying, not an empty page. */
export function assertDateRange(rawFilter: string | undefined): void {
  assertDayOrder(parseFilter(rawFilter));
}

function listOf(value: unknown): Array<string | number | boolean> {
  return (Array.isArray(value) ? value : [value]) as Array<string | number | boolean>;
}

/** The latest lead's status; read from the leads of that status (index on status), not per customer. */
function filterByStatus(qb: SelectQueryBuilder<BusinessProfile>, value: unknown, user: SessionUser): void {
  const statuses = listOf(value).map(String);
  for (const status of statuses) {
    if (!isLeadStatus(status)) throw new BadRequestException(`filter "status" must be one of: ${LEAD_STATUSES.join(', ')}`);
  }
  if (statuses.length === 0) {
    qb.andWhere('1 = 0');
    return;
  }
  qb.andWhere(
    `bp.id IN (SELECT fs.profileId FROM (SELECT fs_l.businessProfileId AS profileId FROM leads fs_l WHERE fs_l.status IN (:...statuses) AND fs_l.id = ${latestLeadId('fs_l.businessProfileId', 'fs_m', user)}) fs)`,
    { statuses },
  );
}

/** The selected provider: the latest lead's, else (no lead, or one without a provider) the selected quote's. */
function filterBySelectedProvider(qb: SelectQueryBuilder<BusinessProfile>, value: unknown, user: SessionUser): void {
  const providerIds = listOf(value).map((item) => {
    const id = typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new BadRequestException('filter "providerId" must be a provider id');
    return id;
  });
  if (providerIds.length === 0) {
    qb.andWhere('1 = 0');
    return;
  }
  qb.andWhere(
    'bp.id IN (SELECT fp.profileId FROM (' +
      `SELECT fp_l.businessProfileId AS profileId FROM leads fp_l WHERE fp_l.selectedProviderId IN (:...providerIds) AND fp_l.id = ${latestLeadId('fp_l.businessProfileId', 'fp_m', user)}` +
      ' UNION SELECT fp_q.businessProfileId AS profileId FROM quotes fp_q WHERE fp_q.providerId IN (:...providerIds) AND fp_q.isSelected = :providerSelected' +
      ` AND NOT EXISTS (SELECT 1 FROM leads fp_n WHERE fp_n.selectedProviderId IS NOT NULL AND fp_n.id = ${latestLeadId('fp_q.businessProfileId', 'fp_n2', user)})` +
      ') fp)',
    { providerIds, providerSelected: true },
  );
}
