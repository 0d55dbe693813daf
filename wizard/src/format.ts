/**
 * The one place money and dates are formatted for display (£1,234.56, en-GB dates).
 */
import { UK_TIME_ZONE } from '@domain/uk-time';

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const GBP_WHOLE_POUNDS = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: UK_TIME_ZONE,
});

export interface FormatGBPOptions {
  /** Round to whole pounds and drop the pence: '£350' rather than '£350.00' (prices, headline figures). */
  wholePounds?: boolean;
}

/** 1234.5 -> '£1,234.50'; with wholePounds, 350 -> '£350'. */
export function formatGBP(amount: number, options: FormatGBPOptions = {}): string {
  return (options.wholePounds ? GBP_WHOLE_POUNDS : GBP).format(amount);
}

/** A date, ISO string or timestamp -> '22/11/2026' (UK time); an invalid date gives ''. */
export function formatDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}
