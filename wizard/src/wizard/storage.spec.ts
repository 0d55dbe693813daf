import { describe, expect, it } from '@jest/globals';
import { createBusinessData } from './businessData';
import { createWizardState, wizardReducer } from './state';
import {
  STORAGE_KEYS,
  clearWizardStorage,
  hasInvalidCardVolume,
  loadBusinessData,
  isPristine,
  loadWizardState,
  persistWizardState,
  progressSnapshot,
  resumedWizardState,
  saveBusinessData,
  saveComparisonProgress,
  saveWizardSession,
  wasAtResults,
  type KeyValueStorage,
} from './storage';

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const newId = () => 'generated-session';

describe('the stored-data clean-up rule', () => {
  it('flags a card volume that is a number above 100 or cannot be parsed', () => {
    expect(hasInvalidCardVolume({ debitCardVolume: 101 })).toBe(true);
    expect(hasInvalidCardVolume({ creditCardVolume: '7000' })).toBe(true);
    expect(hasInvalidCardVolume({ corporateCardVolume: 'lots' })).toBe(true);
    expect(hasInvalidCardVolume({ debitCardVolume: {} })).toBe(true);
  });

  it('accepts shares up to 100 and blank or absent volumes', () => {
    expect(hasInvalidCardVolume({ debitCardVolume: '30', creditCardVolume: 70 })).toBe(false);
    expect(hasInvalidCardVolume({ debitCardVolume: 100, creditCardVolume: '' })).toBe(false);
    expect(hasInvalidCardVolume({ corporateCardVolume: null })).toBe(false);
    expect(hasInvalidCardVolume({})).toBe(false);
  });

  it('removes stored data that fails it, or that is not JSON', () => {
    const local = new MemoryStorage();
    local.setItem(STORAGE_KEYS.businessData, JSON.stringify({ businessName: 'Acme', debitCardVolume: 7000 }));
    expect(loadBusinessData(local)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.businessData)).toBeNull();
    local.setItem(STORAGE_KEYS.businessData, '{broken');
    expect(loadBusinessData(local)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.businessData)).toBeNull();
  });
});

describe('saving and loading', () => {
  it('keeps the business data and the three split keys', () => {
    const local = new MemoryStorage();
    const data = { ...createBusinessData('s1', 'newer'), businessName: 'Acme', personalCorporateSplit: [85] };
    saveBusinessData(local, data);
    expect(JSON.parse(local.getItem('businessData') ?? '{}')).toMatchObject({ businessName: 'Acme', sessionId: 's1' });
    expect(local.getItem('personalCorporateSplit')).toBe('[85]');
    expect(local.getItem('ukInternationalSplit')).toBe('[95]');
    expect(local.getItem('f2fCnpSplit')).toBe('[80]');
  });

  it('a reload keeps the answers and the step', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    let state = createWizardState('newer', 's1');
    state = wizardReducer(state, { type: 'profileSaved', id: 'p1' });
    state = wizardReducer(state, { type: 'update', patch: { businessName: 'Acme', paymentStatus: 'new' } });
    state = wizardReducer(state, { type: 'goToStep', step: 3 });
    saveBusinessData(local, state.businessData);
    saveWizardSession(session, state);
    const reloaded = loadWizardState('newer', local, session, newId);
    expect(reloaded.step).toBe(3);
    expect(reloaded.businessData.businessName).toBe('Acme');
    expect(reloaded.businessData.sessionId).toBe('s1');
    expect(session.getItem(STORAGE_KEYS.sessionId)).toBe('s1');
  });

  it('a new tab restores the answers from step 1 and reuses the profile\u2019s session id', () => {
    const local = new MemoryStorage();
    saveBusinessData(local, { ...createBusinessData('owner-session', 'newer'), id: 'p1', businessName: 'Acme' });
    const state = loadWizardState('newer', local, new MemoryStorage(), newId);
    expect(state.step).toBe(1);
    expect(state.businessData.businessName).toBe('Acme');
    expect(state.businessData.sessionId).toBe('owner-session');
  });

  it('a first visit gets a new session id, kept in session storage', () => {
    const session = new MemoryStorage();
    const state = loadWizardState('newer', new MemoryStorage(), session, newId);
    expect(state.businessData.sessionId).toBe('generated-session');
    expect(session.getItem(STORAGE_KEYS.sessionId)).toBe('generated-session');
  });

  it('never restores a step the data cannot support', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    saveBusinessData(local, { ...createBusinessData('s1', 'newer'), id: 'p1' });
    session.setItem(STORAGE_KEYS.wizardState, JSON.stringify({ step: 5, comparison: null }));
    expect(loadWizardState('newer', local, session, newId).step).toBe(3);
  });
});

describe('storing the wizard as it changes', () => {
  it('stores nothing for a wizard still as it started', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const fresh = createWizardState('newer', 'session-1');
    expect(isPristine(fresh)).toBe(true);
    persistWizardState(local, session, fresh);
    expect(local.items.size).toBe(0);
    expect(session.items.size).toBe(0);
  });

  it('stores the business data and the step once something was entered or the step moved', () => {
    const fresh = createWizardState('newer', 'session-1');
    const edited = wizardReducer(fresh, { type: 'update', patch: { businessName: 'Acme' } });
    const moved = { ...fresh, step: 2 as const };
    expect(isPristine(edited)).toBe(false);
    expect(isPristine(moved)).toBe(false);
    expect(isPristine({ ...fresh, isSubmitted: true })).toBe(false);

    const local = new MemoryStorage();
    const session = new MemoryStorage();
    persistWizardState(local, session, edited);
    expect(JSON.parse(local.items.get(STORAGE_KEYS.businessData) ?? '{}')).toMatchObject({ businessName: 'Acme' });
    expect(JSON.parse(session.items.get(STORAGE_KEYS.wizardState) ?? '{}')).toMatchObject({ step: 1 });
  });
});

describe('Save Progress and resume', () => {
  it('stores {email, state} under comparisonProgress', () => {
    const local = new MemoryStorage();
    const state = createWizardState('newer', 's1');
    saveComparisonProgress(local, 'jane@example.co.uk', progressSnapshot(state));
    expect(JSON.parse(local.getItem('comparisonProgress') ?? '{}')).toMatchObject({ email: 'jane@example.co.uk', state: { currentStep: 1 } });
  });

  it('restores the answers, the session and the step from a saved state', () => {
    let saved = createWizardState('newer', 'owner');
    saved = wizardReducer(saved, { type: 'profileSaved', id: 'p1' });
    saved = wizardReducer(saved, { type: 'update', patch: { businessName: 'Acme', paymentStatus: 'new' } });
    saved = wizardReducer(saved, { type: 'goToStep', step: 3 });
    const snapshot = JSON.parse(JSON.stringify(progressSnapshot(saved))) as unknown;
    const resumed = resumedWizardState(snapshot, createWizardState('newer', 'other'));
    expect(resumed.step).toBe(3);
    expect(resumed.businessData.businessName).toBe('Acme');
    expect(resumed.businessData.sessionId).toBe('owner');
  });
});

describe('clearWizardStorage', () => {
  it('removes every wizard key and keeps the new session id', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    saveBusinessData(local, createBusinessData('s1', 'newer'));
    saveComparisonProgress(local, 'a@b.co', {});
    saveWizardSession(session, createWizardState('newer', 's1'));
    clearWizardStorage(local, session, 's2');
    expect([...local.items.keys()]).toEqual([]);
    expect([...session.items.entries()]).toEqual([[STORAGE_KEYS.sessionId, 's2']]);
  });
});

describe('resuming at the results (a renewal reminder link)', () => {
  it('compares again only for a state saved at the results or later', () => {
    expect(wasAtResults({ currentStep: 4 })).toBe(true);
    expect(wasAtResults({ currentStep: 5 })).toBe(true);
    expect(wasAtResults({ currentStep: 3 })).toBe(false);
    expect(wasAtResults({ currentStep: '4' })).toBe(false);
    expect(wasAtResults(null)).toBe(false);
  });
});
