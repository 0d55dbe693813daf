/**
 * Estimate of what the business pays today (the current-cost estimate).
 *
 * Priority: entered total (> 0) -> entered rates -> market defaults.
 */
import { parseNumericInput, parsePositiveInput } from './coerce';
import { NEWER_LIVE_ESTIMATE_FALLBACK_RATES } from './constants';
import type { FallbackRateSet } from './constants';
import { roundMoney } from './money';
import type { EstimateSource, PricingInputs, PricingProfileInput } from './types';
import { normalizePricingInputs } from './volumes';

/** The rates an estimate was computed with. */
export interface CurrentRates {
  debitPercent: number;
  creditPercent: number;
  corporatePercent: number;
  internationalPercent: number;
  authorizationFeePence: number;
  cnpPercent: number;
  monthlyFees: number;
  /** Monthly terminal rental for all terminals. */
  terminalRental: number;
  otherFees: number;
}

/**
 * Parts of a calculated estimate, each rounded to pence for display. The total is rounded once
 * from the exact sum, so displayed parts may differ from it by a penny.
 */
export interface CurrentCostBreakdown {
  debitFees: number;
  creditFees: number;
  corporateFees: number;
  internationalFees: number;
  authorizationFees: number;
  cardNotPresentFees: number;
  monthlyFees: number;
  terminalRental: number;
  otherFees: number;
}

export interface CurrentCostEstimate {
  /** Monthly cost in pounds, rounded to pence. */
  total: number;
  source: EstimateSource;
  /** null when the total was entered. */
  rates: CurrentRates | null;
  breakdown: CurrentCostBreakdown | null;
}

/** The object stored as step3CalculatedCurrentCost on the business profile. */
export interface Step3CalculatedCurrentCost {
  total: number;
  source: EstimateSource | 'step3_ui_calculation';
  timestamp: string;
}

/** The rate fields of the profile; any one given means the estimate is 'calculated_from_rates'. */
export const CURRENT_RATE_FIELDS = [
  'currentDebitFee',
  'currentCreditFee',
  'currentCorporateCreditFee',
  'currentAuthFee',
  'currentCnpFee',
  'currentInternationalFee',
  'currentMonthlyFees',
  'currentTerminalRental',
  'currentOtherFees',
] as const satisfies readonly (keyof PricingProfileInput)[];

/** true when at least one rate field parses to a number (0 counts as entered; blank does not). */
export function hasEnteredRates(profile: PricingProfileInput): boolean {
  return CURRENT_RATE_FIELDS.some((field) => parseNumericInput(profile[field]) !== undefined);
}

function fallbackTerminalRental(fallback: FallbackRateSet, numberOfTerminals: number): number {
  return fallback.isTerminalRentalPerTerminal ? fallback.terminalRental * numberOfTerminals : fallback.terminalRental;
}

/** Entered rates with each missing one taken from the fallback set. */
export function resolveCurrentRates(
  profile: PricingProfileInput,
  numberOfTerminals: number,
  fallback: FallbackRateSet = NEWER_LIVE_ESTIMATE_FALLBACK_RATES,
): CurrentRates {
  return {
    debitPercent: parseNumericInput(profile.currentDebitFee) ?? fallback.debitPercent,
    creditPercent: parseNumericInput(profile.currentCreditFee) ?? fallback.creditPercent,
    corporatePercent: parseNumericInput(profile.currentCorporateCreditFee) ?? fallback.corporatePercent,
    internationalPercent: parseNumericInput(profile.currentInternationalFee) ?? fallback.internationalPercent,
    authorizationFeePence: parseNumericInput(profile.currentAuthFee) ?? fallback.authorizationFeePence,
    cnpPercent: parseNumericInput(profile.currentCnpFee) ?? fallback.cnpPercent ?? 0,
    monthlyFees: parseNumericInput(profile.currentMonthlyFees) ?? fallback.monthlyFees,
    terminalRental: parseNumericInput(profile.currentTerminalRental) ?? fallbackTerminalRental(fallback, numberOfTerminals),
    otherFees: parseNumericInput(profile.currentOtherFees) ?? 0,
  };
}

/** The market-default rates of a fallback set (nothing entered). */
export function marketDefaultRates(numberOfTerminals: number, fallback: FallbackRateSet = NEWER_LIVE_ESTIMATE_FALLBACK_RATES): CurrentRates {
  return resolveCurrentRates({}, numberOfTerminals, fallback);
}

/**
 * The estimate formula: debit, credit (personal credit), corporate credit and international
 * percentages of their volumes + authorization pence x transactions / 100 + CNP percent of the
 * card-not-present volume + monthly fees + terminal rental + other fees, rounded once to pence.
 */
export function calculateCostFromRates(inputs: PricingInputs, rates: CurrentRates): { total: number; breakdown: CurrentCostBreakdown } {
  const parts: CurrentCostBreakdown = {
    debitFees: (inputs.debitVolume * rates.debitPercent) / 100,
    creditFees: (inputs.personalCreditVolume * rates.creditPercent) / 100,
    corporateFees: (inputs.corporateCreditVolume * rates.corporatePercent) / 100,
    internationalFees: (inputs.internationalVolume * rates.internationalPercent) / 100,
    authorizationFees: (rates.authorizationFeePence * inputs.transactions) / 100,
    cardNotPresentFees: (inputs.cardNotPresentVolume * rates.cnpPercent) / 100,
    monthlyFees: rates.monthlyFees,
    terminalRental: rates.terminalRental,
    otherFees: rates.otherFees,
  };
  const exactTotal =
    parts.debitFees +
    parts.creditFees +
    parts.corporateFees +
    parts.internationalFees +
    parts.authorizationFees +
    parts.cardNotPresentFees +
    parts.monthlyFees +
    parts.terminalRental +
    parts.otherFees;
  const breakdown: CurrentCostBreakdown = {
    debitFees: roundMoney(parts.debitFees),
    creditFees: roundMoney(parts.creditFees),
    corporateFees: roundMoney(parts.corporateFees),
    internationalFees: roundMoney(parts.internationalFees),
    authorizationFees: roundMoney(parts.authorizationFees),
    cardNotPresentFees: roundMoney(parts.cardNotPresentFees),
    monthlyFees: roundMoney(parts.monthlyFees),
    terminalRental: roundMoney(parts.terminalRental),
    otherFees: roundMoney(parts.otherFees),
  };
  return { total: roundMoney(exactTotal), breakdown };
}

/**
 * Current monthly cost: the entered total, else the entered rates, else market defaults. `fallback` is the set used for missing rates and
 * market defaults (the product uses the newer live estimate; the other sets are exported for
 * reference and comparison). `inputs` may be passed when already normalized.
 */
export function estimateCurrentMonthlyCost(
  profile: PricingProfileInput,
  fallback: FallbackRateSet = NEWER_LIVE_ESTIMATE_FALLBACK_RATES,
  inputs: PricingInputs = normalizePricingInputs(profile),
): CurrentCostEstimate {
  const enteredTotal = parsePositiveInput(profile.currentTotalMonthlyCost);
  if (enteredTotal !== undefined) {
    return { total: roundMoney(enteredTotal), source: 'total_cost_input', rates: null, breakdown: null };
  }
  const isFromRates = hasEnteredRates(profile);
  const rates = isFromRates ? resolveCurrentRates(profile, inputs.numberOfTerminals, fallback) : marketDefaultRates(inputs.numberOfTerminals, fallback);
  const { total, breakdown } = calculateCostFromRates(inputs, rates);
  return { total, source: isFromRates ? 'calculated_from_rates' : 'market_defaults', rates, breakdown };
}

function toTimestamp(timestamp: string | Date | undefined): string {
  if (timestamp === undefined) {
    return new Date().toISOString();
  }
  return typeof timestamp === 'string' ? timestamp : timestamp.toISOString();
}

/** step3CalculatedCurrentCost as computed by the server: source is the estimate's own source. */
export function calculateStep3CurrentCost(profile: PricingProfileInput, timestamp?: string | Date): Step3CalculatedCurrentCost {
  const estimate = estimateCurrentMonthlyCost(profile);
  return { total: estimate.total, source: estimate.source, timestamp: toTimestamp(timestamp) };
}

/** step3CalculatedCurrentCost as stored by the wizard: same total, source 'step3_ui_calculation'. */
export function calculateStep3UiCurrentCost(profile: PricingProfileInput, timestamp?: string | Date): Step3CalculatedCurrentCost {
  const estimate = estimateCurrentMonthlyCost(profile);
  return { total: estimate.total, source: 'step3_ui_calculation', timestamp: toTimestamp(timestamp) };
}
