import { completionSubject, isBlank, isOverdue, isWithinDueHorizon, parseDueDate } from './task-rules';

describe('task rules', () => {
  it.each([
    ['2026-11-25T14:30:00Z', '2026-11-25T14:30:00.000Z'],
    ['2026-11-25T14:30Z', '2026-11-25T14:30:00.000Z'],
    ['2026-11-25T14:30:00.123456Z', '2026-11-25T14:30:00.123Z'],
    ['2026-07-01T09:00:00+02:00', '2026-07-01T07:00:00.000Z'],
    ['2026-02-28T23:30:00-01:00', '2026-03-01T00:30:00.000Z'],
    ['2026-11-25T14:30', '2026-11-25T14:30:00.000Z'],
    ['2026-07-01T14:30:15.5', '2026-07-01T13:30:15.500Z'],
    [' 2026-03-29T00:30 ', '2026-03-29T00:30:00.000Z'],
    ['2026-03-29T02:30', '2026-03-29T01:30:00.000Z'],
  ])('reads %s as %s (no zone: UK time)', (text, iso) => {
    expect(parseDueDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '',
    'tomorrow',
    '2026-11-25',
    '25/11/2026 14:30',
    '2026-02-30T10:00:00Z',
    '2026-02-30T10:00',
    '2026-13-01T10:00',
    '2026-11-25T24:00',
    '1969-12-31T23:00:00Z',
    '0085-06-01T10:00',
    '2026-11-25T14:30:00+2',
  ])('refuses %j', (text) => {
    expect(parseDueDate(text)).toBeNull();
  });

  it('takes a due date up to 5 years ahead, to the minute, and none later', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(isWithinDueHorizon(new Date('2031-11-28T10:00:00Z'), now)).toBe(true);
    expect(isWithinDueHorizon(new Date('2031-11-28T10:01:00Z'), now)).toBe(false);
    expect(isWithinDueHorizon(parseDueDate('9999-12-31T23:59:59Z')!, now)).toBe(false);
    expect(isWithinDueHorizon(new Date('2020-01-01T00:00:00Z'), now)).toBe(true);
  });

  it('calls a pending task overdue once its due time has passed, never a completed one', () => {
    const dueDate = new Date('2026-11-25T14:30:00Z');
    expect(isOverdue({ status: 'pending', dueDate }, new Date('2026-11-25T14:30:00.001Z'))).toBe(true);
    expect(isOverdue({ status: 'pending', dueDate }, dueDate)).toBe(false);
    expect(isOverdue({ status: 'completed', dueDate }, new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });

  it('treats missing, null and blank as not given', () => {
    expect([undefined, null, '', '  '].map(isBlank)).toEqual([true, true, true, true]);
    expect(['x', 0].map(isBlank)).toEqual([false, false]);
  });

  it('writes the completion subject within the column', () => {
    expect(completionSubject('Call back')).toBe('Task completed: Call back');
    expect(completionSubject('x'.repeat(300))).toHaveLength(200);
  });
});
