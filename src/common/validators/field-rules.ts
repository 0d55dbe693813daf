import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import { isWithin, NumberBounds } from '../../domain/number-bounds';

/**
 * Validation of back-office form fields (providers, terminals, industry defaults): each failure
 * is one message naming the field, so a 400 says which field is wrong and why.
 */

/** The field may be left out or sent as null (clearing it). */
export const Nullable = (): PropertyDecorator => IsOptional();

/** The field may be left out, but not sent as null (its column is NOT NULL). */
export const NotNull = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);

/** Trims a text; an empty text clears a nullable field. */
export const TrimToNull = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

/** Trims a text (a NOT NULL one, where empty is refused by name). */
export const TrimText = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A number within bounds, e.g. "debitFeeMin must be a number from 0 to 5 with at most 3 decimal places". */
export function NumberWithin(bounds: NumberBounds, unit = ''): PropertyDecorator {
  const places = bounds.decimals === 0 ? 'a whole number' : `a number with at most ${bounds.decimals} decimal place${bounds.decimals === 1 ? '' : 's'}`;
  return ValidateBy({
    name: 'numberWithin',
    validator: {
      validate: (value: unknown) => isWithin(value, bounds),
      defaultMessage: (args) => `${args?.property ?? 'value'} must be ${places} from ${bounds.min} to ${bounds.max}${unit}`,
    },
  });
}

/** One of a few numbers (contract terms). */
export function NumberOneOf(values: readonly number[], unit = ''): PropertyDecorator {
  return ValidateBy({
    name: 'numberOneOf',
    validator: {
      validate: (value: unknown) => typeof value === 'number' && values.includes(value),
      defaultMessage: (args) => `${args?.property ?? 'value'} must be one of ${values.join(', ')}${unit}`,
    },
  });
}

/** A non-empty text of at most `max` characters (after trimming). */
export function FilledText(max: number): PropertyDecorator {
  return ValidateBy({
    name: 'filledText',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= max,
      defaultMessage: (args) => `${args?.property ?? 'value'} must be a text of 1 to ${max} characters`,
    },
  });
}

/** A list of at most `maxItems` distinct non-empty texts of at most `maxLength` characters each (trimmed). */
export function TextList(maxItems: number, maxLength: number): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (Array.isArray(value) ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item)) : value)),
    ValidateBy({
      name: 'textList',
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) &&
          value.length <= maxItems &&
          value.every((item) => typeof item === 'string' && item.length > 0 && item.length <= maxLength) &&
          new Set(value).size === value.length,
        defaultMessage: (args) => `${args?.property ?? 'value'} must be a list of at most ${maxItems} different texts of 1 to ${maxLength} characters`,
      },
    }),
  );
}

/** true or false. */
export function Flag(): PropertyDecorator {
  return ValidateBy({
    name: 'flag',
    validator: {
      validate: (value: unknown) => typeof value === 'boolean',
      defaultMessage: (args) => `${args?.property ?? 'value'} must be true or false`,
    },
  });
}

/** A text matching a pattern, with the message given. */
export function TextMatching(pattern: RegExp, description: string): PropertyDecorator {
  return ValidateBy({
    name: 'textMatching',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && pattern.test(value),
      defaultMessage: (args) => `${args?.property ?? 'value'} must be ${description}`,
    },
  });
}

/** One of a closed list of texts. */
export function TextOneOf(values: readonly string[]): PropertyDecorator {
  return ValidateBy({
    name: 'textOneOf',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && values.includes(value),
      defaultMessage: (args) => `${args?.property ?? 'value'} must be one of: ${values.join(', ')}`,
    },
  });
}
