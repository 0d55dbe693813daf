/**
 * Money rounding and formatting: the one rule used for every published figure.
 *
 * Rule: round half away from zero to whole pence. Before rounding, the scaled magnitude is nudged
 * up by a few units in the last place, which removes binary floating-point noise
 * (1.005 * 100 = 100.49999999999999 becomes 100.5 and rounds to 101, so £1.005 -> £1.01).
 * Sums of already-rounded figures are added in integer pence.
 */

/** Nudges a scaled value by a few ulps so that 100.49999999999999 (float noise for 100.5) rounds up. */
function snap(value: number): number {
  return value * (1 + 4 * Number.EPSILON);
}

/** Rounds half away from zero to `decimals` places (default 2), free of float artefacts. */
export function roundHalfAwayFromZero(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Cannot round a non-finite value: ${value}`);
  }
  const factor = 10 ** decimals;
  const magnitude = Math.round(snap(Math.abs(value) * factor)) / factor;
  if (magnitude === 0) {
    return 0;
  }
  return value < 0 ? -magnitude : magnitude;
}

/** Rounds pounds to pence: the money rounding rule. */
export function roundMoney(pounds: number): number {
  return roundHalfAwayFromZero(pounds, 2);
}

/** A rate as a person reads it: a percentage (or pence) to at most 2 decimal places. */
export function roundRate(rate: number): number {
  return roundHalfAwayFromZero(rate, 2);
}

/** A count as a person reads it: a whole number (666.67 transactions -> 667). */
export function roundCount(value: number): number {
  return roundHalfAwayFromZero(value, 0);
}

/** Pounds to whole pence (integer), with the money rounding rule. */
export function toPence(pounds: number): number {
  return Math.round(roundMoney(pounds) * 100);
}

/** Whole pence to pounds. */
export function fromPence(pence: number): number {
  return pence / 100;
}

/** Adds money figures in integer pence; each is rounded to pence first. */
export function sumMoney(...amounts: readonly number[]): number {
  let pence = 0;
  for (const amount of amounts) {
    pence += toPence(amount);
  }
  return fromPence(pence);
}

/** Groups the digits of a non-negative integer string in threes: '1234567' -> '1,234,567'. */
export function groupThousands(digits: string): string {
  // A loop, not a regular expression: every figure of a comparison's reasoning passes here.
  let text = digits.slice(0, digits.length % 3 || 3);
  for (let i = text.length; i < digits.length; i += 3) text += `,${digits.slice(i, i + 3)}`;
  return text;
}

/**
 * Formats pounds as en-GB GBP: 1234.5 -> '£1,234.50', -12 -> '-£12.00'.
 * Implemented without Intl so the browser and the server print identical text.
 */
export function formatGBP(pounds: number): string {
  const pence = toPence(pounds);
  const absolute = Math.abs(pence);
  const whole = Math.floor(absolute / 100);
  const fraction = absolute % 100;
  const text = `£${groupThousands(String(whole))}.${String(fraction).padStart(2, '0')}`;
  return pence < 0 ? `-${text}` : text;
}

/** Formats a count with thousands separators after rounding to a whole number: 1234.4 -> '1,234'. */
export function formatCount(value: number): string {
  const rounded = roundHalfAwayFromZero(value, 0);
  const text = groupThousands(String(Math.abs(rounded)));
  return rounded < 0 ? `-${text}` : text;
}

function trimDecimals(value: number, maxDecimals: number, minDecimals: number): string {
  let text = roundHalfAwayFromZero(value, maxDecimals).toFixed(maxDecimals);
  while (maxDecimals > minDecimals && text.endsWith('0')) {
    text = text.slice(0, -1);
    maxDecimals -= 1;
  }
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** Formats a percentage rate with 2 to 3 decimals: 0.45 -> '0.45%', 2.4 -> '2.40%', 0.475 -> '0.475%'. */
export function formatPercent(rate: number): string {
  return `${trimDecimals(rate, 3, 2)}%`;
}

/** Formats pence with up to 2 decimals: 4 -> '4p', 4.5 -> '4.5p'. */
export function formatPence(pence: number): string {
  return `${trimDecimals(pence, 2, 0)}p`;
}
