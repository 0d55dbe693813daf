import { describe, expect, it } from '@jest/globals';
import { hasActiveFilters, withoutStatus } from './customerFilterValues';
import { LEAD_STATUS_COLOURS, LEAD_STATUSES, neighbourStatus } from './leadStatus';

describe('lead statuses', () => {
  it('are in pipeline order, coloured as spec §4 says (created grey, quoted blue, applied green, closed red)', () => {
    expect(LEAD_STATUSES).toEqual(['created', 'quoted', 'applied', 'closed']);
    expect(LEAD_STATUS_COLOURS).toEqual({ created: 'default', quoted: 'primary', applied: 'success', closed: 'error' });
  });

  it('have neighbours on the board, none past either end', () => {
    expect(neighbourStatus('created', 1)).toBe('quoted');
    expect(neighbourStatus('applied', -1)).toBe('quoted');
    expect(neighbourStatus('created', -1)).toBeUndefined();
    expect(neighbourStatus('closed', 1)).toBeUndefined();
  });
});

describe('customer filter values', () => {
  it("count as filters when set, except the date preset 'all' (every customer)", () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ dateFilter: 'all', q: '' })).toBe(false);
    expect(hasActiveFilters({ dateFilter: 'today' })).toBe(true);
    expect(hasActiveFilters({ sector: 'retail' })).toBe(true);
  });

  it('lose the status on the board, whose columns are the statuses', () => {
    expect(withoutStatus({ status: 'quoted', q: 'corner', dateFilter: 'week' })).toEqual({ q: 'corner', dateFilter: 'week' });
  });
});
