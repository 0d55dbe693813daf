import { describe, expect, it } from '@jest/globals';
import { savingText, tierPriceText } from './landingText';

describe('landing texts', () => {
  it('formats a testimonial saving through the GBP formatter', () => {
    expect(savingText({ amount: 2400, per: 'year' })).toBe('£2,400 a year');
    expect(savingText({ amount: 95, per: 'month' })).toBe('£95 a month');
  });

  it('prices the three service tiers', () => {
    expect(tierPriceText({ price: null, per: null })).toBe('Free');
    expect(tierPriceText({ price: 50, per: 'hour' })).toBe('£50 per hour');
    expect(tierPriceText({ price: 350, per: 'day' })).toBe('£350 per day');
  });
});
