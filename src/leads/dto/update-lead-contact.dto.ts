import { applyDecorators } from '@nestjs/common';
import { IsEmail } from 'class-validator';
import { FilledTextField } from '../../common/validators/field-decorators';
import { TextMatching } from '../../common/validators/field-rules';
import { LEAD_FIELD_RULES } from './lead-fields';

/**
 * The rules of a lead's contact details: an application's own (LEAD_FIELD_RULES), which the
 * validation and the API document read.
 */
export const LEAD_CONTACT_FIELD_RULES = {
  firstName: LEAD_FIELD_RULES.firstName,
  lastName: LEAD_FIELD_RULES.lastName,
  email: LEAD_FIELD_RULES.email,
  phone: LEAD_FIELD_RULES.phone,
  companyName: LEAD_FIELD_RULES.companyName,
} as const;

/** The contact fields a correction may change, in the order the audit lists them. */
export const LEAD_CONTACT_KEYS = ['firstName', 'lastName', 'email', 'phone', 'companyName'] as const;

/** How the timeline names each field. */
export const LEAD_CONTACT_LABELS: Readonly<Record<(typeof LEAD_CONTACT_KEYS)[number], string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  companyName: 'Company name',
};

export const LEAD_CONTACT_MESSAGES = {
  email: 'email must be a valid email address',
  phone: 'a phone number: 7 to 25 digits, spaces, +, (, ) or -',
} as const;

/**
 * PATCH /api/crm/leads/{leadId}: only the fields sent change. Names, email and phone cannot be
 * cleared (an application always has them); an empty company name clears it.
 */
export class UpdateLeadContactDto {
  @FilledTextField(LEAD_CONTACT_FIELD_RULES.firstName, 'notNull', { required: false, example: 'Jane' })
  firstName?: string;

  @FilledTextField(LEAD_CONTACT_FIELD_RULES.lastName, 'notNull', { required: false, example: 'Smith' })
  lastName?: string;

  @applyDecorators(
    FilledTextField(LEAD_CONTACT_FIELD_RULES.email, 'notNull', { required: false, format: 'email', example: 'jane@cornercafe.co.uk' }),
    IsEmail({}, { message: LEAD_CONTACT_MESSAGES.email }),
  )
  email?: string;

  @applyDecorators(
    FilledTextField(LEAD_CONTACT_FIELD_RULES.phone, 'notNull', {
      required: false,
      example: '07700 900123',
      pattern: LEAD_CONTACT_FIELD_RULES.phone.pattern.source,
      description: `Must be ${LEAD_CONTACT_MESSAGES.phone}`,
    }),
    TextMatching(LEAD_CONTACT_FIELD_RULES.phone.pattern, LEAD_CONTACT_MESSAGES.phone),
  )
  phone?: string;

  @FilledTextField(LEAD_CONTACT_FIELD_RULES.companyName, 'optional', { required: false, example: 'The Corner Café Ltd' })
  companyName?: string | null;
}
