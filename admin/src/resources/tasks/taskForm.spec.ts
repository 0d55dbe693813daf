import { describe, expect, it } from '@jest/globals';
import {
  dueDateFormat,
  isMissingRequired,
  newTaskValues,
  priorityChoices,
  REMINDER_MESSAGE,
  reminderMinutesInRange,
  taskFormValues,
  toTaskBody,
} from './taskForm';
import type { TaskRecord } from './types';

const FILLED = {
  title: '  Call back about the terminal ',
  description: '  Ask about the contract  ',
  type: 'callback',
  priority: 'high',
  dueDate: '2026-11-25T14:30',
  reminderMinutes: 30,
  assignedToCrmUserId: '12',
};

const TASK: TaskRecord = {
  id: 42,
  title: 'Send the quote',
  description: null,
  type: 'follow_up',
  priority: 'urgent',
  status: 'pending',
  dueDate: '2026-07-01T08:00:00.000Z',
  outcome: null,
  notes: null,
  reminderMinutes: 15,
  businessProfileId: null,
  assignedToCrmUserId: 7,
  createdByCrmUserId: 7,
  completedAt: null,
  createdAt: '2026-06-01T08:00:00.000Z',
  updatedAt: '2026-06-01T08:00:00.000Z',
  isOverdue: false,
  canChange: true,
  canDelete: true,
  assignedTo: 'Jane Staff',
  businessProfile: null,
};

describe('the task dialogs', () => {
  it("asks for a title and a due date ('Missing information'), blank ones included", () => {
    expect(isMissingRequired(FILLED)).toBe(false);
    expect(isMissingRequired({ ...FILLED, title: '   ' })).toBe(true);
    expect(isMissingRequired({ ...FILLED, dueDate: '' })).toBe(true);
    expect(isMissingRequired({})).toBe(true);
  });

  it('opens a new task with the defaults: general, medium, a reminder 15 minutes before, assigned to oneself', () => {
    expect(newTaskValues(7)).toEqual({
      title: '',
      description: '',
      type: 'general',
      priority: 'medium',
      dueDate: '',
      reminderMinutes: 15,
      assignedToCrmUserId: 7,
    });
  });

  it('offers low, medium and high, and keeps urgent offered for a task that has it', () => {
    expect(priorityChoices().map((choice) => choice.name)).toEqual(['Low', 'Medium', 'High']);
    expect(priorityChoices('urgent').map((choice) => choice.id)).toEqual(['low', 'medium', 'high', 'urgent']);
    expect(priorityChoices('low').map((choice) => choice.id)).toEqual(['low', 'medium', 'high']);
  });

  it('accepts whole reminder minutes from 0 to a week, and a due date as the date-and-time field gives it', () => {
    expect(reminderMinutesInRange(0)).toBeUndefined();
    expect(reminderMinutesInRange('45')).toBeUndefined();
    expect(reminderMinutesInRange(10_080)).toBeUndefined();
    expect(reminderMinutesInRange(10_081)).toBe(REMINDER_MESSAGE);
    expect(reminderMinutesInRange(-1)).toBe(REMINDER_MESSAGE);
    expect(reminderMinutesInRange(2.5)).toBe(REMINDER_MESSAGE);
    expect(reminderMinutesInRange(null)).toBe(REMINDER_MESSAGE);
    expect(dueDateFormat('2026-11-25T14:30')).toBeUndefined();
    expect(dueDateFormat('')).toBeUndefined(); // 'required' says that one
    expect(dueDateFormat('25/11/2026')).toBe('Enter a date and time');
  });

  it('sends trimmed texts, no empty description, the due time as UK wall-clock time, and the assignee only for an admin', () => {
    expect(toTaskBody(FILLED, true)).toEqual({
      title: 'Call back about the terminal',
      description: 'Ask about the contract',
      type: 'callback',
      priority: 'high',
      dueDate: '2026-11-25T14:30',
      reminderMinutes: 30,
      assignedToCrmUserId: 12,
    });
    const byStaff = toTaskBody({ ...FILLED, description: '  ' }, false);
    expect(byStaff).not.toHaveProperty('assignedToCrmUserId');
    expect(byStaff.description).toBeNull();
    expect(byStaff).not.toHaveProperty('businessProfileId');
  });

  it('fills the edit dialog with the task, its due time in UK time (BST in July)', () => {
    expect(taskFormValues(TASK)).toEqual({
      title: 'Send the quote',
      description: '',
      type: 'follow_up',
      priority: 'urgent',
      dueDate: '2026-07-01T09:00',
      reminderMinutes: 15,
      assignedToCrmUserId: 7,
    });
  });
});
