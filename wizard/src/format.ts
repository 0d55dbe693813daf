/**
 * The one place money and dates are formatted for display (£1,234.56, en-GB dates).
 */
import { formatGBP as formatPounds } from '@domain/pricing/money';
import { formatUkDate } from '@domain/uk-time';

/** Made at its first use, not while the page's scripts load (an Intl formatter is slow to make). */
let gbpWholePounds: Intl.NumberFormat | undefined;
const wholePoundsFormat = (): Intl.NumberFormat =>
  (gbpWholePounds ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }));

export interface FormatGBPOptions {
  /** Round to whole pounds and drop the pence: '£350' rather than '£350.00' (prices, headline figures). */
  wholePounds?: boolean;
}

/** 1234.5 -> '£1,234.50' (the pricing module's text, as the emails print it); with wholePounds, 350 -> '£350'. */
export function formatGBP(amount: number, options: FormatGBPOptions = {}): string {
  return options.wholePounds ? wholePoundsFormat().format(amount) : formatPounds(amount);
}

/** A date, ISO string or timestamp -> '22/11/2026' (UK time); an invalid date gives ''. */
export function formatDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatUkDate(date);
}
