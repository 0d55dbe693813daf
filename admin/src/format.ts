/** The one place the back-office formats money and dates for display (£1,234.56, en-GB dates). */
import { formatCount, formatGBP as formatPounds } from '@domain/pricing/money';
import { DATETIME_LOCAL_INPUT, formatUkDate, formatUkDateTime, toUkDateTimeLocal } from '@domain/uk-time';

// Dates and times are shown in UK time (and due times entered in it), whatever the browser's zone:
// the shared rule of @domain/uk-time, which the server reads due times with.

const toDate = (value: Date | string | number | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * 1234.5 -> '£1,234.50', through the pricing module's formatter: the same text the wizard and the
 * server's emails show. Missing amounts give ''.
 */
export const formatGBP = (amount: number | null | undefined): string => (typeof amount === 'number' && Number.isFinite(amount) ? formatPounds(amount) : '');

/** A date, ISO string or timestamp -> '22/11/2026' (the UK day). Missing or invalid dates give ''. */
export const formatDate = (value: Date | string | number | null | undefined): string => {
  const date = toDate(value);
  return date ? formatUkDate(date) : '';
};

/**
 * A due time as a datetime-local input gives it, as every task form sends it: UK wall-clock time
 * with no zone ('2026-11-25T14:30'), which the API reads as UK time whatever the browser's own
 * zone. Null when it is not a date and time.
 */
export const toUkWallClock = (typed: unknown): string | null => {
  const value = typeof typed === 'string' ? typed.trim() : '';
  return DATETIME_LOCAL_INPUT.test(value) ? value : null;
};

/** A date and time in UK time -> '22/11/2026 14:30'. Missing or invalid dates give ''. */
export const formatDateTime = (value: Date | string | number | null | undefined): string => {
  const date = toDate(value);
  return date ? formatUkDateTime(date) : '';
};

/**
 * An instant as an <input type="datetime-local"> shows it in UK time ('2026-11-22T14:30'): the
 * form the API reads as UK time. A value already in that form is kept; missing or invalid give ''.
 */
export const toUkDateTimeInput = (value: Date | string | number | null | undefined): string => {
  if (typeof value === 'string' && DATETIME_LOCAL_INPUT.test(value)) return value;
  const date = toDate(value);
  return date ? toUkDateTimeLocal(date) : '';
};

/** A count with thousands separators -> '1,234' (the pricing module's rule). Missing or not a number gives ''. */
export const formatNumber = (value: number | null | undefined): string => (typeof value === 'number' && Number.isFinite(value) ? formatCount(value) : '');
