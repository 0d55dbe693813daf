/**
 * The bounds of provider and terminal figures, pure (no
 * framework imports): the server's DTOs enforce them and the back-office's forms can show them.
 * Where the forms give no upper bound, one is chosen that no real tariff reaches, so that a
 * typing slip is refused rather than stored.
 */
import { NumberBounds } from '../number-bounds';

export { hasAtMostDecimals, isWithin } from '../number-bounds';
export type { NumberBounds } from '../number-bounds';

/** Debit and credit fees, min and max: a percentage of the sale from 0 to 5, in steps of 0.01 (up to 3 places kept). */
export const RATE_PERCENT: NumberBounds = { min: 0, max: 5, decimals: 3 };

/** Authorisation fee in pence, at least 0, in steps of 0.1 (at most 100p). */
export const AUTHORIZATION_FEE_PENCE: NumberBounds = { min: 0, max: 100, decimals: 3 };

/** Pounds and pence: monthly minimum, set-up fees, rentals (at most £100,000). */
export const MONEY_POUNDS: NumberBounds = { min: 0, max: 100_000, decimals: 2 };

/** A terminal's recommended monthly card volume ceiling, in pounds. */
export const MONTHLY_VOLUME_POUNDS: NumberBounds = { min: 0, max: 100_000_000, decimals: 2 };

/** Trustpilot rating: 1.0 to 5.0 in steps of 0.1. */
export const TRUSTPILOT_RATING: NumberBounds = { min: 1, max: 5, decimals: 1 };

/** Merchant Compare rating: a whole number from 1 to 5. */
export const MERCHANT_COMPARE_RATING: NumberBounds = { min: 1, max: 5, decimals: 0 };

/** Notice to leave a contract, in whole days (at most a year). */
export const NOTICE_PERIOD_DAYS: NumberBounds = { min: 0, max: 365, decimals: 0 };

/** A terminal lease's length in whole months (at most 10 years; over 18 the summary box warns). */
export const TERMINAL_LEASE_MONTHS: NumberBounds = { min: 0, max: 120, decimals: 0 };

/** Contract term options of the edit form, in months (0: no fixed term). */
export const CONTRACT_TERM_MONTHS = [0, 12, 18, 24, 36] as const;

/** Figures that come in pairs, the first never above the second. */
export const RANGE_PAIRS = [
  ['debitFeeMin', 'debitFeeMax'],
  ['creditFeeMin', 'creditFeeMax'],
  ['terminalRentalMin', 'terminalRentalMax'],
] as const;

/** One message per pair whose minimum is above its maximum, naming the maximum's field. */
export function rangeViolations(record: object): string[] {
  const values = record as Record<string, unknown>;
  return RANGE_PAIRS.flatMap(([minField, maxField]) => {
    const min = values[minField];
    const max = values[maxField];
    if (typeof min !== 'number' || typeof max !== 'number' || min <= max) return [];
    return [`${maxField} must not be less than ${minField} (${max} < ${min})`];
  });
}

const RENTAL_RANGE = /^\s*£?\s*(\d{1,6}(?:\.\d{1,2})?)\s*(?:-|–|to)\s*£?\s*(\d{1,6}(?:\.\d{1,2})?)\s*$/i;

/**
 * A terminal rental range typed as pounds and pence, min-max ('19.95-34.99', '£15 - £25'),
 * or null when it is not one (or its minimum is above its maximum).
 */
export function parseRentalRange(text: string): { min: number; max: number } | null {
  const match = RENTAL_RANGE.exec(text);
  if (!match) return null;
  const [min, max] = [Number(match[1]), Number(match[2])];
  if (min > max || max > MONEY_POUNDS.max) return null;
  return { min, max };
}

/** A rental range as it is typed and shown: '19.95-34.99'. */
export function formatRentalRange(min: number, max: number): string {
  return `${min.toFixed(2)}-${max.toFixed(2)}`;
}
