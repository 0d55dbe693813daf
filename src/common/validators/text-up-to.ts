import { ValidateBy } from 'class-validator';

/**
 * A text of at most `max` characters, answered with one message naming the field (IsString plus
 * MaxLength would answer two for a number).
 */
export function TextUpTo(max: number): PropertyDecorator {
  return ValidateBy({
    name: 'textUpTo',
    constraints: [max],
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.length <= max,
      defaultMessage: (args) => `${args?.property ?? 'value'} must be a text of at most ${max} characters`,
    },
  });
}
