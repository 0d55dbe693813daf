import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { OneOfField, TextField, WholeNumberField } from '../../common/validators/field-decorators';
import { TASK_OUTCOMES } from '../../domain/vocabulary/tasks';

/** What staff log by hand; emails are written by the email call and system entries by the product. */
export const LOGGED_ACTIVITY_TYPES = ['call', 'note'] as const;
/** The outcomes of a call are those of a task. */
export const CALL_OUTCOMES = TASK_OUTCOMES;
export const SUBJECT_MAX_LENGTH = 200;
export const NOTES_MAX_LENGTH = 10_000;
export const MAX_CALL_SECONDS = 86_400;

/** The rules of an activity's fields, each written once: the validation and the API document read them. */
export const ACTIVITY_FIELD_RULES = {
  type: LOGGED_ACTIVITY_TYPES,
  subject: { maxLength: SUBJECT_MAX_LENGTH },
  notes: { maxLength: NOTES_MAX_LENGTH },
  outcome: CALL_OUTCOMES,
  duration: { minimum: 0, maximum: MAX_CALL_SECONDS },
} as const;

const DURATION_MESSAGE = `duration must be a whole number of seconds from ${ACTIVITY_FIELD_RULES.duration.minimum} to ${ACTIVITY_FIELD_RULES.duration.maximum}`;

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

  @OneOfField(ACTIVITY_FIELD_RULES.type, 'required', {}, 'type must be call or note (emails are sent with POST /api/crm/emails/send)')
  type: (typeof LOGGED_ACTIVITY_TYPES)[number];

  @TextField(ACTIVITY_FIELD_RULES.subject, 'optional', { nullable: true, description: "Default: 'Phone call' or 'Note'" })
  subject?: string | null;

  @TextField(ACTIVITY_FIELD_RULES.notes, 'optional', { nullable: true, description: 'The call notes or the note; required (description is accepted instead)' })
  notes?: string | null;

  @TextField(ACTIVITY_FIELD_RULES.notes, 'optional', { nullable: true, description: 'Another name for notes (used when notes is not sent)' })
  description?: string | null;

  @OneOfField(ACTIVITY_FIELD_RULES.outcome, 'optional', { nullable: true, description: 'Calls only; default successful' })
  outcome?: string | null;

  @WholeNumberField(ACTIVITY_FIELD_RULES.duration, 'optional', DURATION_MESSAGE, { nullable: true, description: 'Calls only: seconds' })
  duration?: number | null;
}
