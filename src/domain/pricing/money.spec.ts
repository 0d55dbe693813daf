import { formatCount, formatGBP, formatPence, formatPercent, roundMoney, sumMoney, toPence } from './money';

describe('money rounding rule (half away from zero to pence, float noise removed)', () => {
  it('rounds exact halves away from zero even when the binary value sits just below the half', () => {
    // 1.005 is stored as 1.00499999999999989...; x100 = 100.49999999999999 -> snapped 100.5 -> 101p
    expect(roundMoney(1.005)).toBe(1.01);
    // -1.005 -> magnitude 1.01 -> -1.01 (away from zero, not towards +infinity)
    expect(roundMoney(-1.005)).toBe(-1.01);
    // 2.675 x100 = 267.49999999999997 -> 267.5 -> 268p
    expect(roundMoney(2.675)).toBe(2.68);
    // 9.745 (a transaction-fee total of provider-cost.spec) -> 974.5 -> 975p
    expect(roundMoney(9.745)).toBe(9.75);
    // below the half stays down: 1.004 -> 100.4 -> 100p
    expect(roundMoney(1.004)).toBe(1);
    // -0.001 -> 0.1p -> 0p, and never -0
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
    // 0.1 + 0.2 = 0.30000000000000004 -> 30p; sumMoney adds 10p + 20p in integer pence
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(sumMoney(0.1, 0.2)).toBe(0.3);
    expect(toPence(137.45)).toBe(13745);
  });

  it('formats pounds as en-GB GBP with one formatter', () => {
    // 1234.5 -> 123450p -> £1,234.50
    expect(formatGBP(1234.5)).toBe('£1,234.50');
    // 1234567.891 -> 123456789p -> £1,234,567.89
    expect(formatGBP(1234567.891)).toBe('£1,234,567.89');
    expect(formatGBP(0)).toBe('£0.00');
    expect(formatGBP(-449.4)).toBe('-£449.40');
    // -0.004 rounds to 0p: no minus sign on zero
    expect(formatGBP(-0.004)).toBe('£0.00');
    // 999.995 -> 99999.5p -> 100000p -> £1,000.00
    expect(formatGBP(999.995)).toBe('£1,000.00');
  });

  it('formats rates, pence and counts for the reasoning text', () => {
    expect(formatPercent(0.4)).toBe('0.40%');
    expect(formatPercent(0.475)).toBe('0.475%');
    expect(formatPercent(2)).toBe('2.00%');
    expect(formatPence(5)).toBe('5p');
    expect(formatPence(4.5)).toBe('4.5p');
    // 10000 / 30 = 333.33 transactions -> '333'; 12345.5 -> '12,346'
    expect(formatCount(10000 / 30)).toBe('333');
    expect(formatCount(12345.5)).toBe('12,346');
  });
});
