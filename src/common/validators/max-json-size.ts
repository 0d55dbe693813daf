import { ValidateBy, ValidationOptions } from 'class-validator';

/**
 * The bound of every free-form JSON field (a profile's calculatedPricing, a lead's businessData,
 * saved wizard state...): what a TEXT column holds on MySQL/MariaDB (65,535 bytes), so the same
 * value is accepted on both engines. Larger answers 400 naming the field.
 */
export const MAX_JSON_FIELD_BYTES = 65_535;

export function jsonByteLength(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
}

/** The value, serialised as JSON, is at most `max` bytes (64 KB by default). */
export function MaxJsonSize(max = MAX_JSON_FIELD_BYTES, options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxJsonSize',
      constraints: [max],
      validator: {
        validate: (value: unknown) => typeof value !== 'object' || value === null || jsonByteLength(value) <= max,
        defaultMessage: (args) => `${args?.property ?? 'value'} is too large (at most 64 KB)`,
      },
    },
    options,
  );
}
