import { describe, expect, it } from '@jest/globals';
import { callFormProblem, EMPTY_CALL, toCallBody, toNoteBody } from './activityForm';
import { canCompleteTask, EMPTY_TASK, taskFormProblem, toCompleteTaskBody, toCreateTaskBody } from './taskForm';

const CUSTOMER = 'c0ffee00-0000-4000-8000-000000000001';

describe('Log Call form', () => {
  it('needs notes (spaces are not notes)', () => {
    expect(callFormProblem(EMPTY_CALL)).toBe('missingNotes');
    expect(callFormProblem({ ...EMPTY_CALL, notes: '   ' })).toBe('missingNotes');
    expect(callFormProblem({ ...EMPTY_CALL, notes: 'Discussed rates' })).toBeNull();
  });

  it('takes an optional duration in minutes and sends seconds; refuses a negative or impossible one', () => {
    expect(toCallBody(CUSTOMER, { ...EMPTY_CALL, notes: ' Discussed rates ', durationMinutes: '5.5' })).toEqual({
      businessProfileId: CUSTOMER,
      type: 'call',
      subject: 'Phone call',
      notes: 'Discussed rates',
      outcome: 'successful',
      duration: 330,
    });
    expect(toCallBody(CUSTOMER, { ...EMPTY_CALL, notes: 'x', subject: 'Rates', outcome: 'no_answer' })).toMatchObject({
      subject: 'Rates',
      outcome: 'no_answer',
      duration: null,
    });
    expect(callFormProblem({ ...EMPTY_CALL, notes: 'x', durationMinutes: '-1' })).toBe('badDuration');
    expect(callFormProblem({ ...EMPTY_CALL, notes: 'x', durationMinutes: '1441' })).toBe('badDuration');
  });

  it('sends a note as a note', () => {
    expect(toNoteBody(CUSTOMER, ' Prefers mornings ')).toEqual({ businessProfileId: CUSTOMER, type: 'note', notes: 'Prefers mornings' });
  });
});

describe('Create Task form', () => {
  const filled = { ...EMPTY_TASK, title: 'Call back', dueDate: '2026-11-25T14:30' };

  it('needs a title and a due date', () => {
    expect(taskFormProblem(EMPTY_TASK)).toBe('missingInformation');
    expect(taskFormProblem({ ...filled, title: ' ' })).toBe('missingInformation');
    expect(taskFormProblem({ ...filled, dueDate: '' })).toBe('missingInformation');
    expect(taskFormProblem(filled)).toBeNull();
  });

  it('starts at priority medium with a 15-minute reminder, and refuses a reminder the server would', () => {
    expect(EMPTY_TASK).toMatchObject({ priority: 'medium', reminderMinutes: '15' });
    expect(taskFormProblem({ ...filled, reminderMinutes: '-5' })).toBe('badReminder');
    expect(taskFormProblem({ ...filled, reminderMinutes: '2.5' })).toBe('badReminder');
    expect(taskFormProblem({ ...filled, dueDate: '25/11/2026' })).toBe('badDueDate');
  });

  it('sends the task pending, on the customer, assigned to and created by the signed-in user, due at the UK time typed', () => {
    const body = toCreateTaskBody(CUSTOMER, 7, { ...filled, description: ' ', priority: 'high', type: 'callback', reminderMinutes: '30' });
    expect(body).toEqual({
      title: 'Call back',
      description: null,
      type: 'callback',
      priority: 'high',
      status: 'pending',
      dueDate: '2026-11-25T14:30',
      reminderMinutes: 30,
      businessProfileId: CUSTOMER,
      assignedToCrmUserId: 7,
      createdByCrmUserId: 7,
    });
  });
});

describe('Complete Task form', () => {
  it('cannot complete without an outcome; notes are optional', () => {
    expect(canCompleteTask('')).toBe(false);
    expect(canCompleteTask('rescheduled')).toBe(true);
    expect(toCompleteTaskBody('successful', '  ')).toEqual({ outcome: 'successful', notes: null });
    expect(toCompleteTaskBody('no_answer', ' Left a voicemail ')).toEqual({ outcome: 'no_answer', notes: 'Left a voicemail' });
  });
});
