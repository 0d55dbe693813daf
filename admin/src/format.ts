/** The one place the back-office formats money and dates for display (DECISIONS: £1,234.56, en-GB dates). */

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const DATE = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** 1234.5 -> '£1,234.50'. Missing amounts give ''. */
export const formatGBP = (amount: number | null | undefined): string =>
  amount === null || amount === undefined || Number.isNaN(amount) ? '' : GBP.format(amount);

/** A date, ISO string or timestamp -> '22/11/2026'. Missing or invalid dates give ''. */
export const formatDate = (value: Date | string | number | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
};
