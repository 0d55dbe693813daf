/**
 * The business data: what the wizard holds, keeps in browser storage under
 * `businessData` and sends as the business profile. Pure functions only.
 *
 * Numbers are kept as the strings the inputs show (monthlyTurnover defaults to '10000'); the
 * splits are one-element percentage lists. Card volumes are kept as percentages of turnover
 * (debit + credit = 100): the sliders set them that way, and statement amounts are turned into
 * their shares, so stored data never has a card volume above 100 and is not cleared on load
 * (the clean-up rule, storage.ts).
 */
import {
  CURRENT_RATE_FIELDS,
  DEFAULT_FACE_TO_FACE_PERCENT,
  DEFAULT_PERSONAL_PERCENT,
  DEFAULT_UK_PERCENT,
  DEFAULT_UI_TURNOVER,
  deriveIntegrationNeed,
  parseNumericInput,
  parsePositiveInput,
  roundHalfAwayFromZero,
  type Step3CalculatedCurrentCost,
} from '@domain/pricing';
import type { ExtractedData, IndustryDefaults } from '../api/types';
import type { WizardVariant } from './variant';

/** The local pricing stored with the profile (computed in the browser). */
export interface CalculatedPricing {
  currentMonthlyCost: number;
  currentCostSource: string;
  monthlyTurnover: number;
  debitVolume: number;
  creditVolume: number;
  transactions: number;
  integrationNeed: string;
  calculatedAt: string;
}

export interface BusinessData {
  /** The business profile id, once step 1 has saved it. */
  id?: string;
  businessType: string;
  businessName: string;
  businessSector: string;
  paymentStatus: string;
  sessionId: string;
  monthlyTurnover: string;
  debitCardVolume: string;
  creditCardVolume: string;
  corporateCardVolume: string;
  transactionsPerMonth: string;
  averageTransaction: string;
  currentProvider: string;
  paymentMethods: string[];
  cardTypes: string[];
  needsIntegration: string;
  integrationSpecific: string;
  terminalTypePreference: string;
  softwareIntegrationPrefs: string[];
  connectivityPreferences: string[];
  numberOfTerminals: string;
  merchantAccounts: string;
  currentTotalMonthlyCost: string;
  currentDebitFee: string;
  currentCreditFee: string;
  currentCorporateCreditFee: string;
  /** Pence. */
  currentAuthFee: string;
  currentCnpFee: string;
  currentInternationalFee: string;
  currentMonthlyFees: string;
  currentTerminalRental: string;
  currentOtherFees: string;
  personalCorporateSplit: number[];
  ukInternationalSplit: number[];
  f2fCnpSplit: number[];
  calculatedPricing: CalculatedPricing | null;
  step3CalculatedCurrentCost: Step3CalculatedCurrentCost | null;
}

export const STRING_FIELDS = [
  'businessType',
  'businessName',
  'businessSector',
  'paymentStatus',
  'sessionId',
  'monthlyTurnover',
  'debitCardVolume',
  'creditCardVolume',
  'corporateCardVolume',
  'transactionsPerMonth',
  'averageTransaction',
  'currentProvider',
  'needsIntegration',
  'integrationSpecific',
  'terminalTypePreference',
  'numberOfTerminals',
  'merchantAccounts',
  'currentTotalMonthlyCost',
  ...CURRENT_RATE_FIELDS,
] as const satisfies readonly (keyof BusinessData)[];

export const LIST_FIELDS = [
  'paymentMethods',
  'cardTypes',
  'softwareIntegrationPrefs',
  'connectivityPreferences',
] as const satisfies readonly (keyof BusinessData)[];

export const SPLIT_FIELDS = ['personalCorporateSplit', 'ukInternationalSplit', 'f2fCnpSplit'] as const satisfies readonly (keyof BusinessData)[];
export type SplitField = (typeof SPLIT_FIELDS)[number];

/** The rate fields of the Detailed Rates form: the pricing module's current-rate fields. */
export const RATE_FIELDS = CURRENT_RATE_FIELDS satisfies readonly (keyof BusinessData)[];
export type RateField = (typeof RATE_FIELDS)[number];

/** monthlyTurnover is '10000' in the UI by default; one terminal. */
export const DEFAULT_TURNOVER = String(DEFAULT_UI_TURNOVER);
/** New-customer default in the newer wizard: credit 70 (debit 30). */
export const DEFAULT_CREDIT_SHARE = 70;
/** The older wizard saves personal 75 ("the older save uses 75"). */
export const ORIGINAL_PERSONAL_PERCENT = 75;

/** The older cost form's pre-filled rates and fees. */
export const ORIGINAL_COST_PREFILLS: Readonly<Record<RateField, string>> = {
  currentDebitFee: '0.8',
  currentCreditFee: '1.5',
  currentCorporateCreditFee: '2.2',
  currentAuthFee: '4.5',
  currentCnpFee: '0.15',
  currentInternationalFee: '0.35',
  currentMonthlyFees: '18',
  currentTerminalRental: '28',
  currentOtherFees: '8.5',
};

/** Slider bounds. */
export const SPLIT_SLIDER = { min: 0, max: 100, step: 5 } as const;

export function createBusinessData(sessionId: string, variant: WizardVariant): BusinessData {
  return {
    businessType: '',
    businessName: '',
    businessSector: '',
    paymentStatus: '',
    sessionId,
    monthlyTurnover: DEFAULT_TURNOVER,
    debitCardVolume: '',
    creditCardVolume: '',
    corporateCardVolume: '',
    transactionsPerMonth: '',
    averageTransaction: '',
    currentProvider: '',
    paymentMethods: [],
    cardTypes: [],
    needsIntegration: '',
    integrationSpecific: '',
    terminalTypePreference: '',
    softwareIntegrationPrefs: [],
    connectivityPreferences: [],
    numberOfTerminals: '1',
    merchantAccounts: '1',
    currentTotalMonthlyCost: '',
    currentDebitFee: '',
    currentCreditFee: '',
    currentCorporateCreditFee: '',
    currentAuthFee: '',
    currentCnpFee: '',
    currentInternationalFee: '',
    currentMonthlyFees: '',
    currentTerminalRental: '',
    currentOtherFees: '',
    personalCorporateSplit: [variant === 'original' ? ORIGINAL_PERSONAL_PERCENT : DEFAULT_PERSONAL_PERCENT],
    ukInternationalSplit: [DEFAULT_UK_PERCENT],
    f2fCnpSplit: [DEFAULT_FACE_TO_FACE_PERCENT],
    calculatedPricing: null,
    step3CalculatedCurrentCost: null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function asPercentList(value: unknown): number[] | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  const parsed = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= 100 ? [parsed] : undefined;
}

/**
 * Reads business data from storage or a resumed state: known fields of the right shape are
 * taken (numbers become the strings the inputs use), anything else keeps its default.
 */
export function normalizeBusinessData(raw: unknown, defaults: BusinessData): BusinessData {
  if (!isRecord(raw)) return defaults;
  const result: BusinessData = { ...defaults };
  if (typeof raw.id === 'string' && raw.id !== '') result.id = raw.id;
  for (const field of STRING_FIELDS) {
    const text = asText(raw[field]);
    if (text !== undefined) result[field] = text;
  }
  for (const field of LIST_FIELDS) {
    const list = raw[field];
    if (Array.isArray(list)) result[field] = list.filter((item): item is string => typeof item === 'string');
  }
  for (const field of SPLIT_FIELDS) {
    const list = asPercentList(raw[field]);
    if (list) result[field] = list;
  }
  if (isRecord(raw.calculatedPricing)) result.calculatedPricing = raw.calculatedPricing as unknown as CalculatedPricing;
  const step3 = raw.step3CalculatedCurrentCost;
  if (isRecord(step3) && typeof step3.total === 'number' && typeof step3.source === 'string') {
    result.step3CalculatedCurrentCost = step3 as unknown as Step3CalculatedCurrentCost;
  }
  if (result.sessionId === '') result.sessionId = defaults.sessionId;
  return result;
}

/**
 * The integration need follows the payment methods; changing them resets the specific
 * integration choice, the terminal preference and the software preferences.
 */
export function withPaymentMethods(data: BusinessData, methods: readonly string[]): BusinessData {
  return {
    ...data,
    paymentMethods: [...methods],
    needsIntegration: methods.length > 0 ? deriveIntegrationNeed(methods) : '',
    integrationSpecific: '',
    terminalTypePreference: '',
    softwareIntegrationPrefs: [],
  };
}

/** 'x' added to or removed from a list, order of the option list kept by the caller. */
export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

function percentText(value: number): string {
  return String(roundHalfAwayFromZero(value, 2));
}

/** The card volumes as shares of turnover: credit share c -> debit 100 - c, credit c (auto-link). */
export function withCreditShare(data: BusinessData, creditPercent: number): BusinessData {
  const credit = Math.min(Math.max(creditPercent, 0), 100);
  return { ...data, creditCardVolume: percentText(credit), debitCardVolume: percentText(100 - credit) };
}

export function withSplit(data: BusinessData, field: SplitField, percent: number): BusinessData {
  return { ...data, [field]: [Math.min(Math.max(percent, 0), 100)] };
}

/** The credit share the sliders show: the stored share, else the pricing default (30) or the new-customer default. */
export function creditShareOf(data: BusinessData, fallback: number): number {
  const debit = data.debitCardVolume.trim() === '' ? undefined : Number(data.debitCardVolume);
  const credit = data.creditCardVolume.trim() === '' ? undefined : Number(data.creditCardVolume);
  if (credit !== undefined && Number.isFinite(credit) && credit <= 100) return credit;
  if (debit !== undefined && Number.isFinite(debit) && debit <= 100) return 100 - debit;
  return fallback;
}

export function splitOf(data: BusinessData, field: SplitField, fallback: number): number {
  return data[field][0] ?? fallback;
}

function roundToSliderStep(value: number): number {
  const stepped = Math.round(value / SPLIT_SLIDER.step) * SPLIT_SLIDER.step;
  return Math.min(Math.max(stepped, SPLIT_SLIDER.min), SPLIT_SLIDER.max);
}

/**
 * 'Use Industry Typical': turnover, average value and the four splits of the sector. The
 * splits are put on the sliders' 5-point steps so that what the sliders show is what is priced.
 */
export function withIndustryDefaults(data: BusinessData, defaults: IndustryDefaults): BusinessData {
  const withCredit = withCreditShare(data, roundToSliderStep(defaults.creditDebitSplitDefault));
  return {
    ...withCredit,
    monthlyTurnover: String(Math.round(defaults.monthlyTurnoverDefault)),
    averageTransaction: String(roundHalfAwayFromZero(defaults.averageTransactionDefault, 2)),
    personalCorporateSplit: [roundToSliderStep(defaults.personalCorporateSplitDefault)],
    ukInternationalSplit: [roundToSliderStep(defaults.ukInternationalSplitDefault)],
    f2fCnpSplit: [roundToSliderStep(defaults.f2fCnpSplitDefault)],
  };
}

/** The cost fields a statement analysis may give besides the total (Detailed Rates). */
const EXTRACTED_RATE_FIELDS = [
  'currentDebitFee',
  'currentCreditFee',
  'currentCorporateCreditFee',
  'currentAuthFee',
  'currentMonthlyFees',
  'currentTerminalRental',
  'currentOtherFees',
] as const satisfies readonly (keyof ExtractedData & keyof BusinessData)[];

/** Every cost field a statement analysis may give: the total, then the rates. */
const EXTRACTED_COST_FIELDS = ['currentTotalMonthlyCost', ...EXTRACTED_RATE_FIELDS] as const;

/**
 * Fills in what a statement analysis found. Card volumes on a statement are amounts; they are
 * stored as shares of their total (credit share, and the corporate part of credit as the
 * personal/corporate split), with the turnover taken from the statement or, failing that, the
 * card total, so the price is the same as with the amounts.
 */
export function withExtractedData(data: BusinessData, extracted: ExtractedData): BusinessData {
  let next: BusinessData = { ...data };
  const turnover = parsePositiveInput(extracted.monthlyTurnover);
  let debit = parseNumericInput(extracted.debitCardVolume);
  let credit = parseNumericInput(extracted.creditCardVolume);
  if (turnover !== undefined && debit !== undefined && credit === undefined && debit <= turnover) credit = turnover - debit;
  if (turnover !== undefined && credit !== undefined && debit === undefined && credit <= turnover) debit = turnover - credit;
  const cardTotal = (debit ?? 0) + (credit ?? 0);

  if (turnover !== undefined) next.monthlyTurnover = String(roundHalfAwayFromZero(turnover, 2));
  else if (cardTotal > 100) next.monthlyTurnover = String(roundHalfAwayFromZero(cardTotal, 2));

  if (debit !== undefined && credit !== undefined && cardTotal > 0) {
    next = withCreditShare(next, (credit / cardTotal) * 100);
    const corporate = parsePositiveInput(extracted.corporateCardVolume);
    if (corporate !== undefined && credit > 0 && cardTotal > 100) {
      const personal = Math.max(0, Math.min(100, ((credit - Math.min(corporate, credit)) / credit) * 100));
      next.personalCorporateSplit = [roundHalfAwayFromZero(personal, 2)];
    }
  }

  const transactions = parsePositiveInput(extracted.transactionsPerMonth);
  if (transactions !== undefined) next.transactionsPerMonth = String(Math.round(transactions));
  const average = parsePositiveInput(extracted.averageTransaction);
  if (average !== undefined) next.averageTransaction = String(roundHalfAwayFromZero(average, 2));
  if (typeof extracted.currentProvider === 'string' && extracted.currentProvider.trim() !== '') {
    next.currentProvider = extracted.currentProvider.trim();
  }
  for (const field of EXTRACTED_COST_FIELDS) {
    const value = parseNumericInput(extracted[field]);
    if (value !== undefined) next[field] = String(roundHalfAwayFromZero(value, 4));
  }
  return next;
}

/** Whether a statement gave a total (Quick Total) or rates (Detailed Rates). */
export function extractedCostKind(extracted: ExtractedData): 'total' | 'rates' | null {
  if (parseNumericInput(extracted.currentTotalMonthlyCost) !== undefined) return 'total';
  return EXTRACTED_RATE_FIELDS.some((key) => parseNumericInput(extracted[key]) !== undefined) ? 'rates' : null;
}

/** New customers start step 3 with the default credit/debit shares (credit 70, debit 30). */
export function withNewCustomerVolumes(data: BusinessData): BusinessData {
  if (data.paymentStatus !== 'new' || data.debitCardVolume.trim() !== '' || data.creditCardVolume.trim() !== '') return data;
  return withCreditShare(data, DEFAULT_CREDIT_SHARE);
}

/** The older cost form starts filled in with ORIGINAL_COST_PREFILLS (blank fields only). */
export function withOriginalCostPrefills(data: BusinessData): BusinessData {
  const next = { ...data };
  for (const field of Object.keys(ORIGINAL_COST_PREFILLS) as RateField[]) {
    if (next[field].trim() === '') next[field] = ORIGINAL_COST_PREFILLS[field];
  }
  return next;
}

export function isExistingCustomer(data: Pick<BusinessData, 'paymentStatus'>): boolean {
  return data.paymentStatus === 'existing' || data.paymentStatus === 'contract';
}
