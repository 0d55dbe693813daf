import { describe, expect, it } from '@jest/globals';
import { assigneeChoices, assigneeFilterChoices, controlValue, hasActiveFilters, TaskFilterRequests, withFilter } from './taskFilters';
import { canAccess } from '../../canAccess';

const TEXTS = { me: 'Me', inactive: (name: string) => `${name} (inactive)` };
const USERS = [
  { id: 1, name: 'Ann Admin', isActive: true },
  { id: 2, name: 'Old Staff', isActive: false },
  { id: 3, name: 'Sam Staff', isActive: true },
];

describe('the task filters', () => {
  it('sets a filter, and leaves it out again when its control is back to All', () => {
    const filtered = withFilter({ q: 'bakery' }, 'status', 'pending');
    expect(filtered).toEqual({ q: 'bakery', status: 'pending' });
    expect(withFilter(filtered, 'status', '')).toEqual({ q: 'bakery' });
    expect(withFilter(filtered, 'q', '   ')).toEqual({ status: 'pending' });
  });

  it('sends the assignee as a user id, and shows each filter back as its control value', () => {
    const filtered = withFilter({}, 'assignedToCrmUserId', '12');
    expect(filtered).toEqual({ assignedToCrmUserId: 12 });
    expect(controlValue(filtered, 'assignedToCrmUserId')).toBe('12');
    expect(controlValue(filtered, 'dateFilter')).toBe('');
  });

  it('keeps a filter changed just before another one, while the list still shows the older filter', () => {
    const requests = new TaskFilterRequests({ q: 'patel' });
    expect(requests.change('status', 'pending')).toEqual({ q: 'patel', status: 'pending' });
    expect(requests.change('priority', 'high')).toEqual({ q: 'patel', status: 'pending', priority: 'high' });
    // The list catches up with the first change only: the second one is not lost.
    requests.shown({ q: 'patel', status: 'pending' });
    expect(requests.change('dateFilter', 'tomorrow')).toEqual({ q: 'patel', status: 'pending', priority: 'high', dateFilter: 'tomorrow' });
    requests.shown({ priority: 'high', dateFilter: 'tomorrow', q: 'patel', status: 'pending' });
    // A filter from elsewhere (the address, Back) becomes the one to build on.
    requests.shown({ status: 'completed' });
    expect(requests.change('priority', 'low')).toEqual({ status: 'completed', priority: 'low' });
    expect(requests.clear()).toEqual({});
  });

  it("tells a filtered list ('No tasks match these filters') from an empty one ('No tasks yet')", () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ q: '', status: undefined })).toBe(false);
    expect(hasActiveFilters({ dateFilter: 'today' })).toBe(true);
  });

  it("gives staff and partners 'Me' (All is everything they may see), and admins every user, deactivated ones marked", () => {
    expect(assigneeFilterChoices(false, 7, [], TEXTS)).toEqual([{ id: '7', name: 'Me' }]);
    expect(assigneeFilterChoices(true, 1, USERS, TEXTS).map((choice) => choice.name)).toEqual(['Ann Admin', 'Old Staff (inactive)', 'Sam Staff']);
  });

  it('lets an admin give a task only to an active user, while showing who has it now', () => {
    expect(assigneeChoices(USERS, null).map((user) => user.id)).toEqual([1, 3]);
    expect(assigneeChoices(USERS, 2).map((user) => user.id)).toEqual([1, 2, 3]);
  });

  it('lets only admins assign tasks to others', () => {
    expect(canAccess('admin', 'task-assignment', 'edit')).toBe(true);
    expect(canAccess('staff', 'task-assignment', 'edit')).toBe(false);
    expect(canAccess('partner', 'task-assignment', 'edit')).toBe(false);
    expect(canAccess('partner', 'tasks', 'list')).toBe(true);
  });

  // The due-date presets the screen offers (TASK_DUE_PRESETS) and the names the API accepts are one
  // list, tested beside it (src/domain/vocabulary/date-presets.spec.ts).
});
