import { describe, expect, it } from '@jest/globals';
import { formatDate, formatGBP } from './format';

describe('formatGBP', () => {
  it('shows pounds with thousands separators and pence', () => {
    expect(formatGBP(1234.56)).toBe('£1,234.56');
    expect(formatGBP(0)).toBe('£0.00');
    expect(formatGBP(1234.5)).toBe('£1,234.50');
  });

  it('rounds to whole pounds when asked', () => {
    expect(formatGBP(350, { wholePounds: true })).toBe('£350');
    expect(formatGBP(10000, { wholePounds: true })).toBe('£10,000');
    expect(formatGBP(49.5, { wholePounds: true })).toBe('£50');
  });

  it('shows negative amounts with a minus sign', () => {
    expect(formatGBP(-12.3)).toBe('-£12.30');
  });
});

describe('formatDate', () => {
  it('shows UK day/month/year', () => {
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('22/11/2026');
    expect(formatDate(new Date(Date.UTC(2026, 0, 5, 12)))).toBe('05/01/2026');
  });

  it('uses UK time near midnight', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in British Summer Time.
    expect(formatDate('2026-06-30T23:30:00Z')).toBe('01/07/2026');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
