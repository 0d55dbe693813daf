import { addYears } from 'date-fns/addYears';
import { subMonths } from 'date-fns/subMonths';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { hasPendingRenewalReminderSql } from '../reminders/renewal-reminder-scope';
import { MAX_DUE_YEARS_AHEAD } from '../tasks/task-rules';

/**
 * The data-retention rule: a customer whose last activity is older than the
 * retention period (RETENTION_MONTHS, 12 by default) is scheduled for deletion, unless it has a
 * task due in the future, a calendar event (an activity scheduled) in the future, or a renewal
 * reminder the visitor asked for that is not sent yet (it counts as activity until sent). Any CRM
 * action moves the last activity, so a customer someone works on is never deleted.
 *
 * A scheduled customer is deleted RETENTION_NOTICE_DAYS after it was scheduled, if it still
 * qualifies then; meanwhile the admin console lists it. Audit entries, tracking events, stored
 * emails and finished webhook deliveries to providers (their bodies carry a lead's contact details)
 * older than the period are deleted too (the audit trail is kept for the same 12 months).
 */
export const RETENTION_NOTICE_DAYS = 30;

export interface RetentionClock {
  now: Date;
  /** Last activity before this instant is old enough. */
  cutoff: Date;
  /**
   * A task or event exempts its customer only while it is due before this instant (as far ahead as
   * a task may be due, MAX_DUE_YEARS_AHEAD): one written before that bound existed, due in 9999,
   * does not keep a customer forever.
   */
  horizon: Date;
}

export function retentionClock(now: Date, months: number): RetentionClock {
  return { now, cutoff: subMonths(now, months), horizon: addYears(now, MAX_DUE_YEARS_AHEAD) };
}

/** The parameters hasFutureEngagementSql needs. */
export function futureEngagementParams(clock: RetentionClock): { retentionNow: Date; retentionHorizon: Date } {
  return { retentionNow: clock.now, retentionHorizon: clock.horizon };
}

export function periodText(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

export const RETENTION_EXCEPTIONS = [
  'A task due in the future',
  'A calendar event in the future',
  'A renewal reminder not yet sent',
  'Any CRM action (call, note, email, task, status change) starts the period again',
];

/**
 * SQL: the profile (by its id column) has a task due, or a calendar event, after now and before the
 * horizon (futureEngagementParams), or a renewal reminder still to send.
 */
export function hasFutureEngagementSql(profileId: string): string {
  return (
    `(EXISTS (SELECT 1 FROM tasks rr_t WHERE rr_t.businessProfileId = ${profileId} AND rr_t.dueDate > :retentionNow AND rr_t.dueDate <= :retentionHorizon)` +
    ` OR EXISTS (SELECT 1 FROM activities rr_a WHERE rr_a.businessProfileId = ${profileId} AND rr_a.scheduledFor > :retentionNow AND rr_a.scheduledFor <= :retentionHorizon)` +
    ` OR ${hasPendingRenewalReminderSql(profileId)})`
  );
}

/** Profiles (alias) inactive for longer than the period. */
export function whereInactive<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, clock: RetentionClock): SelectQueryBuilder<T> {
  return qb.andWhere(`${alias}.lastActivityAt < :retentionCutoff`, { retentionCutoff: clock.cutoff });
}

/** Profiles (alias) that qualify for deletion now: inactive for longer than the period, and nothing in the future. */
export function whereEligible<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, clock: RetentionClock): SelectQueryBuilder<T> {
  return whereInactive(qb, alias, clock).andWhere(`NOT ${hasFutureEngagementSql(`${alias}.id`)}`, futureEngagementParams(clock));
}
