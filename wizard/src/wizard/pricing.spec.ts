import { describe, expect, it } from '@jest/globals';
import { calculateQuote } from '@domain/pricing';
import type { ComparedProvider, Terminal } from '../api/types';
import { withCreditShare } from './businessData';
import { pricedData, quoteWithTerminal, step3Pricing } from './pricing';
import { createWizardState, type WizardState } from './state';

function state(
  variant: WizardState['variant'],
  patch: Partial<WizardState['businessData']>,
  costEntryMode: WizardState['costEntryMode'] = 'total',
): WizardState {
  const base = createWizardState(variant, 's');
  return { ...base, costEntryMode, businessData: { ...base.businessData, ...patch } };
}

const provider = {
  id: 1,
  debitFeeMin: 0.3,
  debitFeeMax: 0.5,
  creditFeeMin: 1,
  creditFeeMax: 1.5,
  authorizationFee: 3,
  monthlyMinimumFee: 10,
  setupFee: 0,
  terminalRentalMin: 15,
  terminalRentalMax: 25,
  otherMonthlyFees: 0,
} as ComparedProvider;

describe('pricedData', () => {
  it('prices what the older wizard sends: integer turnover, shares adding up to 100', () => {
    const data = pricedData(state('original', { ...withCreditShare(state('original', {}).businessData, 26.53), monthlyTurnover: '24500.75' }));
    expect(data.monthlyTurnover).toBe('24500');
    expect([data.debitCardVolume, data.creditCardVolume]).toEqual(['73', '27']);
  });

  it('newer: an empty average is the 25 that is sent', () => {
    expect(pricedData(state('newer', {})).averageTransaction).toBe('25');
  });

  it('drops the current costs of the entry mode not in use', () => {
    const data = pricedData(state('newer', { paymentStatus: 'existing', currentTotalMonthlyCost: '300', currentDebitFee: '0.5' }, 'rates'));
    expect(data.currentTotalMonthlyCost).toBe('');
    expect(data.currentDebitFee).toBe('0.5');
  });
});

describe('step3Pricing', () => {
  it('stores the step-3 estimate labelled step3_ui_calculation, and the local pricing', () => {
    const data = pricedData(state('newer', { paymentStatus: 'existing', currentTotalMonthlyCost: '310.40' }));
    const pricing = step3Pricing(data, '2026-11-22T10:00:00.000Z');
    expect(pricing.step3CalculatedCurrentCost).toEqual({ total: 310.4, source: 'step3_ui_calculation', timestamp: '2026-11-22T10:00:00.000Z' });
    expect(pricing.calculatedPricing).toMatchObject({ currentMonthlyCost: 310.4, currentCostSource: 'total_cost_input', monthlyTurnover: 10000 });
  });
});

describe('quoteWithTerminal', () => {
  it('is calculateQuote with the chosen terminal', () => {
    const data = pricedData(state('newer', { paymentStatus: 'new' }));
    const terminal = { monthlyRental: 19.95, setupFee: 49 } as Terminal;
    const quote = quoteWithTerminal(data, provider, terminal);
    expect(quote).toEqual(calculateQuote(data, provider, { monthlyRental: 19.95, setupFee: 49 }));
    expect(quote.cost.terminalRental).toBe(19.95);
    expect(quote.cost.setupFee).toBe(49);
  });

  it('prices a comparison kept from before providers had other monthly fees as having none, not NaN', () => {
    const data = pricedData(state('newer', { paymentStatus: 'new' }));
    const { otherMonthlyFees: _dropped, ...older } = { ...provider, otherMonthlyFees: 0 };
    const quote = quoteWithTerminal(data, older as typeof provider, null);
    expect(quote.cost.total).toBe(calculateQuote(data, { ...provider, otherMonthlyFees: 0 }, null).cost.total);
    expect(Number.isFinite(quote.cost.total)).toBe(true);
  });
});
