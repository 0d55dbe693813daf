/**
 * The bounds of a sector's defaults (split percentages 0 to 100; turnover and
 * average transaction positive), pure (no framework imports): the server's DTO enforces them and
 * the back-office's edit dialog shows the same limits on its inputs.
 */
import type { NumberBounds } from '../number-bounds';

/** Splits are percentages from 0 to 100. */
export const SPLIT_PERCENT: NumberBounds = { min: 0, max: 100, decimals: 2 };
/** Turnover and average transaction are positive amounts in pounds and pence. */
export const MONTHLY_TURNOVER: NumberBounds = { min: 0.01, max: 100_000_000, decimals: 2 };
export const AVERAGE_TRANSACTION: NumberBounds = { min: 0.01, max: 1_000_000, decimals: 2 };
