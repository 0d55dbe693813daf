import {
  isTaskOutcome,
  isTaskPriority,
  isTaskType,
  TASK_CREATE_PRIORITIES,
  TASK_OUTCOME_LABELS,
  TASK_OUTCOMES,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_FILTER_LABELS,
  TASK_STATUS_FILTERS,
  TASK_STATUSES,
  TASK_TYPE_LABELS,
  TASK_TYPES,
} from './tasks';

describe('the task vocabulary', () => {
  it('names the types, priorities (in rising order), statuses and outcomes', () => {
    expect(TASK_TYPES).toEqual(['follow_up', 'callback', 'meeting', 'general']);
    expect(TASK_PRIORITIES).toEqual(['low', 'medium', 'high', 'urgent']);
    expect(TASK_STATUSES).toEqual(['pending', 'completed']);
    expect(TASK_STATUS_FILTERS).toEqual(['pending', 'completed', 'overdue']);
    expect(TASK_OUTCOMES).toEqual(['successful', 'unsuccessful', 'no_answer', 'rescheduled', 'completed']);
  });

  it('labels each value, in the order of its list', () => {
    expect(Object.keys(TASK_TYPE_LABELS)).toEqual([...TASK_TYPES]);
    expect(Object.keys(TASK_PRIORITY_LABELS)).toEqual([...TASK_PRIORITIES]);
    expect(Object.keys(TASK_STATUS_FILTER_LABELS)).toEqual([...TASK_STATUS_FILTERS]);
    expect(Object.keys(TASK_OUTCOME_LABELS)).toEqual([...TASK_OUTCOMES]);
    expect(Object.values(TASK_TYPE_LABELS)).toEqual(['Follow-up', 'Callback', 'Meeting', 'General']);
    expect(TASK_OUTCOME_LABELS.no_answer).toBe('No answer');
  });

  it('offers low, medium and high when creating; urgent is a value too', () => {
    expect(TASK_CREATE_PRIORITIES).toEqual(['low', 'medium', 'high']);
    expect(isTaskPriority('urgent')).toBe(true);
  });

  it('recognises only its own values', () => {
    expect(isTaskType('meeting')).toBe(true);
    expect(isTaskType('Meeting')).toBe(false);
    expect(isTaskOutcome('no_answer')).toBe(true);
    for (const other of ['', 'toString', null, undefined, 3]) {
      expect(isTaskType(other)).toBe(false);
      expect(isTaskPriority(other)).toBe(false);
      expect(isTaskOutcome(other)).toBe(false);
    }
  });
});
