import { describe, expect, it } from '@jest/globals';
import { formatDateTime, toUkDateTimeInput } from './format';

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
