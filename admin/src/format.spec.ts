import { describe, expect, it } from '@jest/globals';
import { formatDate, formatGBP } from './format';

describe('format', () => {
  it('shows money as pounds and pence with thousands separators, and nothing when there is no amount', () => {
    expect(formatGBP(15000)).toBe('£15,000.00');
    expect(formatGBP(1234.5)).toBe('£1,234.50');
    expect(formatGBP(null)).toBe('');
  });

  it('shows dates as day/month/year', () => {
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('22/11/2026');
    expect(formatDate('not a date')).toBe('');
  });
});
