import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from './messages';
import { forwardMove, previousStep } from './navigation';
import { createWizardState, type WizardState } from './state';

function stateAt(step: WizardState['step'], patch: Partial<WizardState['businessData']> = {}, selection: Partial<WizardState> = {}): WizardState {
  const base = createWizardState('newer', 'session-1');
  return { ...base, ...selection, step, businessData: { ...base.businessData, ...patch } };
}

describe('forward move', () => {
  it('refuses step 1 until its fields are filled, then saves the profile', () => {
    expect(forwardMove(stateAt(1))).toEqual({ kind: 'refuse', problem: MESSAGES.requiredFields });
    const filled = { businessType: 'retail', businessName: 'Acme', businessSector: 'retail', paymentStatus: 'new' };
    expect(forwardMove(stateAt(1, filled))).toEqual({ kind: 'saveProfile' });
  });

  it('refuses step 2 without a payment method, then moves to step 3', () => {
    expect(forwardMove(stateAt(2, { paymentMethods: [], cardTypes: [] }))).toEqual({ kind: 'refuse', problem: MESSAGES.selectPaymentMethod });
    expect(forwardMove(stateAt(2, { paymentMethods: ['pdq'], cardTypes: ['visa'] }))).toEqual({ kind: 'goTo', step: 3 });
  });

  it('refuses step 3 without a turnover, then compares', () => {
    expect(forwardMove(stateAt(3, { monthlyTurnover: '' }))).toEqual({ kind: 'refuse', problem: MESSAGES.turnoverRequired });
    expect(forwardMove(stateAt(3, { monthlyTurnover: '10000' }))).toEqual({ kind: 'compare' });
  });

  it('refuses step 4 until a provider and a terminal are chosen, then moves to step 5', () => {
    expect(forwardMove(stateAt(4))).toEqual({ kind: 'refuse', problem: MESSAGES.selectProvider });
    expect(forwardMove(stateAt(4, {}, { selectedProviderId: 7 }))).toEqual({ kind: 'refuse', problem: MESSAGES.selectTerminal });
    expect(forwardMove(stateAt(4, {}, { selectedProviderId: 7, selectedTerminalId: 3 }))).toEqual({ kind: 'goTo', step: 5 });
  });

  it('does nothing on step 5, which submits with its own button', () => {
    expect(forwardMove(stateAt(5))).toEqual({ kind: 'none' });
  });
});

describe('previous step', () => {
  it('is the step before, and none from step 1', () => {
    expect(previousStep(1)).toBeNull();
    expect(previousStep(2)).toBe(1);
    expect(previousStep(5)).toBe(4);
  });
});
