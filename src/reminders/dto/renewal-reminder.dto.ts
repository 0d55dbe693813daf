import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { MAX_JSON_FIELD_BYTES, MaxJsonSize } from '../../common/validators/max-json-size';
import {
  RENEWAL_DATE_MAX_YEARS_AHEAD,
  RENEWAL_REMINDER_CONSENT,
  RENEWAL_REMINDER_MESSAGES,
  RENEWAL_REMINDER_WEEKS_BEFORE,
} from '../../domain/renewal-reminders';

/** The rules of a renewal reminder's fields, each written once: the validation and the API document read them. */
export const RENEWAL_REMINDER_FIELD_RULES = {
  email: { maxLength: 254 },
} as const;

export class CreateRenewalReminderDto {
  @ApiProperty({ format: 'uuid', description: 'The business profile whose figures the reminder prices again (owned by this session)' })
  @IsUUID('all', { message: 'businessProfileId must be a UUID' })
  businessProfileId: string;

  @ApiPropertyOptional({ format: 'uuid', description: "The profile's session id (or the X-Session-Id header)" })
  @IsOptional()
  @IsUUID('all', { message: 'sessionId must be a UUID' })
  sessionId?: string;

  @ApiProperty({ example: 'jane@example.co.uk', maxLength: RENEWAL_REMINDER_FIELD_RULES.email.maxLength, description: 'Where the reminder is sent' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: RENEWAL_REMINDER_MESSAGES.emailInvalid })
  @MaxLength(RENEWAL_REMINDER_FIELD_RULES.email.maxLength, { message: RENEWAL_REMINDER_MESSAGES.emailInvalid })
  email: string;

  @ApiProperty({
    format: 'date',
    example: '2027-09-30',
    description: `The day the current contract or terminal lease ends (YYYY-MM-DD): after today (UK) and at most ${RENEWAL_DATE_MAX_YEARS_AHEAD} years ahead. The reminder is sent ${RENEWAL_REMINDER_WEEKS_BEFORE} weeks before it.`,
  })
  @IsString({ message: RENEWAL_REMINDER_MESSAGES.dateInvalid })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: RENEWAL_REMINDER_MESSAGES.dateInvalid })
  contractEndDate: string;

  @ApiProperty({ enum: [true], description: `Explicit consent to the wording (stored verbatim with the time): '${RENEWAL_REMINDER_CONSENT}'` })
  @Equals(true, { message: RENEWAL_REMINDER_MESSAGES.consentRequired })
  consent: true;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: `The wizard state the reminder's link reopens at the results (as Save Progress stores it): a JSON object of at most ${MAX_JSON_FIELD_BYTES} bytes; session ids in it are not stored`,
    example: { currentStep: 5, businessData: { businessType: 'retail', businessName: 'Corner Shop Ltd', monthlyTurnover: 10000 } },
  })
  @IsObject({ message: 'state must be a JSON object' })
  @MaxJsonSize(MAX_JSON_FIELD_BYTES, { message: 'The wizard state is too large (at most 64 KB)' })
  state: Record<string, unknown>;
}

/** The end date and the consent of the wizard's form, with the token of the quote email's link instead of a session. */
export class SetRenewalReminderByLinkDto extends PickType(CreateRenewalReminderDto, ['contractEndDate', 'consent'] as const) {
  @ApiProperty({
    description: "The token of the quote email's 'set a renewal reminder' link (single use)",
    example: 'q1Zb2f0u8h4m3-4Jm7a5xk2yC0dS9QwVtLr6pNnE1oH',
  })
  @IsString()
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(100)
  token: string;
}

export class RenewalReminderViewDto {
  @ApiProperty({ format: 'date', example: '2027-09-30', description: 'The end date given' })
  contractEndDate: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: `When the reminder is sent (${RENEWAL_REMINDER_WEEKS_BEFORE} weeks before the end date, 09:00 UK time; at the next run when that has passed)`,
  })
  remindAt: Date;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the consent was given' })
  consentedAt: Date;
}

export class WithdrawRenewalReminderDto {
  @ApiProperty({ description: 'The token of the withdrawal link', example: 'q1Zb2f0u8h4m3-4Jm7a5xk2yC0dS9QwVtLr6pNnE1oH' })
  @IsString()
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(100)
  token: string;
}

export class WithdrawnRenewalReminderDto {
  @ApiProperty({ example: true })
  withdrawn: true;

  @ApiProperty({ format: 'date', example: '2027-09-30', description: 'The end date of the reminder withdrawn' })
  contractEndDate: string;
}
