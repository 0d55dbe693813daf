/**
 * Browser storage of the wizard:
 * - localStorage `businessData`: the whole business data object;
 * - localStorage `personalCorporateSplit`, `ukInternationalSplit`, `f2fCnpSplit`: one-element lists;
 * - localStorage `comparisonProgress`: {email, state} of Save Progress;
 * - sessionStorage `sessionId`: the visit's random UUID;
 * - sessionStorage `comparisonWizardState`: step, comparison and selection, so a reload keeps the step.
 * Every function takes the storage to use, so the rules are testable without a browser.
 */
import { createBusinessData, normalizeBusinessData, SPLIT_FIELDS, type BusinessData } from './businessData';
import { clampWizardStep, consistentStep, createWizardState, type WizardState } from './state';
import type { WizardVariant } from './variant';
import type { ComparisonResult } from '../api/types';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const STORAGE_KEYS = {
  businessData: 'businessData',
  comparisonProgress: 'comparisonProgress',
  sessionId: 'sessionId',
  wizardState: 'comparisonWizardState',
} as const;

/** The card volumes the clean-up rule looks at: stored data goes if one is above 100 or unreadable. */
const CARD_VOLUME_FIELDS = ['debitCardVolume', 'creditCardVolume', 'corporateCardVolume'] as const;

function read(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Full or blocked storage (private browsing): the wizard still works for this page.
  }
}

function remove(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Blocked storage: nothing to remove.
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Stored business data is cleared if any saved card volume is a number above 100 or cannot
 * be parsed. A volume that is absent, null or blank is not a saved volume and passes.
 */
export function hasInvalidCardVolume(stored: unknown): boolean {
  if (typeof stored !== 'object' || stored === null) return false;
  const record = stored as Record<string, unknown>;
  return CARD_VOLUME_FIELDS.some((field) => {
    const value = record[field];
    if (value === undefined || value === null) return false;
    if (typeof value === 'string' && value.trim() === '') return false;
    const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
    return !Number.isFinite(parsed) || parsed > 100;
  });
}

/**
 * The stored business data, or null. Data that cannot be read, or that fails the clean-up
 * rule, is removed from storage.
 */
export function loadBusinessData(storage: KeyValueStorage): Record<string, unknown> | null {
  const text = read(storage, STORAGE_KEYS.businessData);
  if (text === null) return null;
  const parsed = parseJson(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || hasInvalidCardVolume(parsed)) {
    remove(storage, STORAGE_KEYS.businessData);
    return null;
  }
  return parsed as Record<string, unknown>;
}

export function saveBusinessData(storage: KeyValueStorage, data: BusinessData): void {
  write(storage, STORAGE_KEYS.businessData, JSON.stringify(data));
  for (const field of SPLIT_FIELDS) write(storage, field, JSON.stringify(data[field]));
}

/** The split kept under its own key ([80]), when valid. */
export function loadSplit(storage: KeyValueStorage, field: (typeof SPLIT_FIELDS)[number]): number[] | undefined {
  const parsed = parseJson(read(storage, field));
  const value = Array.isArray(parsed) ? parsed[0] : undefined;
  return typeof value === 'number' && value >= 0 && value <= 100 ? [value] : undefined;
}

/** The part of the wizard state kept for this tab (the business data has its own key). */
interface StoredWizardSession {
  step: number;
  costEntryMode: WizardState['costEntryMode'];
  turnoverInputMode: WizardState['turnoverInputMode'];
  comparison: ComparisonResult | null;
  selectedProviderId: number | null;
  selectedTerminalId: number | null;
  isSubmitted: boolean;
  applicationReference: string | null;
}

export function saveWizardSession(storage: KeyValueStorage, state: WizardState): void {
  const session: StoredWizardSession = {
    step: state.step,
    costEntryMode: state.costEntryMode,
    turnoverInputMode: state.turnoverInputMode,
    comparison: state.comparison,
    selectedProviderId: state.selectedProviderId,
    selectedTerminalId: state.selectedTerminalId,
    isSubmitted: state.isSubmitted,
    applicationReference: state.applicationReference,
  };
  write(storage, STORAGE_KEYS.wizardState, JSON.stringify(session));
}

/** A wizard still as it started: step 1, nothing entered, not submitted. */
export function isPristine(state: WizardState): boolean {
  return (
    state.step === 1 &&
    !state.isSubmitted &&
    JSON.stringify(state.businessData) === JSON.stringify(createBusinessData(state.businessData.sessionId, state.variant))
  );
}

/** Stores the business data (and its splits) and this tab's step and selection; a pristine wizard is not stored. */
export function persistWizardState(local: KeyValueStorage, session: KeyValueStorage, state: WizardState): void {
  if (isPristine(state)) return;
  saveBusinessData(local, state.businessData);
  saveWizardSession(session, state);
}

function isComparison(value: unknown): value is ComparisonResult {
  return typeof value === 'object' && value !== null && Array.isArray((value as ComparisonResult).providers);
}

function idOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/**
 * Builds the state a page load starts from: the stored business data (if it passes the clean-up
 * rule), the splits' own keys, the tab's step and selection, and the session id (the stored
 * profile's own session id wins, since only that session may change the profile).
 */
export function loadWizardState(variant: WizardVariant, local: KeyValueStorage, session: KeyValueStorage, newSessionId: () => string): WizardState {
  const stored = loadBusinessData(local);
  const storedSessionId = typeof stored?.sessionId === 'string' && stored.sessionId !== '' ? stored.sessionId : null;
  const sessionId = storedSessionId ?? read(session, STORAGE_KEYS.sessionId) ?? newSessionId();
  write(session, STORAGE_KEYS.sessionId, sessionId);

  const initial = createWizardState(variant, sessionId);
  if (!stored) {
    remove(session, STORAGE_KEYS.wizardState);
    return initial;
  }
  const businessData = normalizeBusinessData({ ...stored, sessionId }, initial.businessData);
  for (const field of SPLIT_FIELDS) {
    if (!Array.isArray(stored[field])) businessData[field] = loadSplit(local, field) ?? businessData[field];
  }

  const raw = parseJson(read(session, STORAGE_KEYS.wizardState));
  const tab = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<StoredWizardSession>;
  const state: WizardState = {
    ...initial,
    businessData,
    step: clampWizardStep(typeof tab.step === 'number' ? tab.step : 1),
    costEntryMode: tab.costEntryMode === 'rates' || tab.costEntryMode === 'total' ? tab.costEntryMode : initial.costEntryMode,
    turnoverInputMode: tab.turnoverInputMode === 'slider' ? 'slider' : 'range',
    comparison: isComparison(tab.comparison) ? tab.comparison : null,
    selectedProviderId: idOrNull(tab.selectedProviderId),
    selectedTerminalId: idOrNull(tab.selectedTerminalId),
    isSubmitted: tab.isSubmitted === true && typeof tab.applicationReference === 'string',
    applicationReference: typeof tab.applicationReference === 'string' ? tab.applicationReference : null,
  };
  return { ...state, step: consistentStep(state) };
}

/** The state to resume from a Save Progress link (`GET /api/progress/{token}` answers it). */
export function resumedWizardState(saved: unknown, base: WizardState): WizardState {
  const record = (typeof saved === 'object' && saved !== null ? saved : {}) as Record<string, unknown>;
  const data = normalizeBusinessData(record.businessData, base.businessData);
  if (hasInvalidCardVolume(record.businessData)) return base;
  const state: WizardState = {
    ...base,
    businessData: data,
    step: clampWizardStep(typeof record.currentStep === 'number' ? record.currentStep : 1),
    costEntryMode: record.costEntryMode === 'rates' || record.costEntryMode === 'total' ? record.costEntryMode : base.costEntryMode,
    turnoverInputMode: record.turnoverInputMode === 'slider' ? 'slider' : 'range',
    comparison: null,
    selectedProviderId: null,
    selectedTerminalId: null,
    isSubmitted: false,
    applicationReference: null,
  };
  return { ...state, step: consistentStep(state) };
}

/** Whether a saved state was left at the results or later (a renewal reminder's link is saved at the results): resuming it compares again. */
export function wasAtResults(saved: unknown): boolean {
  const step = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>).currentStep : undefined;
  return typeof step === 'number' && step >= 4;
}

/** What Save Progress stores and sends: enough to resume the answers and the step. */
export function progressSnapshot(state: WizardState): Record<string, unknown> {
  return {
    currentStep: state.step,
    variant: state.variant,
    costEntryMode: state.costEntryMode,
    turnoverInputMode: state.turnoverInputMode,
    businessData: state.businessData,
  };
}

export function saveComparisonProgress(storage: KeyValueStorage, email: string, state: Record<string, unknown>): void {
  write(storage, STORAGE_KEYS.comparisonProgress, JSON.stringify({ email, state }));
}

/** 'Start New Application': every key of the wizard is removed, then the new session id is kept. */
export function clearWizardStorage(local: KeyValueStorage, session: KeyValueStorage, sessionId: string): void {
  remove(local, STORAGE_KEYS.businessData);
  remove(local, STORAGE_KEYS.comparisonProgress);
  for (const field of SPLIT_FIELDS) remove(local, field);
  remove(session, STORAGE_KEYS.wizardState);
  write(session, STORAGE_KEYS.sessionId, sessionId);
}

class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();
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

const fallbacks: Partial<Record<'local' | 'session', KeyValueStorage>> = {};

/**
 * window.localStorage or sessionStorage; a page-lifetime memory store where the browser blocks
 * them (storage-partitioned frames throw on access).
 */
export function browserStorage(kind: 'local' | 'session'): KeyValueStorage {
  try {
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    if (storage) return storage;
  } catch {
    // Blocked: fall through to memory.
  }
  fallbacks[kind] ??= new MemoryStorage();
  return fallbacks[kind];
}
