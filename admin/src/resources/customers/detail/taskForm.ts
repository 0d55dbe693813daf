/** The Create Task and Complete Task forms: what they need and what they send. */
import type { CompleteTaskBody, CreateTaskBody, TaskOutcome } from '../../../api/types';
import { toUkWallClock } from '../../../format';
import { DEFAULT_REMINDER_MINUTES, MAX_REMINDER_MINUTES, type TaskPriority, type TaskType } from '@domain/vocabulary/tasks';

export interface TaskFormValues {
  title: string;
  description: string;
  type: TaskType;
  priority: TaskPriority;
  /** UK wall-clock time as the due date field gives it (typed DD/MM/YYYY HH:MM): '2026-11-25T14:30', as on the tasks screen. */
  dueDate: string;
  /** Minutes, as typed. */
  reminderMinutes: string;
}

/** Reminder 15 minutes, priority medium. A task made on a customer is a follow-up by default. */
export const EMPTY_TASK: TaskFormValues = {
  title: '',
  description: '',
  type: 'follow_up',
  priority: 'medium',
  dueDate: '',
  reminderMinutes: String(DEFAULT_REMINDER_MINUTES),
};

export type TaskFormProblem = 'missingInformation' | 'badDueDate' | 'badReminder' | null;

const reminderOf = (typed: string): number | undefined => {
  const value = Number(typed.trim() === '' ? DEFAULT_REMINDER_MINUTES : typed);
  return Number.isInteger(value) && value >= 0 && value <= MAX_REMINDER_MINUTES ? value : undefined;
};

/** Title and due date are required ('Missing information: Please fill in task title and due date.'). */
export const taskFormProblem = (values: TaskFormValues): TaskFormProblem => {
  if (!values.title.trim() || !values.dueDate.trim()) return 'missingInformation';
  if (toUkWallClock(values.dueDate) === null) return 'badDueDate';
  if (reminderOf(values.reminderMinutes) === undefined) return 'badReminder';
  return null;
};

/**
 * The body: status pending, the customer, and assigned to and created by the
 * signed-in user. Call only for values without a problem.
 */
export const toCreateTaskBody = (customerId: string, userId: number, values: TaskFormValues): CreateTaskBody => ({
  title: values.title.trim(),
  description: values.description.trim() || null,
  type: values.type,
  priority: values.priority,
  status: 'pending',
  dueDate: toUkWallClock(values.dueDate) ?? values.dueDate,
  reminderMinutes: reminderOf(values.reminderMinutes) ?? DEFAULT_REMINDER_MINUTES,
  businessProfileId: customerId,
  assignedToCrmUserId: userId,
  createdByCrmUserId: userId,
});

/** Complete Task: the button stays disabled until an outcome is chosen; notes are optional. */
export const canCompleteTask = (outcome: TaskOutcome | ''): outcome is TaskOutcome => outcome !== '';

export const toCompleteTaskBody = (outcome: TaskOutcome, notes: string): CompleteTaskBody => ({
  outcome,
  notes: notes.trim() || null,
});
