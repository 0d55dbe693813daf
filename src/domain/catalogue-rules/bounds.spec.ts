import { formatRentalRange, isWithin, parseRentalRange, RATE_PERCENT, rangeViolations, TRUSTPILOT_RATING, MERCHANT_COMPARE_RATING } from './bounds';

describe('provider bounds', () => {
  it('accepts rates from 0 to 5 and refuses anything outside or not a number', () => {
    expect([0, 0.01, 1.75, 5].every((v) => isWithin(v, RATE_PERCENT))).toBe(true);
    expect([-0.01, 5.01, Number.NaN, Number.POSITIVE_INFINITY, '1.5', null].some((v) => isWithin(v, RATE_PERCENT))).toBe(false);
  });

  it('holds Trustpilot to one decimal place and the Merchant Compare rating to whole numbers', () => {
    expect(isWithin(4.7, TRUSTPILOT_RATING)).toBe(true);
    expect(isWithin(4.75, TRUSTPILOT_RATING)).toBe(false);
    expect(isWithin(0.9, TRUSTPILOT_RATING)).toBe(false);
    expect(isWithin(4, MERCHANT_COMPARE_RATING)).toBe(true);
    expect(isWithin(4.5, MERCHANT_COMPARE_RATING)).toBe(false);
    expect(isWithin(0, MERCHANT_COMPARE_RATING)).toBe(false);
  });

  it('names the maximum of a pair whose minimum is above it', () => {
    expect(rangeViolations({ terminalRentalMin: 34.99, terminalRentalMax: 19.95, debitFeeMin: 1, debitFeeMax: 1 })).toEqual([
      'terminalRentalMax must not be less than terminalRentalMin (19.95 < 34.99)',
    ]);
    expect(rangeViolations({ creditFeeMin: 2, creditFeeMax: null })).toEqual([]);
  });

  it('reads a rental range in pounds and pence, minimum first', () => {
    expect(parseRentalRange('19.95-34.99')).toEqual({ min: 19.95, max: 34.99 });
    expect(parseRentalRange(' £15 - £25 ')).toEqual({ min: 15, max: 25 });
    expect(parseRentalRange('25-25')).toEqual({ min: 25, max: 25 });
    expect(parseRentalRange('34.99-19.95')).toBeNull();
    expect(parseRentalRange('19.999-20')).toBeNull();
    expect(parseRentalRange('cheap')).toBeNull();
    expect(formatRentalRange(15, 34.99)).toBe('15.00-34.99');
  });
});
