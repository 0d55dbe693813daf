import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { Trim } from '../../common/transforms/coerce';
import { TextUpTo } from '../../common/validators/text-up-to';
import { TASK_OUTCOMES } from '../../domain/vocabulary/tasks';

/** What staff log by hand; emails are written by the email call and system entries by the product. */
export const LOGGED_ACTIVITY_TYPES = ['call', 'note'] as const;
/** The outcomes of a call are those of a task. */
export const CALL_OUTCOMES = TASK_OUTCOMES;
export const SUBJECT_MAX_LENGTH = 200;
export const NOTES_MAX_LENGTH = 10_000;
export const MAX_CALL_SECONDS = 86_400;

/** POST /api/crm/activities: log a call or add a note on a customer. */
export class CreateActivityDto {
  @ApiProperty({ description: 'The customer (business profile) id' })
  @ValidateBy({
    name: 'isCustomerId',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.trim() !== '' && value.length <= 36,
      defaultMessage: () => 'businessProfileId is required: the id of the customer the call or note is about',
    },
  })
  businessProfileId: string;

  @ApiProperty({ enum: LOGGED_ACTIVITY_TYPES })
  @IsIn(LOGGED_ACTIVITY_TYPES, { message: 'type must be call or note (emails are sent with POST /api/crm/emails/send)' })
  type: (typeof LOGGED_ACTIVITY_TYPES)[number];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SUBJECT_MAX_LENGTH, description: "Default: 'Phone call' or 'Note'" })
  @IsOptional()
  @Trim()
  @TextUpTo(SUBJECT_MAX_LENGTH)
  subject?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: NOTES_MAX_LENGTH, description: 'The call notes or the note; required (description is accepted instead)' })
  @IsOptional()
  @Trim()
  @TextUpTo(NOTES_MAX_LENGTH)
  notes?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: NOTES_MAX_LENGTH, description: 'Another name for notes (used when notes is not sent)' })
  @IsOptional()
  @Trim()
  @TextUpTo(NOTES_MAX_LENGTH)
  description?: string | null;

  @ApiPropertyOptional({ enum: CALL_OUTCOMES, nullable: true, description: 'Calls only; default successful' })
  @IsOptional()
  @IsIn(CALL_OUTCOMES, { message: `outcome must be one of: ${CALL_OUTCOMES.join(', ')}` })
  outcome?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: MAX_CALL_SECONDS, description: 'Calls only: seconds' })
  @IsOptional()
  @IsInt({ message: `duration must be a whole number of seconds from 0 to ${MAX_CALL_SECONDS}` })
  @Min(0, { message: `duration must be a whole number of seconds from 0 to ${MAX_CALL_SECONDS}` })
  @Max(MAX_CALL_SECONDS, { message: `duration must be a whole number of seconds from 0 to ${MAX_CALL_SECONDS}` })
  duration?: number | null;
}
