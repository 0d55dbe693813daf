import type { CustomerFilterValues } from '../../customersDataProvider';

/** What the filters narrow on: anything set but the date preset 'all' (which is every customer). */
export const hasActiveFilters = (filterValues: CustomerFilterValues = {}): boolean =>
  Object.entries(filterValues).some(([key, value]) => value !== undefined && value !== null && value !== '' && !(key === 'dateFilter' && value === 'all'));

/** The filters of the board: the list's, without a status (each column is one status). */
export const withoutStatus = (filterValues: CustomerFilterValues = {}): CustomerFilterValues => {
  const { status: _status, ...rest } = filterValues;
  return rest;
};
