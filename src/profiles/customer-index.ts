import { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { isMysql } from '../database/engine';
import { inChunks, placeholders } from '../database/sql-lists';
import { CUSTOMER_STALE_TABLE } from '../domain/customer-rollups';

/**
 * What the back-office's customer list reads instead of a customer's quotes and leads, derived
 * from them and rewritten in the transaction that changes them (so it is never behind):
 * - customer_providers: the providers a customer belongs to (a selected quote for
 *   the provider, or a lead whose selected provider it is). Call refreshCustomerProviders after
 *   any change to which quote is selected, to the quotes themselves, or to a lead's provider.
 * - business_profiles.searchText: the business name and every lead's first name, last name and
 *   email, lower-cased by the database as the search's LOWER() would. Call refreshCustomerSearch
 *   after a change to the business name or to the leads.
 * Each recomputes the whole value from the quotes and leads (never patches it), so a repeated or
 * overlapping call leaves the same result. Deleting a customer or a provider removes its rows
 * through the foreign keys.
 * - customer_search (SQLite only): a trigram full-text index of searchText, kept in step by
 *   triggers on business_profiles (migration 1764800000000, which says what would put it out of
 *   step). A phrase of three characters or more matches where LIKE '%phrase%' would.
 * - customer_search_order: each customer's createdAt, id and searchText, kept in creation order
 *   (its primary key) by triggers on business_profiles (migration 1765000000000), so a search
 *   sorted by creation date reads narrow rows in order instead of looking up whole customers.
 */

/** The SQLite trigram index of business_profiles.searchText, keyed by the profile's rowid. */
export const CUSTOMER_SEARCH_FTS = 'customer_search';

/** business_profiles' createdAt, id and searchText, in creation order (see above). */
export const CUSTOMER_SEARCH_ORDER = 'customer_search_order';

/** A trigram index can only find a word of three characters or more. */
export const hasTrigram = (word: string): boolean => [...word].length >= 3;

/** The FTS5 query for "every word, each anywhere in the text": quoted phrases (a quote doubled), joined by AND. */
export const customerSearchMatch = (words: string[]): string => words.map((word) => `"${word.replace(/"/g, '""')}"`).join(' AND ');

/** SQL: the profile whose rowid is `rowidColumn` matches the FTS5 query in parameter `param`. */
export const customerSearchMatchSql = (rowidColumn: string, param: string): string =>
  `${rowidColumn} IN (SELECT ${CUSTOMER_SEARCH_FTS}.rowid FROM ${CUSTOMER_SEARCH_FTS} WHERE ${CUSTOMER_SEARCH_FTS} MATCH :${param})`;

/**
 * The query also reads the trigram index, as a second table joined on the profile's rowid, and
 * keeps the rows matching the FTS5 query `match`: SQLite then reads the index's matches first,
 * one at a time, and each one's profile after it. (The index is named by its table name: FTS5's
 * MATCH takes the table's own name, not an alias.)
 */
export function joinCustomerSearch<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, rowidColumn: string, param: string, match: string): void {
  qb.addFrom(CUSTOMER_SEARCH_FTS, CUSTOMER_SEARCH_FTS).andWhere(`${CUSTOMER_SEARCH_FTS}.rowid = ${rowidColumn} AND ${CUSTOMER_SEARCH_FTS} MATCH :${param}`, {
    [param]: match,
  });
}

/** How many profiles match the FTS5 query, from the index alone; with `atMost`, counted only up to that many. */
export async function countCustomerSearchMatches(manager: EntityManager, match: string, atMost?: number): Promise<number> {
  // SQLite reads LIMIT -1 as no limit.
  const rows: Array<{ total: number }> = await manager.query(
    `SELECT COUNT(*) AS total FROM (SELECT rowid FROM ${CUSTOMER_SEARCH_FTS} WHERE ${CUSTOMER_SEARCH_FTS} MATCH ? LIMIT ?)`,
    [match, atMost ?? -1],
  );
  return Number(rows[0]?.total ?? 0);
}

/** At most this many ids in one statement's IN list. */
const CHUNK = 500;

function chunks(ids: string[]): string[][] {
  return inChunks([...new Set(ids)], CHUNK);
}

/**
 * Marks customers whose figures on the analytics dashboard changed (their profile, quotes or leads
 * were written, or they were deleted), in the caller's transaction: the customer roll-up job
 * (src/analytics/customer-rollup.job.ts) works their roll-up rows out again within a minute. A
 * customer already marked stays marked once.
 */
export async function markCustomerFiguresStale(manager: EntityManager, profileIds: readonly string[]): Promise<void> {
  await insertStaleMarks(manager, profileIds, (count) => `VALUES ${Array.from({ length: count }, () => '(?)').join(', ')}`);
}

/**
 * Marks stale the customers made by some visits (their sessions' hashes), in the caller's
 * transaction: a visit's first tracking event starts its customers' time to complete, so an event
 * stored before the others, or the deletion of events, changes their figures.
 */
export async function markVisitCustomersStale(manager: EntityManager, sessionHashes: readonly string[]): Promise<void> {
  await insertStaleMarks(manager, sessionHashes, (count) => `SELECT id FROM business_profiles WHERE sessionHash IN (${placeholders(count)})`);
}

/** Inserts the stale marks of the rows `rowsOf(count)` gives for each chunk of `values` (bound in order), leaving marks already there. */
async function insertStaleMarks(manager: EntityManager, values: readonly string[], rowsOf: (count: number) => string): Promise<void> {
  const ignore = isMysql(manager.connection) ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
  for (const chunk of chunks([...values])) {
    await manager.query(`${ignore} INTO ${CUSTOMER_STALE_TABLE} (businessProfileId) ${rowsOf(chunk.length)}`, chunk);
  }
}

/** Also marks the customers' analytics figures stale (markCustomerFiguresStale): every change it follows changes them. */
export async function refreshCustomerProviders(manager: EntityManager, profileIds: string[]): Promise<void> {
  await markCustomerFiguresStale(manager, profileIds);
  for (const ids of chunks(profileIds)) {
    await manager.query(`DELETE FROM customer_providers WHERE businessProfileId IN (${placeholders(ids.length)})`, ids);
    // isSelected is stored as 1/0 on both engines.
    await manager.query(
      'INSERT INTO customer_providers (providerId, businessProfileId)' +
        ` SELECT q.providerId, q.businessProfileId FROM quotes q WHERE q.isSelected = 1 AND q.businessProfileId IN (${placeholders(ids.length)})` +
        ` UNION SELECT l.selectedProviderId, l.businessProfileId FROM leads l WHERE l.selectedProviderId IS NOT NULL AND l.businessProfileId IN (${placeholders(ids.length)})`,
      [...ids, ...ids],
    );
  }
}

/** The SQL that sets searchText for the rows the WHERE clause names (`{id}` stands for the profile id). */
export function searchTextUpdateSql(mysql: boolean, where: string): string {
  if (mysql) {
    // updatedAt = updatedAt: a derived column is no edit of the profile, so ON UPDATE must not fire.
    return (
      "UPDATE business_profiles bp SET bp.updatedAt = bp.updatedAt, bp.searchText = LOWER(CONCAT(COALESCE(bp.businessName, ''), COALESCE((" +
      "SELECT CONCAT(' ', GROUP_CONCAT(CONCAT(l.firstName, ' ', l.lastName, ' ', l.email) ORDER BY l.id SEPARATOR ' ')) FROM leads l WHERE l.businessProfileId = bp.id), '')))" +
      ` WHERE ${where.replace(/\{id\}/g, 'bp.id')}`
    );
  }
  return (
    "UPDATE business_profiles SET searchText = LOWER(COALESCE(businessName, '') || COALESCE((" +
    "SELECT ' ' || group_concat(l.firstName || ' ' || l.lastName || ' ' || l.email, ' ') FROM leads l WHERE l.businessProfileId = business_profiles.id), ''))" +
    ` WHERE ${where.replace(/\{id\}/g, 'business_profiles.id')}`
  );
}

export async function refreshCustomerSearch(manager: EntityManager, profileIds: string[]): Promise<void> {
  for (const ids of chunks(profileIds)) {
    await manager.query(searchTextUpdateSql(isMysql(manager.connection), `{id} IN (${placeholders(ids.length)})`), ids);
  }
}
