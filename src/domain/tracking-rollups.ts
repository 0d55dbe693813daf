import { insertRows, type Query } from './sql-lists';
import { UK_TIME_ZONE } from './uk-time';

/** A period of instants [from, to). */
export interface RollupPeriod {
  from: Date;
  to: Date;
}

/**
 * Daily roll-ups of the tracking events, so the dashboard's visit figures read a few pre-counted
 * rows per day instead of the period's events. Days are UK (Europe/London) days, the days every
 * analytics period is made of.
 *
 * A count of events adds up over days; a count of distinct sessions does not (a visit active on
 * two days of the period is one session). Each distinct-session measure is therefore kept as the
 * number of (session, active day) pairs per (day, prevDay), prevDay being the session's previous
 * active day for that measure ('' for its first): a session is counted in a period [a, b] exactly
 * once, on its first active day there, which is the one pair with a <= day <= b and prevDay < a.
 * So every figure of a period is one SUM over the rows of its days: exact, whatever the period.
 *
 * The rows are kept up to date in the transaction of every insert and deletion of events (a
 * session's contribution is worked out again from its events before and after the change); the
 * drop-off counts leave out the sessions that applied, which tracking_applied_sessions records
 * and reconcileAppliedSessions brings up to date with the leads (a job runs it every minute).
 */
export const ROLLUP_TABLE = 'tracking_rollups';
export const APPLIED_TABLE = 'tracking_applied_sessions';

/** The events a visit sends from inside the wizard (a landing-page visit has no session). */
export const WIZARD_EVENT_TYPES: readonly string[] = ['user_launch', 'user', 'step', 'document_upload'];
/** The wizard's steps; reached<k> counts the sessions whose furthest step is k or later. */
const STEPS = [1, 2, 3, 4, 5];

/** A measure's name as stored in tracking_rollups.measure. */
export const MEASURES = {
  /** Events of type visitor (a count of events, not of sessions). */
  visitors: 'visitors',
  /** Sessions with any event. */
  sessions: 'sessions',
  /** Sessions that opened the wizard (type user). */
  users: 'users',
  /** Sessions with a wizard event. */
  wizard: 'wizard',
  /** Sessions that uploaded a statement. */
  uploads: 'uploads',
} as const;
export const reachedMeasure = (step: number): string => `reached${step}`;

export interface RollupEvent {
  type: string;
  step: number | null;
  createdAt: Date;
}

/** A session's (or the session-less events') rows: `measure\tday\tprevDay` -> count. */
export type Contribution = Map<string, number>;

const SESSION_MEASURES: [string, (event: RollupEvent) => boolean][] = [
  [MEASURES.sessions, () => true],
  [MEASURES.users, (event) => event.type === 'user'],
  [MEASURES.wizard, (event) => WIZARD_EVENT_TYPES.includes(event.type)],
  [MEASURES.uploads, (event) => event.type === 'document_upload'],
];
const REACHED_MEASURES: [string, (event: RollupEvent) => boolean][] = STEPS.map((step) => [
  reachedMeasure(step),
  (event) => event.type === 'step' && event.step !== null && event.step >= step,
]);

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: UK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const HOUR_MS = 3_600_000;
const dayOfHour = new Map<number, string>();

/** The UK day (YYYY-MM-DD) of an instant. The UK's offset changes on the hour, so one answer per UTC hour. */
export function ukDayOf(instant: Date): string {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let day = dayOfHour.get(hour);
  if (day === undefined) {
    day = dayFormat.format(new Date(hour * HOUR_MS));
    if (dayOfHour.size > 100_000) dayOfHour.clear();
    dayOfHour.set(hour, day);
  }
  return day;
}

/**
 * The UK days [first, last] a period covers, when it is made of whole UK days (every period
 * periodOf gives is); null otherwise.
 */
export function daysOf(period: RollupPeriod): { first: string; last: string } | null {
  const first = ukDayOf(period.from);
  const last = ukDayOf(new Date(period.to.getTime() - 1));
  const wholeDays = ukDayOf(new Date(period.from.getTime() - 1)) !== first && ukDayOf(period.to) !== last;
  return wholeDays ? { first, last } : null;
}

function add(contribution: Contribution, measure: string, day: string, prevDay: string, count: number): void {
  const key = `${measure}\t${day}\t${prevDay}`;
  contribution.set(key, (contribution.get(key) ?? 0) + count);
}

/** The visitor events among `events`, per day. */
function addVisitors(contribution: Contribution, events: readonly RollupEvent[], sign: number): void {
  for (const event of events) if (event.type === 'visitor') add(contribution, MEASURES.visitors, ukDayOf(event.createdAt), '', sign);
}

/**
 * What one session's events put in the roll-ups (`applied`: the session applied, so it is left
 * out of the drop-off's reached<k> counts). `sign` -1 gives the rows to take away.
 */
export function sessionContribution(events: readonly RollupEvent[], applied: boolean, sign = 1, into: Contribution = new Map()): Contribution {
  addVisitors(into, events, sign);
  for (const [measure, counts] of applied ? SESSION_MEASURES : [...SESSION_MEASURES, ...REACHED_MEASURES]) {
    const days = [...new Set(events.filter(counts).map((event) => ukDayOf(event.createdAt)))].sort();
    days.forEach((day, index) => add(into, measure, day, index === 0 ? '' : days[index - 1], sign));
  }
  return into;
}

/** What events without a session put in the roll-ups (visitors only). */
export function sessionlessContribution(events: readonly RollupEvent[], sign = 1, into: Contribution = new Map()): Contribution {
  addVisitors(into, events, sign);
  return into;
}

/** Adds a contribution to the roll-ups (rows that do not exist yet are created). */
export async function applyContribution(query: Query, isMysql: boolean, contribution: Contribution): Promise<void> {
  const rows = [...contribution.entries()].filter(([, count]) => count !== 0).map(([key, count]) => [...key.split('\t'), count]);
  await insertRows(query, isMysql, ROLLUP_TABLE, ['measure', 'day', 'prevDay', 'total'], rows, { key: ['measure', 'day', 'prevDay'], figures: ['total'] });
}

/** A datetime as either engine's driver returns it (MariaDB: a Date; SQLite: UTC text). */
export function instantOf(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

export interface EventRow {
  sessionHash: string | null;
  type: string;
  step: unknown;
  createdAt: unknown;
}

export function rollupEventOf(row: EventRow): RollupEvent {
  return { type: row.type, step: row.step === null || row.step === undefined ? null : Number(row.step), createdAt: instantOf(row.createdAt) };
}

/** The sessions that applied (a lead on a profile of the visit), as SQL. */
export const APPLIED_SESSIONS_SQL =
  'SELECT bp.sessionHash FROM business_profiles bp INNER JOIN leads l ON l.businessProfileId = bp.id WHERE bp.sessionHash IS NOT NULL';

const REBUILD_PAGE = 20_000;

/**
 * Builds the roll-ups (and the applied sessions) again from the events, leads and profiles: for
 * the migration that creates them, and for data written behind the service's back (a benchmark's
 * seed). Reads the events a page at a time in session order, so memory holds the roll-up rows,
 * never the events.
 */
export async function rebuildTrackingRollups(query: Query, isMysql: boolean): Promise<void> {
  await query(`DELETE FROM ${ROLLUP_TABLE}`);
  await query(`DELETE FROM ${APPLIED_TABLE}`);
  await query(`INSERT INTO ${APPLIED_TABLE} (sessionHash) SELECT DISTINCT s.sessionHash FROM (${APPLIED_SESSIONS_SQL}) s`);
  const applied = new Set(((await query(`SELECT sessionHash FROM ${APPLIED_TABLE}`)) as { sessionHash: string }[]).map((row) => row.sessionHash));
  const total: Contribution = new Map();
  let lastId = 0;
  for (;;) {
    const rows = (await query(`SELECT id, type, step, createdAt FROM tracking_events WHERE sessionHash IS NULL AND id > ? ORDER BY id LIMIT ${REBUILD_PAGE}`, [
      lastId,
    ])) as (EventRow & { id: unknown })[];
    if (rows.length === 0) break;
    sessionlessContribution(rows.map(rollupEventOf), 1, total);
    lastId = Number(rows[rows.length - 1].id);
  }
  let after = '';
  for (;;) {
    const rows = (await query(
      `SELECT sessionHash, type, step, createdAt FROM tracking_events WHERE sessionHash > ? ORDER BY sessionHash LIMIT ${REBUILD_PAGE}`,
      [after],
    )) as EventRow[];
    if (rows.length === 0) break;
    let complete = rows;
    if (rows.length === REBUILD_PAGE) {
      // The page's last session may go on in the next page: it is read whole with the next one.
      const last = rows[rows.length - 1].sessionHash;
      complete = rows.filter((row) => row.sessionHash !== last);
      if (complete.length === 0) {
        complete = (await query('SELECT sessionHash, type, step, createdAt FROM tracking_events WHERE sessionHash = ?', [last])) as EventRow[];
      }
    }
    let start = 0;
    for (let index = 1; index <= complete.length; index += 1) {
      if (index === complete.length || complete[index].sessionHash !== complete[start].sessionHash) {
        const hash = complete[start].sessionHash!;
        sessionContribution(complete.slice(start, index).map(rollupEventOf), applied.has(hash), 1, total);
        start = index;
      }
    }
    after = complete[complete.length - 1].sessionHash!;
  }
  await applyContribution(query, isMysql, total);
}
