import { BadRequestException } from '@nestjs/common';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { maintainedTotal } from '../../database/row-totals';
import type { ListFilter } from './list-filters';

/**
 * react-admin's simple-rest dialect: ?sort=["name","ASC"]&range=[0,24]&filter={"q":"x"}.
 * Every list endpoint goes through listQuery(): sorting and paging happen in SQL, and the
 * answer carries the Content-Range header that ra-data-simple-rest reads.
 */
export interface ListQueryParams {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface ListSpec<T extends ObjectLiteral> {
  /** The word before the range in Content-Range, e.g. "users". */
  resource: string;
  /** Allowed sort fields: API field name -> SQL expression. */
  sortable: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Allowed filters: API field name -> applies the condition to the query (see listFilters). Unknown keys are 400. */
  filters?: Record<string, ListFilter<T>>;
  maxPageSize?: number;
  /**
   * Answers the total itself when the caller knows a cheaper count of the same records (a
   * partner's unfiltered customers); null falls back to counting the query. With `countUpTo`,
   * it is given the most records worth counting (see countLimit) and may stop at one more
   * (which then means "more than atMost").
   */
  count?: (atMost: number | undefined) => Promise<number | null>;
  /**
   * For lists whose count has to test every matching record (a free-text search without an
   * index that counts): the total is counted only up to this many records, or to the page's end
   * when that is further, and a list matching more answers "more than" that many (see
   * ListResult.totalIsLowerBound). Lists read from one table only (see deferredPage).
   */
  countUpTo?: number;
  /**
   * Chooses the page's ids itself, in the list's order, when the caller knows a narrower table
   * that answers the list's filters and order (a search sorted by creation date): the ids from
   * `skip` on, at most `upTo` of them. `upTo` is the page's size; with countUpTo it reaches as far
   * as the capped count needs (one past its limit), so reading on in order counts the list and no
   * separate count is made. The page's rows are then read by id from the query. Lists read from
   * one table only (see deferredPage).
   */
  pageIds?: (skip: number, upTo: number, order: 'ASC' | 'DESC') => Promise<unknown[]>;
}

export interface ListResult<T> {
  items: T[];
  /** How many records match; with totalIsLowerBound, more than this many do. */
  total: number;
  /** The count stopped at `total` (countUpTo): more records than that match, at least one beyond the page. */
  totalIsLowerBound: boolean;
  /** "resource first-last/total", with `*` (unknown) for the total when it is a lower bound. */
  contentRange: string;
}

/**
 * The header of a list whose total is a lower bound: "more than this many records match". Its
 * Content-Range then ends in `*`, the unknown length of RFC 9110.
 */
export const TOTAL_MORE_THAN_HEADER = 'X-Total-More-Than';

function parseJson(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestException(`${name} must be valid JSON`);
  }
}

/** The largest index a range may name (ids and counts are 32-bit integers on both engines). */
export const RANGE_MAX_INDEX = 2_147_483_647;
/** The most values one filter may list (react-admin's getMany sends one id per record shown). */
export const FILTER_MAX_VALUES = 1000;

export function parseSort(raw: string | undefined, spec: Pick<ListSpec<ObjectLiteral>, 'sortable' | 'defaultSort'>): [string, 'ASC' | 'DESC'] {
  const value = parseJson('sort', raw);
  if (value === undefined) return [spec.sortable[spec.defaultSort[0]], spec.defaultSort[1]];
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string') {
    throw new BadRequestException('sort must look like ["field","ASC"]');
  }
  // Own keys only: "constructor" or "toString" must not reach Object.prototype.
  if (!Object.hasOwn(spec.sortable, value[0])) throw new BadRequestException(`sort field must be one of: ${Object.keys(spec.sortable).join(', ')}`);
  const order = value[1].toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') throw new BadRequestException('sort order must be ASC or DESC');
  return [spec.sortable[value[0]], order];
}

export function parseRange(raw: string | undefined, maxPageSize: number): { skip: number; take: number } {
  const value = parseJson('range', raw);
  if (value === undefined) return { skip: 0, take: Math.min(25, maxPageSize) };
  if (!Array.isArray(value) || value.length !== 2 || !value.every((n) => typeof n === 'number')) {
    throw new BadRequestException('range must look like [0,24]: the first and last index, inclusive');
  }
  const [first, last] = value as [number, number];
  if (!Number.isInteger(first) || !Number.isInteger(last)) throw new BadRequestException('range must be two whole numbers, like [0,24]');
  if (first < 0 || last < 0) throw new BadRequestException('range must not be negative');
  if (last > RANGE_MAX_INDEX) throw new BadRequestException(`range must not go past ${RANGE_MAX_INDEX}`);
  if (last < first) throw new BadRequestException(`range must not end before it starts (got [${first},${last}])`);
  const take = last - first + 1;
  if (take > maxPageSize) throw new BadRequestException(`range may span at most ${maxPageSize} records`);
  return { skip: first, take };
}

export function parseFilter(raw: string | undefined): Record<string, unknown> {
  const value = parseJson('filter', raw);
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadRequestException('filter must be a JSON object');
  }
  return value as Record<string, unknown>;
}

type Scalar = string | number | boolean;

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * A filter value is a text, a number, true/false or a list of those: operator objects such as
 * {"$gt":"a"} or nested lists are refused, never handed to SQL.
 */
function assertFilterValue(key: string, value: unknown): void {
  if (isScalar(value)) return;
  if (Array.isArray(value)) {
    if (!value.every(isScalar)) throw new BadRequestException(`filter "${key}" must list only texts, numbers or true/false`);
    if (value.length > FILTER_MAX_VALUES) throw new BadRequestException(`filter "${key}" may list at most ${FILTER_MAX_VALUES} values`);
    return;
  }
  throw new BadRequestException(`filter "${key}" must be a text, a number, true/false or a list of them`);
}

/** The filters of react-admin's `filter` that are set: an empty text, null or a missing value filters nothing. */
export function activeFilters(rawFilter: string | undefined): Array<[string, unknown]> {
  return Object.entries(parseFilter(rawFilter)).filter(([, value]) => value !== undefined && value !== null && value !== '');
}

/**
 * Parses react-admin's `filter` and applies each filter the list offers to the query (unknown
 * filters and values of the wrong kind are 400). Lists use it through listQuery(); a call that
 * answers every matching record (an export) uses it directly.
 */
export function applyListFilters<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  rawFilter: string | undefined,
  filters: ListSpec<T>['filters'],
): SelectQueryBuilder<T> {
  for (const [key, value] of activeFilters(rawFilter)) {
    // Own keys only: "__proto__" or "hasOwnProperty" must not reach Object.prototype.
    if (!filters || !Object.hasOwn(filters, key)) throw new BadRequestException(`filter "${key}" is not supported`);
    assertFilterValue(key, value);
    filters[key](qb, value);
  }
  return qb;
}

export async function listQuery<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, params: ListQueryParams, spec: ListSpec<T>): Promise<ListResult<T>> {
  const maxPageSize = spec.maxPageSize ?? 500;
  const [sortColumn, order] = parseSort(params.sort, spec);
  const { skip, take } = parseRange(params.range, maxPageSize);
  applyListFilters(qb, params.filter, spec.filters);
  const primary = qb.expressionMap.mainAlias?.metadata.primaryColumns ?? [];
  const deferred = qb.expressionMap.joinAttributes.length === 0 && primary.length === 1;
  if (!deferred && (spec.countUpTo !== undefined || spec.pageIds)) throw new Error('countUpTo and pageIds need a list read from one table');
  const limit = countLimit(spec.countUpTo, skip, take);
  const [items, counted] = deferred
    ? await deferredPage(qb, primary[0].propertyName, sortColumn, order, skip, take, spec, limit)
    : await qb.orderBy(sortColumn, order).addOrderBy(`${qb.alias}.id`, order).skip(skip).take(take).getManyAndCount();
  const totalIsLowerBound = limit !== undefined && counted > limit;
  const total = totalIsLowerBound ? limit : counted;
  const end = items.length === 0 ? skip : skip + items.length - 1;
  return { items, total, totalIsLowerBound, contentRange: `${spec.resource} ${skip}-${end}/${totalIsLowerBound ? '*' : total}` };
}

/**
 * The most records a capped count needs to tell apart (countUpTo, or the page's end when that is
 * further, so that a later page still knows whether another follows it). A count may stop at
 * one more than this: it then says only "more than this many".
 */
function countLimit(countUpTo: number | undefined, skip: number, take: number): number | undefined {
  return countUpTo === undefined ? undefined : Math.max(countUpTo, skip + take);
}

/**
 * A page of a list read from one table (no joins), in steps that each read only what they need:
 * the page's ids, chosen with the filters, sort and range on the narrow index entries (the rows
 * skipped over are never read whole) or by the caller's pageIds, then the full rows of just those
 * ids (the first page skips nothing, so its rows are read at once, unless pageIds chooses); and a
 * plain COUNT(*) with the same filters (one row per record, so no DISTINCT and no sorting). A page
 * that is not full is the last one, so its end is the total and nothing is counted; pageIds that
 * read on past the page have counted it; a whole table's total kept in row_totals is read instead
 * of counted.
 */
async function deferredPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  idProperty: string,
  sortColumn: string,
  order: 'ASC' | 'DESC',
  skip: number,
  take: number,
  { count, pageIds: choosePageIds }: Pick<ListSpec<T>, 'count' | 'pageIds'>,
  countLimit?: number,
): Promise<[T[], number]> {
  const idColumn = `${qb.alias}.${idProperty}`;
  // Ties are broken by id in the same direction: an index on the sort column then serves the
  // whole ORDER BY (MySQL/MariaDB cannot read an index backwards for mixed directions).
  const sorted = (): SelectQueryBuilder<T> => qb.clone().orderBy(sortColumn, order).addOrderBy(idColumn, order);
  let rows: T[] | null = null;
  let pageIds: unknown[];
  let readTotal: number | null = null;
  if (choosePageIds) {
    // With a capped count, the ids are read on past the page as far as the count needs.
    const upTo = countLimit === undefined ? take : countLimit + 1 - skip;
    const read = await choosePageIds(skip, upTo, order);
    pageIds = read.slice(0, take);
    // Read to the end, or one past the count's limit ("more than"); a page past the end counts.
    if (upTo > take && (read.length > 0 || skip === 0)) readTotal = skip + read.length;
  } else if (skip === 0) {
    rows = await sorted().limit(take).getMany();
    pageIds = rows.map((row) => row[idProperty]);
  } else {
    pageIds = (await sorted().select(idColumn, 'pageId').offset(skip).limit(take).getRawMany<{ pageId: unknown }>()).map((row) => row.pageId);
  }
  const isLastPage = pageIds.length < take && (pageIds.length > 0 || skip === 0);
  let total = isLastPage ? skip + pageIds.length : (readTotal ?? (count ? await count(countLimit) : null));
  // A whole table (no condition) may have its total kept by triggers (src/database/row-totals.ts).
  if (total === null) total = await maintainedTotal(qb);
  if (total === null) total = await countRows(qb, countLimit);
  if (rows !== null || pageIds.length === 0) return [rows ?? [], total];
  const pageRows = await qb.clone().where(`${idColumn} IN (:...listPageIds)`, { listPageIds: pageIds }).orderBy().getMany();
  // The rows in the page's order (the ids were read sorted).
  const position = new Map(pageIds.map((id, i) => [String(id), i]));
  pageRows.sort((a, b) => position.get(String(a[idProperty]))! - position.get(String(b[idProperty]))!);
  return [pageRows, total];
}

/**
 * How many rows the query matches: a plain COUNT(*) of its conditions, unsorted. With `atMost`,
 * the count stops at atMost + 1 rows (both engines stop reading once a derived table's LIMIT is
 * met), so an answer above atMost means only "more than atMost".
 */
export async function countRows<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, atMost?: number): Promise<number> {
  if (atMost !== undefined) {
    const capped = qb
      .clone()
      .select('1', 'one')
      .orderBy()
      .limit(atMost + 1);
    const row = await qb
      .createQueryBuilder()
      .select('COUNT(*)', 'total')
      .from(`(${capped.getQuery()})`, 'capped')
      .setParameters(capped.getParameters())
      .getRawOne<{ total: number | string }>();
    return Number(row?.total ?? 0);
  }
  const counted = await qb.clone().select('COUNT(*)', 'total').orderBy().getRawOne<{ total: number | string }>();
  return Number(counted?.total ?? 0);
}

/** Sets Content-Range on the reply (and X-Total-More-Than, for a lower-bound total). */
export function setListHeaders(
  reply: { header(name: string, value: string): unknown },
  result: Pick<ListResult<unknown>, 'contentRange' | 'total' | 'totalIsLowerBound'>,
): void {
  reply.header('Content-Range', result.contentRange);
  if (result.totalIsLowerBound) reply.header(TOTAL_MORE_THAN_HEADER, String(result.total));
}

/** Sets the list's headers on the reply and answers the page of records. */
export function withContentRange<T>(reply: { header(name: string, value: string): unknown }, result: ListResult<T>): T[] {
  setListHeaders(reply, result);
  return result.items;
}
