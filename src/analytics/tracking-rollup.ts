import type { EntityManager } from 'typeorm';
import {
  APPLIED_SESSIONS_SQL,
  APPLIED_TABLE,
  applyContribution,
  type Contribution,
  type EventRow,
  type RollupEvent,
  rollupEventOf,
  sessionContribution,
  sessionlessContribution,
} from '../domain/tracking-rollups';
import type { Query } from '../domain/sql-lists';
import { markVisitCustomersStale } from '../profiles/customer-index';
import { TrackingEvent } from './entities/tracking-event.entity';

/**
 * The tracking events' daily roll-ups (src/domain/tracking-rollups.ts) kept up to date in the
 * transactions that insert and delete events, and the applied sessions reconciled with the leads.
 */
function isMysqlManager(manager: EntityManager): boolean {
  const type = manager.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
}

/**
 * The events of some sessions, by session. On MySQL/MariaDB the read locks the sessions' index
 * range, so two transactions changing one session's events run one after the other and each
 * works out its change from the other's result.
 */
async function eventsOfSessions(manager: EntityManager, hashes: readonly string[]): Promise<Map<string, RollupEvent[]>> {
  const bySession = new Map<string, RollupEvent[]>(hashes.map((hash) => [hash, []]));
  if (hashes.length === 0) return bySession;
  const lock = isMysqlManager(manager) ? ' FOR UPDATE' : '';
  const rows = (await manager.query(
    `SELECT sessionHash, type, step, createdAt FROM tracking_events WHERE sessionHash IN (${hashes.map(() => '?').join(', ')})${lock}`,
    [...hashes],
  )) as EventRow[];
  for (const row of rows) bySession.get(row.sessionHash!)?.push(rollupEventOf(row));
  return bySession;
}

async function appliedOf(manager: EntityManager, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = (await manager.query(`SELECT sessionHash FROM ${APPLIED_TABLE} WHERE sessionHash IN (${hashes.map(() => '?').join(', ')})`, [...hashes])) as {
    sessionHash: string;
  }[];
  return new Set(rows.map((row) => row.sessionHash));
}

export interface NewTrackingEvent {
  type: string;
  sessionHash: string | null;
  step: number | null;
  path: string | null;
  data?: Record<string, unknown> | null;
  /** When it happened: now unless given (an import of past events). */
  createdAt?: Date;
}

/** Stores one tracking event and counts it in the roll-ups, in the caller's transaction. */
export async function insertTrackingEvent(manager: EntityManager, event: NewTrackingEvent): Promise<void> {
  const createdAt = event.createdAt ?? new Date();
  const mysql = isMysqlManager(manager);
  const query: Query = (sql, params) => manager.query(sql, params);
  const row = manager.getRepository(TrackingEvent).create({ ...event, data: event.data ?? null, createdAt });
  if (!event.sessionHash) {
    await manager.getRepository(TrackingEvent).save(row, { reload: false });
    await applyContribution(query, mysql, sessionlessContribution([{ type: event.type, step: event.step, createdAt }]));
    return;
  }
  const before = (await eventsOfSessions(manager, [event.sessionHash])).get(event.sessionHash)!;
  const applied = (await appliedOf(manager, [event.sessionHash])).has(event.sessionHash);
  await manager.getRepository(TrackingEvent).save(row, { reload: false });
  const change = sessionContribution(before, applied, -1);
  sessionContribution([...before, { type: event.type, step: event.step, createdAt }], applied, 1, change);
  await applyContribution(query, mysql, change);
  // The visit's customers: their partners count the visit's events, and its first event starts their time to complete.
  await markVisitCustomersStale(manager, [event.sessionHash]);
}

/**
 * Deletes tracking events (`where`: SQL over tracking_events, with its parameters) and takes them
 * out of the roll-ups, in the caller's transaction: each session touched is worked out again
 * from the events it keeps. Answers how many went.
 */
export async function deleteTrackingEvents(manager: EntityManager, where: string, params: unknown[]): Promise<number> {
  const doomed = (await manager.query(`SELECT id, sessionHash, type, step, createdAt FROM tracking_events WHERE ${where}`, params)) as (EventRow & {
    id: unknown;
  })[];
  if (doomed.length === 0) return 0;
  const hashes = [...new Set(doomed.map((row) => row.sessionHash).filter((hash): hash is string => hash !== null))];
  const mysql = isMysqlManager(manager);
  const change: Contribution = new Map();
  const before = await eventsOfSessions(manager, hashes);
  const applied = await appliedOf(manager, hashes);
  sessionlessContribution(doomed.filter((row) => row.sessionHash === null).map(rollupEventOf), -1, change);
  const ids = doomed.map((row) => Number(row.id));
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    await manager.query(`DELETE FROM tracking_events WHERE id IN (${batch.map(() => '?').join(', ')})`, batch);
  }
  const after = await eventsOfSessions(manager, hashes);
  for (const hash of hashes) {
    sessionContribution(before.get(hash)!, applied.has(hash), -1, change);
    sessionContribution(after.get(hash)!, applied.has(hash), 1, change);
  }
  await applyContribution((sql, p) => manager.query(sql, p), mysql, change);
  await markVisitCustomersStale(manager, hashes);
  return ids.length;
}

/**
 * Brings tracking_applied_sessions up to date with the leads, moving each session that applied
 * out of the drop-off counts (and each one that no longer has a lead back in). Without `within`:
 * up to `limit` sessions that applied since (the job's run); leads only go with their customer,
 * whose deletion calls this `within` its visits' sessions, so no full scan for withdrawn ones is
 * needed. Answers how many sessions moved.
 */
export async function reconcileAppliedSessions(manager: EntityManager, limit = 1000, within?: readonly string[]): Promise<number> {
  const mysql = isMysqlManager(manager);
  if (within && within.length === 0) return 0;
  const only = (column: string): string => (within ? ` AND ${column} IN (${within.map(() => '?').join(', ')})` : '');
  const params = within ? [...within] : [];
  const applied = (
    (await manager.query(
      `SELECT DISTINCT s.sessionHash AS sessionHash FROM (${APPLIED_SESSIONS_SQL}) s WHERE NOT EXISTS (SELECT 1 FROM ${APPLIED_TABLE} a WHERE a.sessionHash = s.sessionHash)${only('s.sessionHash')} LIMIT ${limit}`,
      params,
    )) as { sessionHash: string }[]
  ).map((row) => row.sessionHash);
  const withdrawn = within
    ? (
        (await manager.query(
          `SELECT a.sessionHash AS sessionHash FROM ${APPLIED_TABLE} a WHERE NOT EXISTS (SELECT 1 FROM business_profiles bp INNER JOIN leads l ON l.businessProfileId = bp.id WHERE bp.sessionHash = a.sessionHash)${only('a.sessionHash')}`,
          params,
        )) as { sessionHash: string }[]
      ).map((row) => row.sessionHash)
    : [];
  const events = await eventsOfSessions(manager, [...applied, ...withdrawn]);
  const change: Contribution = new Map();
  for (const hash of applied) {
    sessionContribution(events.get(hash)!, false, -1, change);
    sessionContribution(events.get(hash)!, true, 1, change);
  }
  for (const hash of withdrawn) {
    sessionContribution(events.get(hash)!, true, -1, change);
    sessionContribution(events.get(hash)!, false, 1, change);
  }
  for (let start = 0; start < applied.length; start += 300) {
    const batch = applied.slice(start, start + 300);
    await manager.query(`INSERT INTO ${APPLIED_TABLE} (sessionHash) VALUES ${batch.map(() => '(?)').join(', ')}`, batch);
  }
  for (let start = 0; start < withdrawn.length; start += 300) {
    const batch = withdrawn.slice(start, start + 300);
    await manager.query(`DELETE FROM ${APPLIED_TABLE} WHERE sessionHash IN (${batch.map(() => '?').join(', ')})`, batch);
  }
  await applyContribution((sql, p) => manager.query(sql, p), mysql, change);
  return applied.length + withdrawn.length;
}
