/**
 * Input coercion of the wizard's figures (newer version: numbers are parsed as floats).
 */
import { DEFAULT_NUMBER_OF_TERMINALS } from './constants';
import type { NumericInput, PercentInput } from './types';

/**
 * Parses a number from a form or JSON value.
 * - numbers: used when finite and not negative;
 * - strings: every character except digits and the first decimal point is stripped
 *   ('£10,000.50' -> 10000.5, '80%' -> 80); a string without digits is absent;
 * - anything else (null, undefined, NaN, negative numbers) is absent (undefined).
 * Blank means absent; 0 is a value.
 */
export function parseNumericInput(value: NumericInput): number | undefined {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? value : undefined;
  }
  if (typeof value !== 'string') {
    return undefined;
  }
  let cleaned = '';
  let hasPoint = false;
  let hasDigit = false;
  for (const char of value) {
    if (char >= '0' && char <= '9') {
      cleaned += char;
      hasDigit = true;
    } else if (char === '.' && !hasPoint) {
      cleaned += char;
      hasPoint = true;
    }
  }
  if (!hasDigit) {
    return undefined;
  }
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A parsed number that is strictly positive, else undefined. */
export function parsePositiveInput(value: NumericInput): number | undefined {
  const parsed = parseNumericInput(value);
  return parsed !== undefined && parsed > 0 ? parsed : undefined;
}

function isPercentList(value: PercentInput): value is readonly NumericInput[] {
  return Array.isArray(value);
}

/**
 * Parses a percentage that may arrive as 80, '80' or [80] (first element of a list).
 * Values outside 0..100 are absent.
 */
export function parsePercentInput(value: PercentInput): number | undefined {
  const raw = isPercentList(value) ? value[0] : value;
  const parsed = parseNumericInput(raw);
  return parsed !== undefined && parsed <= 100 ? parsed : undefined;
}

/** A percentage with its default when absent or out of range. */
export function percentOrDefault(value: PercentInput, fallback: number): number {
  return parsePercentInput(value) ?? fallback;
}

/** Number of terminals: the whole part of the parsed value, at least 1 (default 1). */
export function parseTerminalCount(value: NumericInput): number {
  const parsed = parseNumericInput(value);
  if (parsed === undefined) {
    return DEFAULT_NUMBER_OF_TERMINALS;
  }
  return Math.max(DEFAULT_NUMBER_OF_TERMINALS, Math.floor(parsed));
}
