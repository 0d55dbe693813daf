import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime, formatGBP, toUkDateTimeInput } from './format';

describe('format', () => {
  it('shows money as pounds and pence with thousands separators, and nothing when there is no amount', () => {
    expect(formatGBP(15000)).toBe('£15,000.00');
    expect(formatGBP(1234.5)).toBe('£1,234.50');
    expect(formatGBP(null)).toBe('');
  });

  it('shows dates as day/month/year', () => {
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('22/11/2026');
    // The UK day: 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatDate('2026-06-30T23:30:00Z')).toBe('01/07/2026');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('dates and times in UK time', () => {
  it('shows a due time as the UK reads it, in winter (GMT) and in summer (BST), whatever the zone of the browser', () => {
    expect(formatDateTime('2026-11-25T14:30:00Z')).toBe('25/11/2026 14:30');
    expect(formatDateTime('2026-07-01T14:30:00Z')).toBe('01/07/2026 15:30');
    // Midnight is 00:00, never 24:00; the UK day may differ from the UTC one.
    expect(formatDateTime('2026-06-30T23:05:00Z')).toBe('01/07/2026 00:05');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('fills a date-and-time field with the UK wall-clock time, and keeps what the field already holds', () => {
    expect(toUkDateTimeInput('2026-07-01T14:30:00.000Z')).toBe('2026-07-01T15:30');
    expect(toUkDateTimeInput('2026-11-25T14:30:00Z')).toBe('2026-11-25T14:30');
    expect(toUkDateTimeInput('2026-06-30T23:05:00Z')).toBe('2026-07-01T00:05');
    expect(toUkDateTimeInput('2026-11-25T09:15')).toBe('2026-11-25T09:15');
    expect(toUkDateTimeInput(undefined)).toBe('');
  });
});
