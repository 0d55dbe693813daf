import type { CreateTaskBody, UpdateTaskBody } from '../../api/types';
import { toUkDateTimeInput, toUkWallClock } from '../../format';
import {
  DEFAULT_REMINDER_MINUTES,
  DEFAULT_TASK_PRIORITY,
  DEFAULT_TASK_TYPE,
  isTaskPriority,
  isTaskType,
  MAX_REMINDER_MINUTES,
  TASK_CREATE_PRIORITIES,
  TASK_PRIORITY_LABELS,
} from '@domain/vocabulary/tasks';
import { choicesOf, type Choice } from './taskVocabulary';
import type { TaskPriority, TaskRecord, TaskType } from './types';

type FormValues = Record<string, unknown>;

/** The fields of the New Task and Edit Task dialogs. dueDate is UK wall-clock time. */
export interface TaskFormValues {
  title: string;
  description: string;
  type: TaskType;
  priority: TaskPriority;
  /** 'YYYY-MM-DDTHH:mm' as the due date field gives it (typed DD/MM/YYYY HH:MM), in UK time (the API reads it so). */
  dueDate: string;
  reminderMinutes: number | null;
  assignedToCrmUserId: number | null;
}

export const REMINDER_MESSAGE = `Enter whole minutes from 0 to ${MAX_REMINDER_MINUTES}`;
export const DUE_DATE_MESSAGE = 'Enter a date and time';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Whole minutes from 0 to the API's maximum, else null (a number input gives a number, or text). */
export const toReminderMinutes = (value: unknown): number | null => {
  const minutes = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 0 && minutes <= MAX_REMINDER_MINUTES ? minutes : null;
};

/** A user id from a select (a number, or its digits), else null. */
const toUserId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};

/** A task needs a title and a due date ('Missing information: Please fill in task title and due date.'). */
export const isMissingRequired = (values: FormValues): boolean => !text(values.title) || !text(values.dueDate);

/** Validator of the due date (react-admin's (value) => error): a date and time as the input gives it. */
export const dueDateFormat = (value: unknown): string | undefined => {
  const dueDate = text(value);
  return dueDate && toUkWallClock(dueDate) === null ? DUE_DATE_MESSAGE : undefined;
};

/** Validator of the reminder: whole minutes within the API's bounds. */
export const reminderMinutesInRange = (value: unknown): string | undefined => (toReminderMinutes(value) === null ? REMINDER_MESSAGE : undefined);

/** A new task (defaults: type general, priority medium, reminder 15), assigned to `userId`. */
export const newTaskValues = (userId: number | null): TaskFormValues => ({
  title: '',
  description: '',
  type: DEFAULT_TASK_TYPE,
  priority: DEFAULT_TASK_PRIORITY,
  dueDate: '',
  reminderMinutes: DEFAULT_REMINDER_MINUTES,
  assignedToCrmUserId: userId,
});

/** A task's fields as the Edit dialog shows them, its due time in UK time. */
export const taskFormValues = (task: TaskRecord): TaskFormValues => ({
  title: task.title,
  description: task.description ?? '',
  type: task.type,
  priority: task.priority,
  dueDate: toUkDateTimeInput(task.dueDate),
  reminderMinutes: task.reminderMinutes,
  assignedToCrmUserId: task.assignedToCrmUserId,
});

/** The priorities offered: low, medium and high, and the task's own when it is urgent. */
export const priorityChoices = (current?: TaskPriority): Choice<TaskPriority>[] =>
  choicesOf(TASK_PRIORITY_LABELS, current && !TASK_CREATE_PRIORITIES.includes(current) ? [...TASK_CREATE_PRIORITIES, current] : TASK_CREATE_PRIORITIES);

/**
 * What the API receives, on create (POST) and on edit (PATCH): the fields of the dialog. The
 * assignee is sent only by those who may give a task to someone else (admins): the server assigns
 * a new task to its creator, and an edit by anyone else must not take the task over. No customer:
 * the tasks screen makes personal tasks.
 */
export const toTaskBody = (values: FormValues, canAssignOthers: boolean): CreateTaskBody & UpdateTaskBody => {
  const assignee = toUserId(values.assignedToCrmUserId);
  return {
    title: text(values.title),
    description: text(values.description) || null,
    type: isTaskType(values.type) ? values.type : DEFAULT_TASK_TYPE,
    priority: isTaskPriority(values.priority) ? values.priority : DEFAULT_TASK_PRIORITY,
    dueDate: toUkWallClock(values.dueDate) ?? text(values.dueDate),
    reminderMinutes: toReminderMinutes(values.reminderMinutes) ?? DEFAULT_REMINDER_MINUTES,
    ...(canAssignOthers && assignee !== null ? { assignedToCrmUserId: assignee } : {}),
  };
};
