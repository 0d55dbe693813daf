import { NEWER_LIVE_ESTIMATE_FALLBACK_RATES, OLDER_HELPER_FALLBACK_RATES, OLDER_STEP3_FALLBACK_RATES } from './constants';
import { calculateStep3CurrentCost, calculateStep3UiCurrentCost, estimateCurrentMonthlyCost } from './current-cost';
import type { PricingProfileInput } from './types';

/*
 * Shared profile: turnover 10,000, average £25, no volumes, 2 terminals, default splits.
 *   debit 70% = 7,000; credit 30% = 3,000 -> personal 80% = 2,400, corporate 20% = 600
 *   international 5% of 10,000 = 500; card-not-present 20% = 2,000; transactions 10,000 / 25 = 400
 */
const PROFILE: PricingProfileInput = {
  monthlyTurnover: '10,000',
  averageTransaction: '25',
  numberOfTerminals: 2,
};

describe('current-cost estimate', () => {
  it('uses market defaults (newer live estimate) when nothing is entered', () => {
    const estimate = estimateCurrentMonthlyCost(PROFILE);
    // debit 7,000 x 0.8% = 56.00; credit 2,400 x 1.4% = 33.60; corporate 600 x 2.4% = 14.40
    // international 500 x 2% = 10.00; auth 4p x 400 / 100 = 16.00; CNP 2,000 x 0.25% = 5.00
    // monthly fees 25.00; terminal rental 30 x 2 = 60.00
    // total 56 + 33.60 + 14.40 + 10 + 16 + 5 + 25 + 60 = 220.00
    expect(estimate.source).toBe('market_defaults');
    expect(estimate.total).toBe(220);
    expect(estimate.breakdown).toEqual({
      debitFees: 56,
      creditFees: 33.6,
      corporateFees: 14.4,
      internationalFees: 10,
      authorizationFees: 16,
      cardNotPresentFees: 5,
      monthlyFees: 25,
      terminalRental: 60,
      otherFees: 0,
    });
  });

  it('calculates from entered rates, taking the newer live estimate for each missing rate', () => {
    const estimate = estimateCurrentMonthlyCost({
      ...PROFILE,
      currentDebitFee: '0.5',
      currentAuthFee: 3,
      currentTerminalRental: 20,
      currentOtherFees: '10',
    });
    // debit 7,000 x 0.5% = 35.00 (entered); credit 33.60, corporate 14.40, international 10.00 (fallback)
    // auth 3p x 400 / 100 = 12.00 (entered); CNP 5.00 (fallback); monthly fees 25.00 (fallback)
    // terminal rental 20.00 (entered, total for all terminals); other fees 10.00 (entered)
    // total 35 + 33.60 + 14.40 + 10 + 12 + 5 + 25 + 20 + 10 = 165.00
    expect(estimate.source).toBe('calculated_from_rates');
    expect(estimate.total).toBe(165);
    expect(estimate.rates).toEqual({
      debitPercent: 0.5,
      creditPercent: 1.4,
      corporatePercent: 2.4,
      internationalPercent: 2,
      authorizationFeePence: 3,
      cnpPercent: 0.25,
      monthlyFees: 25,
      terminalRental: 20,
      otherFees: 10,
    });
  });

  it('gives an entered total priority; a zero total falls through; an entered 0 rate counts as entered', () => {
    // '£450.555' -> 450.555 -> 45055.5p -> rounded half away -> £450.56
    const total = estimateCurrentMonthlyCost({ ...PROFILE, currentTotalMonthlyCost: '£450.555', currentDebitFee: 1 });
    expect([total.source, total.total]).toEqual(['total_cost_input', 450.56]);
    // total 0 is not an entered total; currentMonthlyFees 0 is an entered rate:
    // market-default figures with monthly fees 0 instead of 25: 220.00 - 25.00 = 195.00
    const zero = estimateCurrentMonthlyCost({ ...PROFILE, currentTotalMonthlyCost: 0, currentMonthlyFees: 0 });
    expect([zero.source, zero.total]).toEqual(['calculated_from_rates', 195]);
  });

  it('rounds the exact sum once: fractional transactions', () => {
    // average £30: transactions = 10,000 / 30 = 333.333...; auth 4p x 333.333 / 100 = 13.3333
    // total = 220.00 - 16.00 + 13.3333 = 217.3333 -> £217.33
    expect(estimateCurrentMonthlyCost({ ...PROFILE, averageTransaction: 30 }).total).toBe(217.33);
  });

  it('stores step3CalculatedCurrentCost with the injected timestamp, and the UI variant label', () => {
    expect(calculateStep3CurrentCost(PROFILE, '2026-11-22T10:00:00.000Z')).toEqual({
      total: 220,
      source: 'market_defaults',
      timestamp: '2026-11-22T10:00:00.000Z',
    });
    // same total 220.00 (from the market-default sum above), labelled for the UI
    expect(calculateStep3UiCurrentCost(PROFILE, new Date(Date.UTC(2026, 10, 22, 9, 30)))).toEqual({
      total: 220,
      source: 'step3_ui_calculation',
      timestamp: '2026-11-22T09:30:00.000Z',
    });
    expect(calculateStep3CurrentCost(PROFILE).timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('exports the three fallback rate sets; an older set prices a flat rental and no CNP', () => {
    expect(NEWER_LIVE_ESTIMATE_FALLBACK_RATES).toMatchObject({
      debitPercent: 0.8,
      creditPercent: 1.4,
      corporatePercent: 2.4,
      internationalPercent: 2,
      authorizationFeePence: 4,
      cnpPercent: 0.25,
      monthlyFees: 25,
      terminalRental: 30,
      isTerminalRentalPerTerminal: true,
    });
    for (const older of [OLDER_HELPER_FALLBACK_RATES, OLDER_STEP3_FALLBACK_RATES]) {
      expect(older).toMatchObject({
        debitPercent: 0.8,
        creditPercent: 1.5,
        corporatePercent: 2.2,
        internationalPercent: 0.35,
        authorizationFeePence: 5,
        cnpPercent: null,
        monthlyFees: 15,
        terminalRental: 20,
        isTerminalRentalPerTerminal: false,
      });
    }
    // older helper: debit 7,000 x 0.8% = 56.00; credit 2,400 x 1.5% = 36.00; corporate 600 x 2.2% = 13.20
    // international 500 x 0.35% = 1.75; auth 5p x 400 / 100 = 20.00; CNP not used 0
    // monthly fees 15.00; rental 20.00 flat (not x 2)
    // total 56 + 36 + 13.20 + 1.75 + 20 + 0 + 15 + 20 = 161.95
    expect(estimateCurrentMonthlyCost(PROFILE, OLDER_HELPER_FALLBACK_RATES).total).toBe(161.95);
  });
});
