const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

const DATE = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** 1234.56 -> '£1,234.56'. Accepts numbers or numeric strings; anything else gives ''. */
export const formatGBP = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(String(value).replace(/[£,\s]/g, ''));
  return Number.isFinite(amount) ? GBP.format(amount) : '';
};

/** A date, ISO string or timestamp -> '22/11/2026'. Missing or invalid dates give ''. */
export const formatDate = (value: Date | string | number | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
};
