import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EMPTY_TASK, toCreateTaskBody } from './resources/customers/detail/taskForm';
import { toTaskBody } from './resources/tasks/taskForm';

/**
 * One rule for a task's due time in both forms that make tasks (the customer detail's Create Task
 * and the tasks screen's New Task): the time typed is UK time, sent without a zone, whatever the
 * browser's own zone. A browser in New York typing 14:30 means 14:30 in the UK on both.
 */
/** The test process's environment (the admin's type checking has no Node types; jest runs in Node, where setting TZ moves Date's zone). */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;

describe('the due time typed in either task form', () => {
  const zone = env.TZ;
  beforeAll(() => {
    env.TZ = 'America/New_York';
  });
  afterAll(() => {
    env.TZ = zone;
  });

  it('is sent the same way by both forms: UK wall-clock time with no zone', () => {
    const typed = '2026-11-25T14:30';
    const fromCustomer = toCreateTaskBody('customer-1', 7, { ...EMPTY_TASK, title: 'Call back', dueDate: typed }).dueDate;
    const fromTasks = toTaskBody({ title: 'Call back', dueDate: typed }, false).dueDate;
    expect(fromCustomer).toBe(typed);
    expect(fromTasks).toBe(typed);
  });

  it('is trimmed the same way by both forms', () => {
    const typed = ' 2026-07-01T09:05 ';
    expect(toCreateTaskBody('customer-1', 7, { ...EMPTY_TASK, title: 'Call back', dueDate: typed }).dueDate).toBe('2026-07-01T09:05');
    expect(toTaskBody({ title: 'Call back', dueDate: typed }, false).dueDate).toBe('2026-07-01T09:05');
  });
});
