import { nextRetentionRun } from './retention.job';

describe('nextRetentionRun', () => {
  it('is 03:00 UK time: 02:00 UTC in summer, 03:00 UTC in winter, the next day once passed', () => {
    expect(nextRetentionRun(new Date('2026-07-16T00:30:00Z')).toISOString()).toBe('2026-07-16T02:00:00.000Z');
    expect(nextRetentionRun(new Date('2026-07-16T02:00:00Z')).toISOString()).toBe('2026-07-17T02:00:00.000Z');
    expect(nextRetentionRun(new Date('2026-12-01T12:00:00Z')).toISOString()).toBe('2026-12-02T03:00:00.000Z');
    // 23:30 UTC on 28 March is already 29 March in the UK, the day the clocks go forward at 01:00 UTC.
    expect(nextRetentionRun(new Date('2026-03-28T23:30:00Z')).toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });
});
