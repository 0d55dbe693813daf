/**
 * Turns a business profile into the figures every calculation uses.
 */
import { parseNumericInput, parsePositiveInput, parseTerminalCount, percentOrDefault } from './coerce';
import {
  DEFAULT_AVERAGE_TRANSACTION,
  DEFAULT_CALCULATION_TURNOVER,
  DEFAULT_CREDIT_PERCENT,
  DEFAULT_DEBIT_PERCENT,
  DEFAULT_FACE_TO_FACE_PERCENT,
  DEFAULT_PERSONAL_PERCENT,
  DEFAULT_UK_PERCENT,
  VOLUME_PERCENT_THRESHOLD,
} from './constants';
import { knownPaymentMethods, resolveIntegrationNeed } from './integration';
import type { NumericInput, PricingInputs, PricingProfileInput, VolumeBasis } from './types';

interface CardSplit {
  basis: VolumeBasis;
  debitVolume: number;
  creditVolume: number;
}

/** Tolerance when checking that two percentages add up to 100. */
const PERCENT_SUM_TOLERANCE = 1e-9;

/**
 * Debit and credit volumes:
 * - debit + credit > 100: both are monthly amounts (a missing one is 0);
 * - otherwise they are percentages of turnover; a single given percentage takes the rest as its
 *   complement (debit 60 -> credit 40); both given must add up to 100;
 * - missing, or percentages that do not add up to 100: the default 70% debit / 30% credit.
 */
export function splitCardVolumes(debitInput: NumericInput, creditInput: NumericInput, turnover: number): CardSplit {
  const debit = parseNumericInput(debitInput);
  const credit = parseNumericInput(creditInput);
  if ((debit ?? 0) + (credit ?? 0) > VOLUME_PERCENT_THRESHOLD) {
    return { basis: 'amounts', debitVolume: debit ?? 0, creditVolume: credit ?? 0 };
  }
  let debitPercent: number | undefined;
  if (debit !== undefined && credit !== undefined) {
    debitPercent = Math.abs(debit + credit - 100) < PERCENT_SUM_TOLERANCE ? debit : undefined;
  } else if (debit !== undefined) {
    debitPercent = debit;
  } else if (credit !== undefined) {
    debitPercent = 100 - credit;
  }
  if (debitPercent === undefined) {
    return {
      basis: 'default_split',
      debitVolume: (turnover * DEFAULT_DEBIT_PERCENT) / 100,
      creditVolume: (turnover * DEFAULT_CREDIT_PERCENT) / 100,
    };
  }
  return {
    basis: 'percentages',
    debitVolume: (turnover * debitPercent) / 100,
    creditVolume: (turnover * (100 - debitPercent)) / 100,
  };
}

/**
 * Applies the input coercions and the defaults:
 * - turnover: parsed float; missing or 0 -> 5000 for calculation;
 * - card turnover = debit volume + credit volume (equals turnover unless volumes are amounts);
 * - corporate credit: a positive corporateCardVolume is taken as the corporate part of the credit
 *   volume (capped at it) when volumes are amounts; otherwise credit x (100 - personal%);
 * - international = card turnover x (100 - UK%); card-not-present = card turnover x (100 - f2f%);
 * - average transaction: missing or 0 -> 25;
 * - transactions: transactionsPerMonth when positive, else card turnover / average (not rounded);
 * - splits: personal 80, UK 95, face-to-face 80 when absent or outside 0..100.
 */
export function normalizePricingInputs(profile: PricingProfileInput): PricingInputs {
  const enteredTurnover = parsePositiveInput(profile.monthlyTurnover);
  const monthlyTurnover = enteredTurnover ?? DEFAULT_CALCULATION_TURNOVER;
  const split = splitCardVolumes(profile.debitCardVolume, profile.creditCardVolume, monthlyTurnover);
  const cardTurnover = split.debitVolume + split.creditVolume;

  const personalPercent = percentOrDefault(profile.personalCorporateSplit, DEFAULT_PERSONAL_PERCENT);
  const ukPercent = percentOrDefault(profile.ukInternationalSplit, DEFAULT_UK_PERCENT);
  const faceToFacePercent = percentOrDefault(profile.f2fCnpSplit, DEFAULT_FACE_TO_FACE_PERCENT);

  const enteredCorporate = parsePositiveInput(profile.corporateCardVolume);
  const corporateCreditVolume =
    split.basis === 'amounts' && enteredCorporate !== undefined
      ? Math.min(enteredCorporate, split.creditVolume)
      : (split.creditVolume * (100 - personalPercent)) / 100;

  const averageTransaction = parsePositiveInput(profile.averageTransaction) ?? DEFAULT_AVERAGE_TRANSACTION;
  const transactions = parsePositiveInput(profile.transactionsPerMonth) ?? cardTurnover / averageTransaction;

  return {
    monthlyTurnover,
    isTurnoverFallback: enteredTurnover === undefined,
    volumeBasis: split.basis,
    cardTurnover,
    debitVolume: split.debitVolume,
    creditVolume: split.creditVolume,
    personalCreditVolume: split.creditVolume - corporateCreditVolume,
    corporateCreditVolume,
    internationalVolume: (cardTurnover * (100 - ukPercent)) / 100,
    cardNotPresentVolume: (cardTurnover * (100 - faceToFacePercent)) / 100,
    averageTransaction,
    transactions,
    numberOfTerminals: parseTerminalCount(profile.numberOfTerminals),
    personalPercent,
    ukPercent,
    faceToFacePercent,
    paymentMethods: knownPaymentMethods(profile.paymentMethods),
    integrationNeed: resolveIntegrationNeed(profile.needsIntegration, profile.paymentMethods),
    businessType: typeof profile.businessType === 'string' && profile.businessType !== '' ? profile.businessType : null,
  };
}
