import { describe, expect, it } from '@jest/globals';
import { addDays, analyticsCsvUrl, isDay, isValidRange, lastDays, periodParams, ukDay } from './analyticsPeriod';

describe('the analytics period (UK days)', () => {
  it('opens on the last 30 UK days, today included', () => {
    expect(lastDays(new Date('2026-11-27T10:00:00Z'))).toEqual({ startDate: '2026-10-29', endDate: '2026-11-27' });
  });

  it('takes today as the UK sees it: 23:30 UTC in summer is already the next day in London', () => {
    expect(ukDay(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
    expect(ukDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(lastDays(new Date('2026-07-14T23:30:00Z'), 7)).toEqual({ startDate: '2026-07-09', endDate: '2026-07-15' });
  });

  it('moves by calendar days across month ends and clock changes', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('accepts only real days and a start on or before the end', () => {
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('')).toBe(false);
    expect(isValidRange('2026-11-01', '2026-11-01')).toBe(true);
    expect(isValidRange('2026-11-02', '2026-11-01')).toBe(false);
    expect(isValidRange('2026-11-01', '')).toBe(false);
  });

  it('sends a preset alone, a custom range with the days that are set, and nothing for the default', () => {
    expect(periodParams({ dateFilter: 'last_week', startDate: '2026-11-01' })).toEqual({ dateFilter: 'last_week' });
    expect(periodParams({ dateFilter: 'custom', startDate: '2026-11-01', endDate: 'nonsense' })).toEqual({ dateFilter: 'custom', startDate: '2026-11-01' });
    expect(periodParams({ startDate: '2026-11-01', endDate: '2026-11-27' })).toEqual({ startDate: '2026-11-01', endDate: '2026-11-27' });
    expect(periodParams({})).toEqual({});
  });

  it('builds the CSV download for the same period as the screen', () => {
    expect(analyticsCsvUrl({ startDate: '2026-10-29', endDate: '2026-11-27' })).toBe('/api/analytics/export.csv?startDate=2026-10-29&endDate=2026-11-27');
    expect(analyticsCsvUrl({ dateFilter: 'this_month' })).toBe('/api/analytics/export.csv?dateFilter=this_month');
    expect(analyticsCsvUrl({})).toBe('/api/analytics/export.csv');
  });
});
