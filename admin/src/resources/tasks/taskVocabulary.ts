import type { TaskOutcome, TaskPriority, TaskRecord, TaskType } from './types';

/**
 * The values of tasks with the labels the screen shows. The value sets are the API's
 * (generated types): a value added on the server fails the type-check here until it has a label.
 */
export const TYPE_LABELS: Record<TaskType, string> = {
  follow_up: 'Follow-up',
  callback: 'Callback',
  meeting: 'Meeting',
  general: 'General',
};

export const PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const OUTCOME_LABELS: Record<TaskOutcome, string> = {
  successful: 'Successful',
  unsuccessful: 'Unsuccessful',
  no_answer: 'No answer',
  rescheduled: 'Rescheduled',
  completed: 'Completed',
};

/** The status filter of GET /api/crm/tasks: overdue is pending and due before now. */
export type TaskStatusFilter = 'pending' | 'completed' | 'overdue';

export const STATUS_FILTER_LABELS: Record<TaskStatusFilter, string> = {
  pending: 'Pending',
  completed: 'Completed',
  overdue: 'Overdue',
};

/**
 * The due-date presets of the tasks screen, in UK days on the due date. 'All' is
 * the filter's empty choice: no preset, every due date.
 */
export type TaskDuePreset = 'today' | 'tomorrow' | 'this_week' | 'next_week' | 'this_month' | 'next_month' | 'overdue';

export const DUE_PRESET_LABELS: Record<TaskDuePreset, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  this_week: 'This week',
  next_week: 'Next week',
  this_month: 'This month',
  next_month: 'Next month',
  overdue: 'Overdue',
};

/** Tasks are created with low, medium or high; urgent is shown (and kept when editing one). */
export const CREATE_PRIORITIES: readonly TaskPriority[] = ['low', 'medium', 'high'];

export const DEFAULT_TYPE: TaskType = 'general';
export const DEFAULT_PRIORITY: TaskPriority = 'medium';
/** The reminder comes 15 minutes before the due time. */
export const DEFAULT_REMINDER_MINUTES = 15;
/** The API's bounds: a reminder at most a week ahead; a title of 200 characters, texts of 5,000. */
export const MAX_REMINDER_MINUTES = 10_080;
export const TITLE_MAX_LENGTH = 200;
export const TEXT_MAX_LENGTH = 5_000;

export interface Choice<Id extends string = string> {
  id: Id;
  name: string;
}

/** [{id, name}] in the labels' order, for react-admin's SelectInput. */
export const choicesOf = <Id extends string>(labels: Record<Id, string>, only?: readonly Id[]): Choice<Id>[] =>
  (only ?? (Object.keys(labels) as Id[])).map((id) => ({ id, name: labels[id] }));

const labelOf = <Id extends string>(labels: Record<Id, string>, value: unknown): string =>
  typeof value === 'string' && value in labels ? labels[value as Id] : String(value ?? '');

export const typeLabel = (value: unknown): string => labelOf(TYPE_LABELS, value);
export const priorityLabel = (value: unknown): string => labelOf(PRIORITY_LABELS, value);
export const outcomeLabel = (value: unknown): string => labelOf(OUTCOME_LABELS, value);

/** What the Status column shows: Completed, or Pending plus Overdue once the due time has passed. */
export const statusLabels = (task: Pick<TaskRecord, 'status' | 'isOverdue'>): string[] => {
  if (task.status === 'completed') return [STATUS_FILTER_LABELS.completed];
  return task.isOverdue ? [STATUS_FILTER_LABELS.pending, STATUS_FILTER_LABELS.overdue] : [STATUS_FILTER_LABELS.pending];
};

/**
 * The customer column: the business name; 'Personal task' for a task without a customer
 * (tasks may have no customer); `texts.unnamed` for a customer who gave no business name.
 */
export const customerLabel = (
  task: Pick<TaskRecord, 'businessProfileId' | 'businessProfile'>,
  texts: { personal: string; unnamed: string },
): string => {
  if (!task.businessProfileId) return texts.personal;
  return task.businessProfile?.businessName?.trim() || texts.unnamed;
};

/** The start of a description for the list: whole words up to `max` characters, then an ellipsis. */
export const excerpt = (text: string | null | undefined, max = 80): string => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
};

/** The customer detail screen of a task's customer (/crm/customers/{id}). */
export const customerPath = (businessProfileId: string): string => `/customers/${encodeURIComponent(businessProfileId)}`;
