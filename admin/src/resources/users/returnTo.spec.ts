import { describe, expect, it } from '@jest/globals';
import { safeReturnTo, withReturnTo } from './returnTo';

describe('the users screens’ way back', () => {
  it('goes back to the admin console or the administration page tab they were opened from', () => {
    expect(withReturnTo('/users/create', '/admin-consolidated?tab=users')).toBe('/users/create?returnTo=%2Fadmin-consolidated%3Ftab%3Dusers');
    expect(safeReturnTo('/admin?tab=users')).toBe('/admin?tab=users');
  });

  it('accepts no other place (another site, another screen), nor nothing', () => {
    expect(safeReturnTo('https://example.com/admin')).toBeNull();
    expect(safeReturnTo('//example.com')).toBeNull();
    expect(safeReturnTo('/customers')).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
    expect(withReturnTo('/users/create', undefined)).toBe('/users/create');
    expect(withReturnTo('/users/7', '/customers')).toBe('/users/7');
  });
});
