import { describe, expect, it } from '@jest/globals';
import { hasActiveFilters, withoutStatus } from './customerFilterValues';
import { LEAD_STATUS_CHOICES, LEAD_STATUS_COLOURS } from './leadStatus';

// The statuses, their order, labels and neighbours are the shared vocabulary's, tested beside it
// (src/domain/vocabulary/lead-statuses.spec.ts); here only what the back-office adds.
describe('lead statuses in the back-office', () => {
  it('are coloured created grey, quoted blue, applied green and closed red', () => {
    expect(LEAD_STATUS_COLOURS).toEqual({ created: 'default', quoted: 'primary', applied: 'success', closed: 'error' });
  });

  it('are offered as choices in pipeline order, with their labels', () => {
    expect(LEAD_STATUS_CHOICES).toEqual([
      { id: 'created', name: 'Created' },
      { id: 'quoted', name: 'Quoted' },
      { id: 'applied', name: 'Applied' },
      { id: 'closed', name: 'Closed' },
    ]);
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
