import { describe, expect, it } from '@jest/globals';
import { isCompletePeriod, toAnalyticsPeriod } from './dashboardPeriod';
import { DEFAULT_STAGE, pipelineStages, toggleStage } from './pipelineStages';

describe('the dashboard pipeline', () => {
  it('selects applied by default', () => {
    expect(DEFAULT_STAGE).toBe('applied');
  });

  it('selects a clicked stage and clears it on a second click', () => {
    expect(toggleStage('applied', 'quoted')).toBe('quoted');
    expect(toggleStage('quoted', 'quoted')).toBeNull();
    expect(toggleStage(null, 'visitors')).toBe('visitors');
  });

  it('lists the six stages in order with the funnel counts, and no count while loading', () => {
    const funnel = {
      step1: { label: 'Visitors', count: 9 },
      step2: { label: 'Users', count: 7 },
      step3: { label: 'Created', count: 5 },
      step4: { label: 'Quoted', count: 4 },
      step5: { label: 'Selected', count: 2 },
      step6: { label: 'Applied', count: 1 },
    };
    expect(pipelineStages(funnel).map((stage) => `${stage.key}:${stage.count}`)).toEqual([
      'visitors:9',
      'users:7',
      'created:5',
      'quoted:4',
      'selected:2',
      'applied:1',
    ]);
    expect(pipelineStages(undefined).map((stage) => stage.count)).toEqual([null, null, null, null, null, null]);
  });
});

describe("the dashboard's date filter (its presets)", () => {
  it("asks for the server's default (last 30 days) first, then the preset chosen", () => {
    expect(toAnalyticsPeriod({ choice: 'last_30_days', startDate: '2026-11-01', endDate: '' })).toEqual({});
    expect(toAnalyticsPeriod({ choice: 'yesterday', startDate: '2026-11-01', endDate: '' })).toEqual({ dateFilter: 'yesterday' });
  });

  it('sends custom with the days given', () => {
    expect(toAnalyticsPeriod({ choice: 'custom', startDate: '2026-11-01', endDate: '' })).toEqual({
      dateFilter: 'custom',
      startDate: '2026-11-01',
      endDate: undefined,
    });
  });
});

describe('a custom period is asked for only once the server can answer it', () => {
  it('needs a real day, and a start not after the end', () => {
    expect(isCompletePeriod({ choice: 'custom', startDate: '', endDate: '' })).toBe(false);
    expect(isCompletePeriod({ choice: 'custom', startDate: '2026-11-01', endDate: '' })).toBe(true);
    expect(isCompletePeriod({ choice: 'custom', startDate: '', endDate: '2026-11-01' })).toBe(true);
    expect(isCompletePeriod({ choice: 'custom', startDate: '2026-11-02', endDate: '2026-11-01' })).toBe(false);
    expect(isCompletePeriod({ choice: 'custom', startDate: '2026-02-30', endDate: '' })).toBe(false);
    expect(isCompletePeriod({ choice: 'this_week', startDate: '', endDate: '' })).toBe(true);
  });
});
