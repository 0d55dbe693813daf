/**
 * The vocabulary of tasks: the values the server stores and accepts, with the words the
 * back-office shows, and the bounds of a task's fields. The server validates with these lists and
 * the back-office offers and labels them, so a value added here is added everywhere.
 */
export const TASK_TYPES = ['follow_up', 'callback', 'meeting', 'general'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** In rising order: the task list sorts by this order. */
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** The stored statuses; a pending task past its due time is overdue (not stored). */
export const TASK_STATUSES = ['pending', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The status filter of the task list: the stored statuses and overdue (pending, due before now). */
export const TASK_STATUS_FILTERS = ['pending', 'completed', 'overdue'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

/** How a completed task (or a logged call) went. */
export const TASK_OUTCOMES = ['successful', 'unsuccessful', 'no_answer', 'rescheduled', 'completed'] as const;
export type TaskOutcome = (typeof TASK_OUTCOMES)[number];

export const TASK_TYPE_LABELS: Readonly<Record<TaskType, string>> = {
  follow_up: 'Follow-up',
  callback: 'Callback',
  meeting: 'Meeting',
  general: 'General',
};

export const TASK_PRIORITY_LABELS: Readonly<Record<TaskPriority, string>> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };

export const TASK_STATUS_FILTER_LABELS: Readonly<Record<TaskStatusFilter, string>> = { pending: 'Pending', completed: 'Completed', overdue: 'Overdue' };

export const TASK_OUTCOME_LABELS: Readonly<Record<TaskOutcome, string>> = {
  successful: 'Successful',
  unsuccessful: 'Unsuccessful',
  no_answer: 'No answer',
  rescheduled: 'Rescheduled',
  completed: 'Completed',
};

/** A task is created with low, medium or high; urgent is accepted, shown, and kept when one is edited. */
export const TASK_CREATE_PRIORITIES: readonly TaskPriority[] = ['low', 'medium', 'high'];

/** What a task is when it does not say. */
export const DEFAULT_TASK_TYPE: TaskType = 'general';
export const DEFAULT_TASK_PRIORITY: TaskPriority = 'medium';

/** A title of at most 200 characters; a description or completion notes of at most 5,000. */
export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_TEXT_MAX_LENGTH = 5000;
/** The reminder comes 15 minutes before the due time unless the task says otherwise, at most a week before. */
export const DEFAULT_REMINDER_MINUTES = 15;
export const MAX_REMINDER_MINUTES = 10_080;

const isOneOf =
  <Value extends string>(values: readonly Value[]) =>
  (value: unknown): value is Value =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isTaskType = isOneOf(TASK_TYPES);
export const isTaskPriority = isOneOf(TASK_PRIORITIES);
export const isTaskOutcome = isOneOf(TASK_OUTCOMES);
