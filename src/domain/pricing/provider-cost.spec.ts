import { calculateProviderCost, calculateSavings, publishedCostBreakdown } from './provider-cost';
// The shared provider and profile: their worked figures are written out below.
import { PRICING_PROFILE as PROFILE, PROVIDER_FEES as PROVIDER } from './provider-fees.fixture';
import { calculateQuote } from './quote';
import type { PricingProfileInput, ProviderFees } from './types';
import { normalizePricingInputs } from './volumes';

describe('provider cost', () => {
  it('adds the rate means, the fixed assumptions, authorization and the mean rental', () => {
    const cost = calculateProviderCost(normalizePricingInputs(PROFILE), PROVIDER);
    // debit 7,000 x 0.40% = 28.00; personal credit 2,400 x 1.20% = 28.80
    // corporate 600 x 2.4% = 14.40; international 500 x 0.25% = 1.25; CNP 2,000 x 0.25% = 5.00
    // authorization 5p x 400 / 100 = 20.00
    // transaction fees 28 + 28.80 + 14.40 + 1.25 + 5 + 20 = 97.45 (above the £20 minimum)
    // rental mean (15 + 25) / 2 = 20 x 2 terminals = 40.00; total 97.45 + 40 = 137.45
    expect(cost).toEqual({
      debitRatePercent: 0.4,
      creditRatePercent: 1.2,
      authorizationFeePence: 5,
      transactions: 400,
      transactionFeesBeforeMinimum: 97.45,
      isMinimumApplied: false,
      transactionFees: 97.45,
      numberOfTerminals: 2,
      terminalRentalPerTerminal: 20,
      terminalRental: 40,
      otherMonthlyFees: 0,
      setupFee: 49,
      total: 137.45,
    });
  });

  it('adds the other fixed monthly fees once, on top of the minimum (which covers transaction fees only), not per terminal', () => {
    const withFees = { ...PROVIDER, otherMonthlyFees: 4.995 };
    const cost = calculateProviderCost(normalizePricingInputs(PROFILE), withFees);
    // 97.45 + rental 40.00 + other fees 4.995 -> 5.00: 142.45
    expect([cost.otherMonthlyFees, cost.total]).toEqual([5, 142.45]);
    // turnover 1,000: fees 9.745 raised to the £20 minimum, + rental 20 + other fees 5.00 = 45.00
    const small = calculateProviderCost(normalizePricingInputs({ monthlyTurnover: 1000, averageTransaction: 25 }), withFees);
    expect([small.transactionFees, small.isMinimumApplied, small.total]).toEqual([20, true, 45]);
    // the saving is taken from the total with the other fees
    expect(calculateQuote({ ...PROFILE, currentTotalMonthlyCost: 200 }, withFees).savings.monthly).toBe(57.55);
  });

  it('raises transaction fees to the monthly minimum before adding rental; savings against market defaults', () => {
    const small: PricingProfileInput = { monthlyTurnover: 1000, averageTransaction: 25 };
    const quote = calculateQuote(small, PROVIDER);
    // turnover 1,000: debit 700, credit 300 -> personal 240, corporate 60; international 50; CNP 200; 40 transactions
    // debit 700 x 0.40% = 2.80; credit 240 x 1.20% = 2.88; corporate 60 x 2.4% = 1.44
    // international 50 x 0.25% = 0.125; CNP 200 x 0.25% = 0.50; auth 5p x 40 / 100 = 2.00
    // sum 9.745 -> shown 9.75 before the minimum; 9.745 < £20 minimum -> transaction fees 20.00
    // rental 20 x 1 terminal = 20.00; total 40.00
    expect(quote.cost.transactionFeesBeforeMinimum).toBe(9.75);
    expect(quote.cost.isMinimumApplied).toBe(true);
    expect(quote.cost.transactionFees).toBe(20);
    expect(quote.cost.total).toBe(40);
    // current (market defaults): debit 700 x 0.8% = 5.60; credit 240 x 1.4% = 3.36; corporate 60 x 2.4% = 1.44
    // international 50 x 2% = 1.00; auth 4p x 40 / 100 = 1.60; CNP 200 x 0.25% = 0.50; fees 25; rental 30 x 1 = 30
    // total 5.60 + 3.36 + 1.44 + 1 + 1.60 + 0.50 + 25 + 30 = 68.50
    // savings (68.50 - 40.00) x 12 = 28.50 x 12 = 342.00 a year; 342.00 / 12 = 28.50 a month
    expect(quote.currentCost).toMatchObject({ total: 68.5, source: 'market_defaults' });
    expect(quote.savings).toEqual({ annual: 342, monthly: 28.5, isAdditionalCost: false });
  });

  it('reports negative savings as an additional cost', () => {
    const quote = calculateQuote({ ...PROFILE, currentTotalMonthlyCost: 100 }, PROVIDER);
    // provider 137.45 (first test); current 100.00 entered
    // (100.00 - 137.45) x 12 = -37.45 x 12 = -449.40; monthly -449.40 / 12 = -37.45
    expect(quote.currentCost.source).toBe('total_cost_input');
    expect(quote.savings).toEqual({ annual: -449.4, monthly: -37.45, isAdditionalCost: true });
    // equal costs: 0 savings, not an additional cost
    expect(calculateSavings(137.45, 137.45)).toEqual({ annual: 0, monthly: 0, isAdditionalCost: false });
  });

  it('prices a quote with its chosen terminal: that rental and its setup fee per terminal', () => {
    const cost = calculateProviderCost(
      normalizePricingInputs(PROFILE),
      { ...PROVIDER, setupFee: 25 },
      {
        monthlyRental: 12.5,
        setupFee: 49,
      },
    );
    // transaction fees 97.45 as above; rental 12.50 x 2 = 25.00; total 97.45 + 25 = 122.45
    // setup (one-time, not in the monthly total): provider 25 + terminal 49 x 2 = 123.00
    expect([cost.transactionFees, cost.terminalRental, cost.total, cost.setupFee]).toEqual([97.45, 25, 122.45, 123]);
  });
});

describe('published cost breakdown (numbers as a person reads them)', () => {
  it('rounds rates to 2 places, rental to the penny and transactions to a whole number, totals untouched', () => {
    // credit 1.2-2.2: mean 1.7000000000000002 in binary; debit 0.45-0.5: mean 0.475 -> 0.48
    // rental 19.95-19.99: mean 19.97
    const provider: ProviderFees = {
      ...PROVIDER,
      creditFeeMin: 1.2,
      creditFeeMax: 2.2,
      debitFeeMin: 0.45,
      debitFeeMax: 0.5,
      terminalRentalMin: 19.95,
      terminalRentalMax: 19.99,
    };
    // turnover 10,000 at an average of £15: 666.666... transactions -> 667
    const cost = calculateProviderCost(normalizePricingInputs({ monthlyTurnover: 10000, averageTransaction: 15 }), provider);
    expect(cost.creditRatePercent).not.toBe(1.7);
    expect(cost.transactions).toBeCloseTo(666.667, 3);
    const published = publishedCostBreakdown(cost);
    expect(published.creditRatePercent).toBe(1.7);
    expect(published.debitRatePercent).toBe(0.48);
    expect(published.transactions).toBe(667);
    expect(published.terminalRentalPerTerminal).toBe(19.97);
    expect(published.total).toBe(cost.total);
    expect(published.transactionFees).toBe(cost.transactionFees);
  });
});
