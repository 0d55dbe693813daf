import { TASK_OUTCOME_LABELS, TASK_PRIORITY_LABELS, TASK_STATUS_FILTER_LABELS, TASK_TYPE_LABELS } from '@domain/vocabulary/tasks';
import type { TaskRecord } from './types';

/**
 * What the tasks screen shows of a task's values. The values, their labels, the priorities offered
 * when creating, the defaults and the fields' bounds are the shared task vocabulary's
 * (@domain/vocabulary/tasks), which the server validates with.
 */

export interface Choice<Id extends string = string> {
  id: Id;
  name: string;
}

/** [{id, name}] in the labels' order, for react-admin's SelectInput. */
export const choicesOf = <Id extends string>(labels: Record<Id, string>, only?: readonly Id[]): Choice<Id>[] =>
  (only ?? (Object.keys(labels) as Id[])).map((id) => ({ id, name: labels[id] }));

const labelOf = <Id extends string>(labels: Record<Id, string>, value: unknown): string =>
  typeof value === 'string' && value in labels ? labels[value as Id] : String(value ?? '');

export const typeLabel = (value: unknown): string => labelOf(TASK_TYPE_LABELS, value);
export const priorityLabel = (value: unknown): string => labelOf(TASK_PRIORITY_LABELS, value);
export const outcomeLabel = (value: unknown): string => labelOf(TASK_OUTCOME_LABELS, value);

/** What the Status column shows: Completed, or Pending plus Overdue once the due time has passed. */
export const statusLabels = (task: Pick<TaskRecord, 'status' | 'isOverdue'>): string[] => {
  if (task.status === 'completed') return [TASK_STATUS_FILTER_LABELS.completed];
  return task.isOverdue ? [TASK_STATUS_FILTER_LABELS.pending, TASK_STATUS_FILTER_LABELS.overdue] : [TASK_STATUS_FILTER_LABELS.pending];
};

/**
 * The customer column: the business name; 'Personal task' for a task without a customer
 * (tasks may have no customer); `texts.unnamed` for a customer who gave no business name.
 */
export const customerLabel = (task: Pick<TaskRecord, 'businessProfileId' | 'businessProfile'>, texts: { personal: string; unnamed: string }): string => {
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
