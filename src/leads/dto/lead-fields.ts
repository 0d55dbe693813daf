import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../common/transforms/coerce';
import { FieldDoc, OneOfField, TextRule } from '../../common/validators/field-decorators';

export const TIMELINES = ['asap', '1month', '3months', 'exploring'] as const;

/**
 * The rules of an application's fields, each written once: the validation and the API document
 * read them. The names', email's and company name's lengths are their columns' own; a phone
 * number is the wizard's rule (7 to 25 digits, spaces, +, (, ) or -, so at most 25 characters).
 */
export const LEAD_FIELD_RULES = {
  firstName: { maxLength: 100 },
  lastName: { maxLength: 100 },
  email: { maxLength: 254 },
  phone: { pattern: /^[+()0-9\s-]{7,25}$/, maxLength: 25 },
  companyName: { maxLength: 200 },
  timeline: TIMELINES,
  additionalRequirements: { maxLength: 5000 },
} as const;

const RULES = LEAD_FIELD_RULES;

/**
 * The application form's fields answer the messages the wizard shows ('firstName is required',
 * 'email must be a valid email address'...), so these decorators keep class-validator's checks and
 * take their bounds from LEAD_FIELD_RULES. The validators are listed in the order they are checked,
 * which is the order of the messages of a value wrong in several ways.
 */

const isRequired = ({ property }: { property: string }): string => `${property} is required`;

/** A required text, trimmed: missing or empty answers '<field> is required'. */
export const RequiredTextField = (rule: TextRule, doc: FieldDoc = {}): PropertyDecorator =>
  applyDecorators(ApiProperty({ ...doc, maxLength: rule.maxLength }), Trim(), MaxLength(rule.maxLength), IsNotEmpty({ message: isRequired }), IsString());

/** A text that may be left out or null: the business profile's rule (profiles/dto/profile-fields.ts). */
export { OptionalTextField } from '../../profiles/dto/profile-fields';

/** Trimmed; required and a valid address. */
export const EmailField = (doc: FieldDoc = {}): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ ...doc, maxLength: RULES.email.maxLength }),
    Trim(),
    MaxLength(RULES.email.maxLength),
    IsEmail({}, { message: 'email must be a valid email address' }),
    IsNotEmpty({ message: isRequired }),
  );

/** Trimmed; required and a phone number as the wizard takes it. */
export const PhoneField = (doc: FieldDoc = {}): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ ...doc, pattern: RULES.phone.pattern.source }),
    Trim(),
    Matches(RULES.phone.pattern, { message: 'phone must be a valid phone number' }),
    IsNotEmpty({ message: isRequired }),
    IsString(),
  );

/** Required: one of TIMELINES ('timeline must be one of: asap, ...'). */
export const TimelineField = (doc: FieldDoc = {}): PropertyDecorator =>
  applyDecorators(OneOfField(RULES.timeline, 'required', doc), IsNotEmpty({ message: isRequired }));
