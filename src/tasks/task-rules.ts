import { tz } from '@date-fns/tz';
import { addYears } from 'date-fns/addYears';
import { parseUkWallClock, UK_TIME_ZONE } from '../domain/uk-time';

/**
 * The rules of tasks that need no framework (pure): messages, limits, due dates, overdue and the
 * reminder window.
 */

/**
 * A due date at most this far ahead: a task due in the future keeps its customer from data
 * retention (retention-rules.ts), so a far one would keep it for ever.
 */
export const MAX_DUE_YEARS_AHEAD = 5;

export const TASK_MESSAGES = {
  /** The message of a task without title or due date, word for word. */
  missingInformation: 'Missing information: Please fill in task title and due date.',
  notFound: 'Task not found',
  alreadyCompleted: 'This task is already completed.',
  onlyAdminsAssignOthers: 'Only admins can assign tasks to other users: assign it to yourself or leave the assignee out.',
  onlyAdminsReassign: 'Only admins can move a task from one assignee to another.',
  assigneeNotActive: 'Tasks can be assigned only to an active user: this user does not exist or is deactivated.',
  partnerKeepsTask: 'A partner can remove the customer only from a task assigned to itself (the task would leave its sight).',
  partnerAssigneeCustomer: "A partner can be assigned only its own provider's customers' tasks (or a task without a customer).",
  dueDateFormat: 'dueDate must be a date and time like 2026-11-25T14:30:00Z (without a zone, UK time is meant)',
  dueDateTooFar: `dueDate can be at most ${MAX_DUE_YEARS_AHEAD} years ahead`,
  onlyCreatorOrAdminDeletes: 'Only the user who created a task, or an admin, can delete it.',
} as const;

/** Who may delete a task they can see: its creator, or an admin. */
export function canDeleteTask(task: { createdByCrmUserId: number | null }, user: { id: number; role: string }): boolean {
  return user.role === 'admin' || task.createdByCrmUserId === user.id;
}

/** The customer's timeline entry of a deleted task. */
export function deletionSubject(title: string, maxLength = 200): string {
  const subject = `Task deleted: ${title}`;
  return subject.length > maxLength ? `${subject.slice(0, maxLength - 1)}…` : subject;
}

// The bounds of a task's fields (title, texts, reminder minutes) are the task vocabulary's (domain/vocabulary/tasks.ts).
/**
 * A reminder is due from `reminderMinutes` before the due time. One found late (the job runs every
 * minute; the app may have been down) is still sent while the due time has passed by no more than
 * the task's reminder time, and at least this long; later, or for a task created after that, none.
 */
export const REMINDER_LATE_GRACE_MINUTES = 5;

const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/i;
const MIN_YEAR = 1970;
const MAX_YEAR = 9999;

/** True when a required text (a title, a due date) was not given: missing, null or blank. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function sameCalendarDate(text: string, year: number, month: number, day: number): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number);
  return y === year && m === month && d === day;
}

/**
 * A due date as sent by the back-office: an ISO 8601 date and time with its zone ('Z' or an
 * offset), or without a zone, read as UK time (Europe/London, as a datetime-local input gives
 * it). Answers null for anything else, impossible dates (30 February) included.
 */
export function parseDueDate(text: string): Date | null {
  const value = text.trim();
  if (ZONED.test(value)) {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return null;
    // V8 rolls 2026-02-30 over to 2 March: the written date must be the date read (before the offset).
    const offset = /([+-])(\d{2}):(\d{2})$/.exec(value);
    const shift = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000 : 0;
    const local = new Date(date.getTime() + shift);
    if (!sameCalendarDate(value, local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate())) return null;
    return inRange(date);
  }
  // Without a zone: UK wall-clock time (the shared rule, domain/uk-time.ts).
  const uk = parseUkWallClock(value);
  return uk ? inRange(uk) : null;
}

function inRange(date: Date): Date | null {
  const year = date.getUTCFullYear();
  return year >= MIN_YEAR && year <= MAX_YEAR ? date : null;
}

/** True unless the due date is more than MAX_DUE_YEARS_AHEAD years after `now` (to the millisecond, UK calendar). */
export function isWithinDueHorizon(dueDate: Date, now: Date): boolean {
  return dueDate.getTime() <= addYears(now, MAX_DUE_YEARS_AHEAD, { in: tz(UK_TIME_ZONE) }).getTime();
}

/** Overdue: still pending and due before now. */
export function isOverdue(task: { status: string; dueDate: Date }, now: Date): boolean {
  return task.status === 'pending' && task.dueDate.getTime() < now.getTime();
}

/** The subject of the activity a completed task writes on its customer (the column holds 200). */
export function completionSubject(title: string, maxLength = 200): string {
  const subject = `Task completed: ${title}`;
  return subject.length > maxLength ? `${subject.slice(0, maxLength - 1)}…` : subject;
}
