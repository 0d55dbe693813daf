import type { DataSource } from 'typeorm';
import { isSqlite as onSqlite } from '../database/engine';
import { MAX_REMINDER_MINUTES } from '../domain/vocabulary/tasks';
import { REMINDER_LATE_GRACE_MINUTES } from './task-rules';

/**
 * The reminder window of a task in SQL, on both engines: the reminder is due from `reminderMinutes`
 * before the due time until the due time has passed by more than the reminder time (at least
 * REMINDER_LATE_GRACE_MINUTES). Datetimes are compared at millisecond precision: SQLite stores
 * them as 'YYYY-MM-DD HH:MM:SS.SSS' text, which strftime('%f') writes alike.
 */
export interface ReminderWindowSql {
  /** The condition on one task row (columns prefixed with `alias.`), with :reminderNow. */
  condition: string;
  /** Bounds on the bare due date that an index can use, with :reminderEarliest and :reminderLatest. */
  dueBounds: string;
}

function shiftMinutes(isSqlite: boolean, date: string, minutes: string, sign: '+' | '-'): string {
  if (isSqlite) return `strftime('%Y-%m-%d %H:%M:%f', ${date}, '${sign}' || (${minutes}) || ' minutes')`;
  return `${sign === '+' ? 'DATE_ADD' : 'DATE_SUB'}(${date}, INTERVAL (${minutes}) MINUTE)`;
}

/** `connection` is only asked which engine it runs on (a repository's or manager's connection). */
export function reminderWindowSql(connection: Pick<DataSource, 'options'>, alias: string): ReminderWindowSql {
  const isSqlite = onSqlite(connection);
  const due = `${alias}.dueDate`;
  const minutes = `${alias}.reminderMinutes`;
  const late = isSqlite ? `MAX(${minutes}, ${REMINDER_LATE_GRACE_MINUTES})` : `GREATEST(${minutes}, ${REMINDER_LATE_GRACE_MINUTES})`;
  return {
    condition: `${shiftMinutes(isSqlite, due, minutes, '-')} <= :reminderNow AND ${shiftMinutes(isSqlite, due, late, '+')} >= :reminderNow`,
    dueBounds: `${due} >= :reminderEarliest AND ${due} <= :reminderLatest`,
  };
}

export function reminderWindowParameters(now: Date): { reminderNow: Date; reminderEarliest: Date; reminderLatest: Date } {
  const longest = Math.max(MAX_REMINDER_MINUTES, REMINDER_LATE_GRACE_MINUTES) * 60_000;
  return { reminderNow: now, reminderEarliest: new Date(now.getTime() - longest), reminderLatest: new Date(now.getTime() + MAX_REMINDER_MINUTES * 60_000) };
}
