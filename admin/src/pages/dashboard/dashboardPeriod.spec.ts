import { describe, expect, it } from '@jest/globals';
import { PERIOD_CHOICES, toAnalyticsPeriod } from './dashboardPeriod';

describe("the dashboard's period filter", () => {
  it('offers the last 30 days (no preset), then the presets with their shared labels', () => {
    expect(PERIOD_CHOICES.map((choice) => choice.name)).toEqual([
      'Last 30 days',
      'Today',
      'Yesterday',
      'This week',
      'Last week',
      'This month',
      'Last month',
      'Custom',
    ]);
    expect(PERIOD_CHOICES.map((choice) => choice.id)).toEqual([
      'last_30_days',
      'today',
      'yesterday',
      'this_week',
      'last_week',
      'this_month',
      'last_month',
      'custom',
    ]);
  });

  it('asks for no preset by default, a preset by its name, and custom with its days', () => {
    expect(toAnalyticsPeriod({ choice: 'last_30_days', startDate: '', endDate: '' })).toEqual({});
    expect(toAnalyticsPeriod({ choice: 'last_week', startDate: '', endDate: '' })).toEqual({ dateFilter: 'last_week' });
    expect(toAnalyticsPeriod({ choice: 'custom', startDate: '2026-11-01', endDate: '' })).toEqual({
      dateFilter: 'custom',
      startDate: '2026-11-01',
      endDate: undefined,
    });
  });
});
