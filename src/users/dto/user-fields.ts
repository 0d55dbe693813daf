import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { FieldDoc } from '../../common/validators/field-decorators';
import { PASSWORD_RULES, PASSWORD_TOO_SHORT } from '../../domain/password-rules';
import { ROLES } from '../entities/crm-user.entity';

/** The rules of a user's fields, each written once: the validation and the API document read them. */
export const USER_FIELD_RULES = {
  name: { maxLength: 120 },
  email: { maxLength: 254 },
  // The back-office's set-password screen checks the same rule (domain/password-rules.ts).
  password: PASSWORD_RULES,
  role: ROLES,
} as const;

const RULES = USER_FIELD_RULES;

/**
 * Create sends every field (required); update sends only those that change (optional).
 * The validators are listed last-checked first, as stacked decorators apply, so that a value
 * wrong in two ways answers its messages in the order it always has.
 */
type Presence = 'required' | 'optional';

const optional = (presence: Presence): PropertyDecorator[] => (presence === 'optional' ? [IsOptional()] : []);

/** Trimmed; empty is refused with `emptyMessage`. */
export const UserNameField = (presence: Presence, emptyMessage: string, doc: FieldDoc = {}): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ required: presence === 'required', ...doc, maxLength: RULES.name.maxLength } as ApiPropertyOptions),
    ...optional(presence),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    MaxLength(RULES.name.maxLength),
    IsNotEmpty({ message: emptyMessage }),
    IsString(),
  );

/** Trimmed and lower-cased. */
export const UserEmailField = (presence: Presence, doc: FieldDoc = {}): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ required: presence === 'required', ...doc, maxLength: RULES.email.maxLength } as ApiPropertyOptions),
    ...optional(presence),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    MaxLength(RULES.email.maxLength),
    IsEmail({}, { message: 'email must be a valid email address' }),
  );

export const UserRoleField = (presence: Presence, doc: FieldDoc = {}): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ required: presence === 'required', ...doc, enum: RULES.role } as ApiPropertyOptions),
    ...optional(presence),
    IsIn(RULES.role, { message: `role must be one of: ${RULES.role.join(', ')}` }),
  );

/** Write-only. When optional, an empty text is "not given" (the current password is kept). */
export const UserPasswordField = (presence: Presence, doc: FieldDoc = {}): PropertyDecorator =>
  applyDecorators(
    ApiProperty({
      required: presence === 'required',
      writeOnly: true,
      ...doc,
      ...(presence === 'optional'
        ? // An empty text is taken too, as "keep the current password".
          {
            oneOf: [
              { type: 'string', minLength: RULES.password.minLength, maxLength: RULES.password.maxLength },
              { type: 'string', enum: [''] },
            ],
          }
        : { minLength: RULES.password.minLength, maxLength: RULES.password.maxLength }),
    } as ApiPropertyOptions),
    ...optional(presence),
    ...(presence === 'optional' ? [Transform(({ value }) => (value === '' ? undefined : value))] : []),
    MaxLength(RULES.password.maxLength),
    MinLength(RULES.password.minLength, { message: PASSWORD_TOO_SHORT }),
    IsString(),
  );

/** Write-only; an empty text is "not given". Checked against the stored one, so only its length is bounded here. */
export const CurrentPasswordField = (doc: FieldDoc = {}): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ required: false, writeOnly: true, ...doc, maxLength: RULES.password.maxLength } as ApiPropertyOptions),
    IsOptional(),
    Transform(({ value }) => (value === '' ? undefined : value)),
    MaxLength(RULES.password.maxLength),
    IsString(),
  );
