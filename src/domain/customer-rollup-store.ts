import {
  contributionChange,
  contributionOfText,
  contributionText,
  CUSTOMER_CONTRIBUTION_TABLE,
  CUSTOMER_ROLLUP_TABLE,
  CUSTOMER_STALE_TABLE,
  customerContribution,
  type CustomerContribution,
  type CustomerRecords,
  CUSTOMER_VISIT_TABLE,
  visitContribution,
} from './customer-rollups';
import { inChunks, insertRows, placeholders, type Query } from './sql-lists';
import { type EventRow, instantOf, rollupEventOf } from './tracking-rollups';

/**
 * The customers' daily roll-ups (src/domain/customer-rollups.ts) brought up to date with the
 * customers' records. A write that changes a customer's profile, quotes or leads (or deletes the
 * customer) marks it stale in its own transaction (markCustomerFiguresStale, in
 * src/profiles/customer-index.ts); the customer roll-up job (src/analytics/customer-rollup.job.ts) then works each stale customer's
 * contribution out again from its records and applies the difference, within a minute.
 */

/** Customers per statement's IN list. */
const CHUNK = 300;

interface ProfileRow {
  id: string;
  createdAt: unknown;
  businessSector: string | null;
  source: string;
  sessionHash: string | null;
}

/** The records of some customers (a deleted customer has none), read in the caller's transaction. */
async function recordsOf(query: Query, ids: readonly string[]): Promise<Map<string, CustomerRecords & { sessionHash: string | null }>> {
  const records = new Map<string, CustomerRecords & { sessionHash: string | null }>();
  if (ids.length === 0) return records;
  const list = placeholders(ids.length);
  const profiles = (await query(`SELECT id, createdAt, businessSector, source, sessionHash FROM business_profiles WHERE id IN (${list})`, [
    ...ids,
  ])) as ProfileRow[];
  if (profiles.length === 0) return records;
  const hashes = [...new Set(profiles.map((profile) => profile.sessionHash).filter((hash): hash is string => hash !== null))];
  // One statement after another: in a transaction they share one connection.
  const quotes = (await query(`SELECT businessProfileId, providerId, isSelected, createdAt FROM quotes WHERE businessProfileId IN (${list})`, [...ids])) as {
    businessProfileId: string;
    providerId: unknown;
    isSelected: unknown;
    createdAt: unknown;
  }[];
  const leads = (await query(`SELECT businessProfileId, selectedProviderId, createdAt FROM leads WHERE businessProfileId IN (${list})`, [...ids])) as {
    businessProfileId: string;
    selectedProviderId: unknown;
    createdAt: unknown;
  }[];
  const firstSeen =
    hashes.length === 0
      ? []
      : ((await query(
          `SELECT sessionHash, MIN(createdAt) AS firstSeenAt FROM tracking_events WHERE sessionHash IN (${placeholders(hashes.length)}) GROUP BY sessionHash`,
          [...hashes],
        )) as { sessionHash: string; firstSeenAt: unknown }[]);
  const seen = new Map(firstSeen.map((row) => [row.sessionHash, instantOf(row.firstSeenAt)]));
  for (const profile of profiles) {
    const createdAt = instantOf(profile.createdAt);
    const first = profile.sessionHash === null ? undefined : seen.get(profile.sessionHash);
    records.set(profile.id, {
      createdAt,
      businessSector: profile.businessSector,
      source: profile.source,
      visitStartedAt: first !== undefined && first < createdAt ? first : createdAt,
      sessionHash: profile.sessionHash,
      quotes: [],
      leads: [],
    });
  }
  for (const quote of quotes) {
    records.get(quote.businessProfileId)?.quotes.push({
      providerId: Number(quote.providerId),
      isSelected: Number(quote.isSelected) === 1 || quote.isSelected === true,
      createdAt: instantOf(quote.createdAt),
    });
  }
  for (const lead of leads) {
    records.get(lead.businessProfileId)?.leads.push({
      selectedProviderId: lead.selectedProviderId === null ? null : Number(lead.selectedProviderId),
      createdAt: instantOf(lead.createdAt),
    });
  }
  return records;
}

/** Adds a change to the roll-ups (rows that do not exist yet are created). */
async function applyChange(query: Query, isMysql: boolean, change: CustomerContribution): Promise<void> {
  // In key order, so two writers would lock the rows in one order (one job runs at a time anyway).
  const rows = [...change.entries()]
    .filter(([, figures]) => figures.total !== 0 || figures.millis !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, figures]) => {
      const [measure, providerId, day, prevDay] = key.split('\t');
      return [measure, Number(providerId), day, prevDay, figures.total, figures.millis];
    });
  await insertRows(query, isMysql, CUSTOMER_ROLLUP_TABLE, ['measure', 'providerId', 'day', 'prevDay', 'total', 'millis'], rows, {
    key: ['providerId', 'day', 'measure', 'prevDay'],
    figures: ['total', 'millis'],
  });
}

/**
 * Works the contributions of some customers out again from their records and applies the
 * difference to the roll-ups, in the caller's transaction (or, with `changes`, adds it there for
 * the caller to apply once). A customer that no longer exists takes its last contribution away.
 * Repeating it changes nothing.
 */
export async function refreshCustomerRollups(query: Query, isMysql: boolean, ids: readonly string[], changes?: CustomerContribution): Promise<void> {
  for (const chunk of inChunks([...new Set(ids)], CHUNK)) {
    const records = await recordsOf(query, chunk);
    const stored = (await query(
      `SELECT businessProfileId, sessionHash, contribution FROM ${CUSTOMER_CONTRIBUTION_TABLE} WHERE businessProfileId IN (${placeholders(chunk.length)})`,
      [...chunk],
    )) as { businessProfileId: string; sessionHash: string | null; contribution: string }[];
    const previous = new Map(stored.map((row) => [row.businessProfileId, contributionOfText(row.contribution)]));
    const change: CustomerContribution = new Map();
    const rows: [string, string | null, string][] = [];
    // The visits of these customers, before and after: their partners' visit figures change with them.
    const sessions = new Set(stored.map((row) => row.sessionHash).filter((hash): hash is string => hash !== null));
    for (const id of chunk) {
      const customer = records.get(id);
      const next = customer ? customerContribution(customer) : new Map();
      addTo(change, contributionChange(previous.get(id) ?? new Map(), next));
      if (customer) {
        rows.push([id, customer.sessionHash, contributionText(next)]);
        if (customer.sessionHash !== null) sessions.add(customer.sessionHash);
      }
    }
    if (changes) addTo(changes, change);
    else await applyChange(query, isMysql, change);
    await query(`DELETE FROM ${CUSTOMER_CONTRIBUTION_TABLE} WHERE businessProfileId IN (${placeholders(chunk.length)})`, [...chunk]);
    await insertRows(query, isMysql, CUSTOMER_CONTRIBUTION_TABLE, ['businessProfileId', 'sessionHash', 'contribution'], rows);
    await refreshVisits(query, isMysql, [...sessions], changes);
  }
}

function addTo(into: CustomerContribution, change: CustomerContribution): void {
  for (const [key, figures] of change) {
    const sum = into.get(key) ?? { total: 0, millis: 0 };
    into.set(key, { total: sum.total + figures.total, millis: sum.millis + figures.millis });
  }
}

/**
 * Works out again what some visits put in their partners' scopes (visitContribution: a visit
 * counts for each provider one of its customers belongs to, as applied when one of them has a lead
 * of that provider) and applies the difference, in the caller's transaction.
 */
async function refreshVisits(query: Query, isMysql: boolean, sessionHashes: readonly string[], changes?: CustomerContribution): Promise<void> {
  for (const hashes of inChunks(sessionHashes, CHUNK)) {
    const list = placeholders(hashes.length);
    const providerRows = (await query(
      `SELECT DISTINCT bp.sessionHash AS sessionHash, cp.providerId AS providerId FROM business_profiles bp INNER JOIN customer_providers cp ON cp.businessProfileId = bp.id WHERE bp.sessionHash IN (${list})`,
      [...hashes],
    )) as { sessionHash: string; providerId: unknown }[];
    const appliedRows = (await query(
      `SELECT DISTINCT bp.sessionHash AS sessionHash, l.selectedProviderId AS providerId FROM business_profiles bp INNER JOIN leads l ON l.businessProfileId = bp.id WHERE l.selectedProviderId IS NOT NULL AND bp.sessionHash IN (${list})`,
      [...hashes],
    )) as { sessionHash: string; providerId: unknown }[];
    const eventRows = (await query(`SELECT sessionHash, type, step, createdAt FROM tracking_events WHERE sessionHash IN (${list})`, [...hashes])) as EventRow[];
    const stored = (await query(`SELECT sessionHash, contribution FROM ${CUSTOMER_VISIT_TABLE} WHERE sessionHash IN (${list})`, [...hashes])) as {
      sessionHash: string;
      contribution: string;
    }[];
    const providers = groupBy(providerRows, (row) => Number(row.providerId));
    const applied = groupBy(appliedRows, (row) => Number(row.providerId));
    const events = groupBy(eventRows, rollupEventOf);
    const previous = new Map(stored.map((row) => [row.sessionHash, contributionOfText(row.contribution)]));
    const change: CustomerContribution = new Map();
    const rows: [string, string][] = [];
    for (const hash of hashes) {
      const appliedTo = new Set(applied.get(hash) ?? []);
      const next = visitContribution(
        events.get(hash) ?? [],
        (providers.get(hash) ?? []).map((providerId) => ({ providerId, applied: appliedTo.has(providerId) })),
      );
      addTo(change, contributionChange(previous.get(hash) ?? new Map(), next));
      if (next.size > 0) rows.push([hash, contributionText(next)]);
    }
    if (changes) addTo(changes, change);
    else await applyChange(query, isMysql, change);
    await query(`DELETE FROM ${CUSTOMER_VISIT_TABLE} WHERE sessionHash IN (${list})`, [...hashes]);
    await insertRows(query, isMysql, CUSTOMER_VISIT_TABLE, ['sessionHash', 'contribution'], rows);
  }
}

/** The rows' values (`valueOf`) by their session. */
function groupBy<Row extends { sessionHash: string | null }, Value>(rows: readonly Row[], valueOf: (row: Row) => Value): Map<string, Value[]> {
  const by = new Map<string, Value[]>();
  for (const row of rows) {
    if (row.sessionHash === null) continue;
    const values = by.get(row.sessionHash) ?? [];
    values.push(valueOf(row));
    by.set(row.sessionHash, values);
  }
  return by;
}

/**
 * Takes up to `limit` stale customers off the list and refreshes them, in the caller's
 * transaction; answers how many. Their stale marks are deleted first: a write marking one of them
 * again meanwhile waits for (MySQL/MariaDB) or comes after (SQLite) this transaction, and its
 * mark is then taken by the next run.
 */
export async function refreshStaleCustomers(query: Query, isMysql: boolean, limit: number): Promise<number> {
  const stale = (await query(`SELECT businessProfileId FROM ${CUSTOMER_STALE_TABLE} ORDER BY businessProfileId LIMIT ${Math.trunc(limit)}`)) as {
    businessProfileId: string;
  }[];
  const ids = stale.map((row) => row.businessProfileId);
  if (ids.length === 0) return 0;
  await query(`DELETE FROM ${CUSTOMER_STALE_TABLE} WHERE businessProfileId IN (${placeholders(ids.length)})`, ids);
  await refreshCustomerRollups(query, isMysql, ids);
  return ids.length;
}

const REBUILD_PAGE = 2_000;

/**
 * Builds the customers' roll-ups again from every customer's records: for the migration that
 * creates them, and for data written behind the service's back (a benchmark's seed). Reads the
 * customers a page at a time.
 */
export async function rebuildCustomerRollups(query: Query, isMysql: boolean): Promise<void> {
  await query(`DELETE FROM ${CUSTOMER_ROLLUP_TABLE}`);
  await query(`DELETE FROM ${CUSTOMER_CONTRIBUTION_TABLE}`);
  await query(`DELETE FROM ${CUSTOMER_VISIT_TABLE}`);
  await query(`DELETE FROM ${CUSTOMER_STALE_TABLE}`);
  // The roll-ups' rows are summed in memory over every customer and written once at the end.
  const changes: CustomerContribution = new Map();
  let after = '';
  for (;;) {
    const page = (await query(`SELECT id FROM business_profiles WHERE id > ? ORDER BY id LIMIT ${REBUILD_PAGE}`, [after])) as { id: string }[];
    if (page.length === 0) break;
    await refreshCustomerRollups(
      query,
      isMysql,
      page.map((row) => row.id),
      changes,
    );
    after = page[page.length - 1].id;
  }
  await applyChange(query, isMysql, changes);
}
