import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { NumberBounds } from '../../domain/number-bounds';
import { Trim } from '../transforms/coerce';
import { FilledText, Flag, NotNull, Nullable, NumberWithin, TextList, TrimText, TrimToNull } from './field-rules';
import { TextUpTo } from './text-up-to';

/**
 * The decorators of request fields. Each takes the field's rule (a bound such as a text's longest
 * length, or the numbers allowed) once and applies from it both the validation and the field's
 * description in the API document, so the two cannot disagree. A DTO keeps its fields' rules in
 * one constant (e.g. TASK_FIELD_RULES) and builds its fields from it.
 */

/** A text of at most maxLength characters. */
export interface TextRule {
  maxLength: number;
}

/** A whole number from minimum to maximum, both included. */
export interface WholeNumberRule {
  minimum: number;
  maximum: number;
}

/** A list of at most maxItems different texts of 1 to maxLength characters each. */
export interface TextListRule {
  maxItems: number;
  maxLength: number;
}

/**
 * When the field is checked:
 * - required: always (it must be sent);
 * - optional: when sent and not null (null clears it);
 * - notNull: when sent (null is refused: its column is NOT NULL);
 * - whenFilled: when not blank (the service answers a missing or blank one with its own message).
 */
export type Presence = 'required' | 'optional' | 'notNull' | 'whenFilled';

/** The document's part of a field that its rule does not give (example, description, required...). */
export type FieldDoc = ApiPropertyOptions;

/** Missing, null or only spaces. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function whenChecked(presence: Presence): PropertyDecorator[] {
  if (presence === 'optional') return [IsOptional()];
  if (presence === 'notNull') return [NotNull()];
  if (presence === 'whenFilled') return [ValidateIf((_object: object, value: unknown) => !isBlank(value))];
  return [];
}

/** The field in the document, with its rule's bounds (which the doc cannot override). */
function documented(presence: Presence, doc: FieldDoc, rule: Record<string, unknown>): PropertyDecorator {
  return ApiProperty({ required: presence === 'required', ...doc, ...rule } as ApiPropertyOptions);
}

/**
 * A text of at most rule.maxLength characters ("title must be a text of at most 120 characters"); empty is allowed.
 * It is trimmed first unless isTrimmed is false (a text kept as written, such as an email's content).
 */
export function TextField(rule: TextRule, presence: Presence, doc: FieldDoc = {}, isTrimmed = true): PropertyDecorator {
  return applyDecorators(
    documented(presence, { type: String, ...doc }, { maxLength: rule.maxLength }),
    ...whenChecked(presence),
    ...(isTrimmed ? [Trim()] : []),
    TextUpTo(rule.maxLength),
  );
}

/**
 * A text, trimmed, of 1 to rule.maxLength characters ("name must be a text of 1 to 120 characters").
 * Optional (nullable) ones turn an empty text into null (clearing it); required and notNull ones refuse it by name.
 */
export function FilledTextField(rule: TextRule, presence: 'required' | 'optional' | 'notNull', doc: FieldDoc = {}): PropertyDecorator {
  const isNullable = presence === 'optional';
  return applyDecorators(
    documented(presence, { type: String, ...(isNullable ? { nullable: true } : {}), ...doc }, { maxLength: rule.maxLength }),
    ...whenChecked(presence),
    isNullable ? TrimToNull() : TrimText(),
    FilledText(rule.maxLength),
  );
}

/** A list of different texts (each trimmed), or null: "features must be a list of at most 30 different texts of 1 to 80 characters". */
export function TextListField(rule: TextListRule, doc: FieldDoc = {}): PropertyDecorator {
  return applyDecorators(
    documented(
      'optional',
      { type: [String], nullable: true, description: `Up to ${rule.maxItems} different texts of 1 to ${rule.maxLength} characters`, ...doc },
      { maxItems: rule.maxItems },
    ),
    Nullable(),
    TextList(rule.maxItems, rule.maxLength),
  );
}

/**
 * A number within bounds and their decimal places ("debitFeeMin must be a number from 0 to 5 with at most 3 decimal places"),
 * or null when optional; a required one left out is answered with the same message.
 */
export function NumberField(
  bounds: NumberBounds,
  doc: FieldDoc = {},
  unit = '',
  presence: 'optional' | 'notNull' | 'required' = 'optional',
): PropertyDecorator {
  const isNullable = presence === 'optional';
  return applyDecorators(
    documented(presence, { type: Number, ...(isNullable ? { nullable: true } : {}), ...doc }, { minimum: bounds.min, maximum: bounds.max }),
    ...(presence === 'required' ? [] : [isNullable ? Nullable() : NotNull()]),
    NumberWithin(bounds, unit),
  );
}

/** A whole number from rule.minimum to rule.maximum, answered with `message` (one for each way of being wrong). */
export function WholeNumberField(rule: WholeNumberRule, presence: Presence, message: string, doc: FieldDoc = {}): PropertyDecorator {
  return applyDecorators(
    documented(presence, { type: Number, ...doc }, { minimum: rule.minimum, maximum: rule.maximum }),
    ...whenChecked(presence),
    IsInt({ message }),
    Min(rule.minimum, { message }),
    Max(rule.maximum, { message }),
  );
}

/** One of a closed list of values, answered with `message` (by default "type must be one of: a, b"). */
export function OneOfField(values: readonly (string | number)[], presence: Presence, doc: FieldDoc = {}, message?: string): PropertyDecorator {
  return applyDecorators(
    documented(presence, doc, { enum: values }),
    ...whenChecked(presence),
    IsIn(values, { message: message ?? ((args) => `${args.property} must be one of: ${values.join(', ')}`) }),
  );
}

/** true or false ("isRecommended must be true or false"). */
export function FlagField(presence: Presence, doc: FieldDoc = {}): PropertyDecorator {
  return applyDecorators(documented(presence, { type: Boolean, ...doc }, {}), ...whenChecked(presence), Flag());
}
