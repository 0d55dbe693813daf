const DATE = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** A date, ISO string or timestamp -> '22/11/2026'. Missing or invalid dates give ''. */
export const formatDate = (value: Date | string | number | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
};
