import { describe, expect, it } from '@jest/globals';
import { formatUkDateInput, formatUkDateTimeInput, parseUkDateInput, parseUkDateTimeInput } from './ukDateInput';

describe('UK date input', () => {
  it('reads day/month/year into the ISO day the API takes', () => {
    expect(parseUkDateInput('03/02/2026')).toBe('2026-02-03');
    expect(parseUkDateInput(' 3/2/2026 ')).toBe('2026-02-03');
    expect(parseUkDateInput('29/02/2024')).toBe('2024-02-29');
  });

  it('refuses what is not a real day or not day/month/year', () => {
    expect(parseUkDateInput('31/02/2026')).toBeNull();
    expect(parseUkDateInput('29/02/2026')).toBeNull();
    expect(parseUkDateInput('02/13/2026')).toBeNull();
    expect(parseUkDateInput('2026-02-03')).toBeNull();
    expect(parseUkDateInput('03/02/26')).toBeNull();
    expect(parseUkDateInput('')).toBeNull();
  });

  it('shows an ISO day as day/month/year, and nothing for no day', () => {
    expect(formatUkDateInput('2026-02-03')).toBe('03/02/2026');
    expect(formatUkDateInput('')).toBe('');
    expect(parseUkDateInput(formatUkDateInput('2025-12-31'))).toBe('2025-12-31');
  });
});

describe('UK date and time input', () => {
  it('reads day/month/year hours:minutes into the UK wall-clock time the API takes', () => {
    expect(parseUkDateTimeInput('25/11/2026 14:30')).toBe('2026-11-25T14:30');
    expect(parseUkDateTimeInput('5/7/2026 9:05')).toBe('2026-07-05T09:05');
    expect(parseUkDateTimeInput('  25/11/2026   14:30  ')).toBe('2026-11-25T14:30');
    expect(parseUkDateTimeInput('29/02/2028 00:00')).toBe('2028-02-29T00:00');
    expect(parseUkDateTimeInput('31/12/2026 23:59')).toBe('2026-12-31T23:59');
  });

  it('refuses a day that does not exist', () => {
    expect(parseUkDateTimeInput('29/02/2026 10:00')).toBeNull();
    expect(parseUkDateTimeInput('31/04/2026 10:00')).toBeNull();
    expect(parseUkDateTimeInput('00/04/2026 10:00')).toBeNull();
    expect(parseUkDateTimeInput('12/13/2026 10:00')).toBeNull();
  });

  it('refuses hours outside 00-23 and minutes outside 00-59, and 12-hour times', () => {
    expect(parseUkDateTimeInput('25/11/2026 24:00')).toBeNull();
    expect(parseUkDateTimeInput('25/11/2026 14:60')).toBeNull();
    expect(parseUkDateTimeInput('25/11/2026 14:5')).toBeNull();
    expect(parseUkDateTimeInput('25/11/2026 2:30 PM')).toBeNull();
  });

  it('refuses other forms and nothing typed', () => {
    expect(parseUkDateTimeInput('')).toBeNull();
    expect(parseUkDateTimeInput('   ')).toBeNull();
    expect(parseUkDateTimeInput('25/11/2026')).toBeNull();
    expect(parseUkDateTimeInput('25/11/202614:30')).toBeNull();
    expect(parseUkDateTimeInput('2026-11-25T14:30')).toBeNull();
    expect(parseUkDateTimeInput('11/25/2026 14:30')).toBeNull();
  });

  it('shows a UK wall-clock time as day/month/year hours:minutes, and nothing for anything else', () => {
    expect(formatUkDateTimeInput('2026-11-25T14:30')).toBe('25/11/2026 14:30');
    expect(formatUkDateTimeInput('2026-07-05T09:05')).toBe('05/07/2026 09:05');
    expect(formatUkDateTimeInput('')).toBe('');
    expect(formatUkDateTimeInput('2026-11-25')).toBe('');
    expect(parseUkDateTimeInput(formatUkDateTimeInput('2028-02-29T23:59'))).toBe('2028-02-29T23:59');
  });
});
