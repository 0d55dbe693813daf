import { describe, expect, it } from '@jest/globals';
import type { ComparedProvider, ComparisonResult } from '../api/types';
import { consistentStep, createWizardState, pricingData, selectedProvider, wizardReducer, type WizardState } from './state';

function provider(id: number): ComparedProvider {
  return { id, name: `Provider ${id}` } as ComparedProvider;
}

const comparison: ComparisonResult = {
  providers: [provider(1), provider(2)],
  currentMonthlyCost: 200,
  currentCostSource: 'market_defaults',
  cardTurnover: 10000,
  currentEffectiveRatePercent: 2,
};

function withProfile(state: WizardState): WizardState {
  return wizardReducer(state, { type: 'profileSaved', id: 'profile-1' });
}

describe('wizardReducer', () => {
  it('resets the integration choices when the payment methods change', () => {
    let state = createWizardState('newer', 's');
    state = wizardReducer(state, { type: 'update', patch: { integrationSpecific: 'stripe', terminalTypePreference: 'mobile' } });
    state = wizardReducer(state, { type: 'setPaymentMethods', methods: ['epos'] });
    expect(state.businessData.needsIntegration).toBe('epos');
    expect(state.businessData.integrationSpecific).toBe('');
    expect(state.businessData.terminalTypePreference).toBe('');
  });

  it('prepares step 3: new-customer shares; older cost pre-fills for existing customers', () => {
    const fresh = wizardReducer(wizardReducer(createWizardState('newer', 's'), { type: 'update', patch: { paymentStatus: 'new' } }), {
      type: 'goToStep',
      step: 3,
    });
    expect(fresh.businessData.creditCardVolume).toBe('70');
    const older = wizardReducer(wizardReducer(createWizardState('original', 's'), { type: 'update', patch: { paymentStatus: 'existing' } }), {
      type: 'goToStep',
      step: 3,
    });
    expect(older.businessData.currentMonthlyFees).toBe('18');
    expect(older.costEntryMode).toBe('rates');
    const newer = wizardReducer(wizardReducer(createWizardState('newer', 's'), { type: 'update', patch: { paymentStatus: 'existing' } }), {
      type: 'goToStep',
      step: 3,
    });
    expect(newer.businessData.currentMonthlyFees).toBe('');
  });

  it('selecting another provider clears the terminal; the same provider keeps it', () => {
    let state = wizardReducer(createWizardState('newer', 's'), { type: 'comparisonLoaded', result: comparison });
    state = wizardReducer(state, { type: 'selectProvider', providerId: 1 });
    state = wizardReducer(state, { type: 'selectTerminal', terminalId: 10 });
    expect(wizardReducer(state, { type: 'selectProvider', providerId: 1 }).selectedTerminalId).toBe(10);
    const other = wizardReducer(state, { type: 'selectProvider', providerId: 2 });
    expect(other.selectedProviderId).toBe(2);
    expect(other.selectedTerminalId).toBeNull();
    expect(selectedProvider(other)?.name).toBe('Provider 2');
  });

  it('a new comparison drops a selection that is no longer listed', () => {
    let state = wizardReducer(createWizardState('newer', 's'), { type: 'comparisonLoaded', result: comparison });
    state = wizardReducer(state, { type: 'selectProvider', providerId: 2 });
    state = wizardReducer(state, { type: 'comparisonLoaded', result: { ...comparison, providers: [provider(1)] } });
    expect(state.selectedProviderId).toBeNull();
  });

  it('Start New Application resets everything with the new session id', () => {
    let state = withProfile(createWizardState('newer', 's'));
    state = wizardReducer(state, { type: 'update', patch: { businessName: 'Acme' } });
    state = wizardReducer(state, { type: 'goToStep', step: 5 });
    state = wizardReducer(state, { type: 'submitted', reference: 'profile-1' });
    const reset = wizardReducer(state, { type: 'reset', sessionId: 's2' });
    expect(reset).toEqual(createWizardState('newer', 's2'));
  });
});

describe('consistentStep', () => {
  it('needs a profile for step 2+, a comparison for 4+, a provider and terminal for 5', () => {
    const start = createWizardState('newer', 's');
    expect(consistentStep({ ...start, step: 3 })).toBe(1);
    const profiled = withProfile(start);
    expect(consistentStep({ ...profiled, step: 3 })).toBe(3);
    expect(consistentStep({ ...profiled, step: 4 })).toBe(3);
    expect(consistentStep({ ...profiled, step: 5, comparison })).toBe(4);
    expect(consistentStep({ ...profiled, step: 5, comparison, selectedProviderId: 1, selectedTerminalId: 3 })).toBe(5);
  });
});

describe('pricingData', () => {
  it('uses only the fields of the cost entry mode in use, and none for new customers', () => {
    const state = createWizardState('newer', 's');
    const data = { ...state.businessData, paymentStatus: 'existing', currentTotalMonthlyCost: '300', currentDebitFee: '0.5' };
    expect(pricingData({ businessData: data, costEntryMode: 'total' })).toMatchObject({ currentTotalMonthlyCost: '300', currentDebitFee: '' });
    expect(pricingData({ businessData: data, costEntryMode: 'rates' })).toMatchObject({ currentTotalMonthlyCost: '', currentDebitFee: '0.5' });
    expect(pricingData({ businessData: { ...data, paymentStatus: 'new' }, costEntryMode: 'total' })).toMatchObject({
      currentTotalMonthlyCost: '',
      currentDebitFee: '',
    });
  });
});
