import { Transform } from 'class-transformer';
import { parseNumericInput } from '../../domain/pricing';

/**
 * The wizard sends numbers as numbers or as formatted strings ("10,000", "£25.50").
 * Non-digits are stripped (keeping one decimal point and a leading minus); an empty string is
 * "not given". Anything left that is not a number stays as it was, so the validator names it.
 */
export function coerceNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return value === '' ? undefined : value;
  if (typeof value !== 'string') return value;
  // The input coercion of the shared pricing module, which reads digits only; the sign is kept here so
  // that a negative figure is refused by name rather than read as positive.
  const parsed = parseNumericInput(value);
  if (parsed === undefined) return value;
  return value.trim().startsWith('-') ? -parsed : parsed;
}

/** A percentage sent as a number or a one-element list ([80]). */
export function coercePercent(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 1 ? coerceNumber(value[0]) : value;
  return coerceNumber(value);
}

export const ToNumber = (): PropertyDecorator => Transform(({ value }) => coerceNumber(value));
export const ToPercent = (): PropertyDecorator => Transform(({ value }) => coercePercent(value));
export const Trim = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
