import type { UserView } from '../../api/types';
import type { Choice } from './taskVocabulary';

/**
 * The filter bar of the tasks screen and the list's filter (GET /api/crm/tasks `filter`): each
 * control shows one key of the filter as text, '' meaning "All" (the key left out).
 */
export const TASK_FILTER_KEYS = ['q', 'status', 'priority', 'assignedToCrmUserId', 'dateFilter'] as const;

export type TaskFilterKey = (typeof TASK_FILTER_KEYS)[number];

type FilterValues = Record<string, unknown>;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** The filter once a control changed: the key set to its value, or left out when back to All (''). */
export const withFilter = (filterValues: FilterValues, key: TaskFilterKey, value: string): FilterValues => {
  const { [key]: _previous, ...rest } = filterValues;
  if (isEmpty(value)) return rest;
  // The assignee is a user id: the API takes a number (its digits as text work too, but a number is what it answers).
  if (key === 'assignedToCrmUserId' && /^\d+$/.test(value)) return { ...rest, [key]: Number(value) };
  return { ...rest, [key]: value };
};

/** What a control shows for its key: the filter's value as text, '' when the key is not filtered. */
export const controlValue = (filterValues: FilterValues, key: TaskFilterKey): string => {
  const value = filterValues[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** Whether anything is filtered: 'No tasks match these filters' rather than 'No tasks yet', and Clear Filters works. */
export const hasActiveFilters = (filterValues: FilterValues): boolean => Object.values(filterValues).some((value) => !isEmpty(value));

/**
 * The assignee filter's choices besides All. Admins pick any user of the users list (deactivated
 * ones marked); the others only 'Me', as All is already everything they may see (their own tasks,
 * and for partners their customers' tasks: the server's scope).
 */
export const assigneeFilterChoices = (
  canAssignOthers: boolean,
  userId: number | null,
  users: readonly Pick<UserView, 'id' | 'name' | 'isActive'>[],
  texts: { me: string; inactive: (name: string) => string },
): Choice[] => {
  if (!canAssignOthers) return userId === null ? [] : [{ id: String(userId), name: texts.me }];
  return users.map((user) => ({ id: String(user.id), name: user.isActive ? user.name : texts.inactive(user.name) }));
};

/**
 * The people a task can be given to in the dialogs (admins): active users, and the task's current
 * assignee even when deactivated (so the field shows who has it).
 */
export const assigneeChoices = (users: readonly Pick<UserView, 'id' | 'name' | 'isActive'>[], currentId: number | null): { id: number; name: string }[] =>
  users.filter((user) => user.isActive || user.id === currentId).map((user) => ({ id: user.id, name: user.name }));

/** A filter as comparable text (keys in order). */
const filterKey = (filterValues: FilterValues): string =>
  JSON.stringify(
    Object.keys(filterValues)
      .sort()
      .map((key) => [key, filterValues[key]]),
  );

/**
 * The filter the bar's controls build on. react-admin shows a new filter a tick later (through the
 * address), so the list may still show an older one when the next control changes: each change
 * builds on the latest filter asked for, and a filter the list then shows replaces it only when
 * it was not asked for here (the address changed, Back).
 */
export class TaskFilterRequests {
  private asked: string[] = [];

  constructor(private latest: FilterValues) {}

  /** One control changed: the whole filter to ask the list for. */
  change(key: TaskFilterKey, value: string): FilterValues {
    return this.ask(withFilter(this.latest, key, value));
  }

  /** Clear Filters. */
  clear(): FilterValues {
    return this.ask({});
  }

  /** The list now shows `filterValues`. */
  shown(filterValues: FilterValues): void {
    const index = this.asked.indexOf(filterKey(filterValues));
    if (index >= 0) {
      // One of ours: a later one may still be on its way, so the latest stays.
      this.asked = this.asked.slice(index + 1);
      return;
    }
    this.asked = [];
    this.latest = filterValues;
  }

  private ask(filterValues: FilterValues): FilterValues {
    this.latest = filterValues;
    this.asked.push(filterKey(filterValues));
    return filterValues;
  }
}
