import { describe, expect, it } from '@jest/globals';
import { formatUkDateInput, parseUkDateInput } from './ukDateInput';

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
