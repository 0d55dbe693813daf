import { formatCount, formatGBP } from '../../src/comparison/pricing/money';

const DATE = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const toDate = (value: Date | string | number | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A date, ISO string or timestamp -> '22/11/2026'. Missing or invalid dates give ''. */
export const formatDate = (value: Date | string | number | null | undefined): string => {
  const date = toDate(value);
  return date ? DATE.format(date) : '';
};

/** A date and time -> '22/11/2026, 14:30' (en-GB, the browser's time zone). Missing or invalid give ''. */
export const formatDateTime = (value: Date | string | number | null | undefined): string => {
  const date = toDate(value);
  return date ? DATE_TIME.format(date) : '';
};

/**
 * Pounds -> '£1,234.56' through the pricing module's formatter, the one the wizard and the
 * server's emails use (same text everywhere). Missing or not a number gives ''.
 */
export const formatMoney = (pounds: number | null | undefined): string =>
  typeof pounds === 'number' && Number.isFinite(pounds) ? formatGBP(pounds) : '';

/** A count with thousands separators -> '1,234'. Missing or not a number gives ''. */
export const formatNumber = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? formatCount(value) : '';
