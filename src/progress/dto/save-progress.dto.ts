import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, isEmail, IsObject, IsOptional, IsUUID, ValidateBy, ValidationOptions } from 'class-validator';
import { MAX_JSON_FIELD_BYTES, MaxJsonSize } from '../../common/validators/max-json-size';
import { PROGRESS_MESSAGES } from '../progress.constants';

/** The rules of a saved progress's fields, each written once: the validation and the API document read them. */
export const SAVE_PROGRESS_FIELD_RULES = {
  email: { maxLength: 254 },
} as const;

/** A valid address when one is given (an empty one is left to IsNotEmpty, so only one message shows). */
function IsEmailWhenGiven(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailWhenGiven',
      validator: {
        validate: (value: unknown) =>
          value === undefined ||
          value === null ||
          value === '' ||
          (typeof value === 'string' && value.length <= SAVE_PROGRESS_FIELD_RULES.email.maxLength && isEmail(value)),
      },
    },
    options,
  );
}

export class SaveProgressDto {
  @ApiProperty({ example: 'jane@example.co.uk', maxLength: SAVE_PROGRESS_FIELD_RULES.email.maxLength, description: 'Where the resume link is sent' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsNotEmpty({ message: PROGRESS_MESSAGES.emailRequired })
  @IsEmailWhenGiven({ message: PROGRESS_MESSAGES.emailInvalid })
  email: string;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'The session id of the profile the state names (or the X-Session-Id header)' })
  @IsOptional()
  @IsUUID('all', { message: 'sessionId must be a UUID' })
  sessionId?: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: `The wizard state to resume: any JSON object of at most ${MAX_JSON_FIELD_BYTES} bytes; a state naming a business profile (businessData.id) needs its owner's session id`,
    example: { currentStep: 3, businessData: { businessType: 'retail', businessName: 'Corner Shop Ltd', monthlyTurnover: 10000 } },
  })
  @IsObject({ message: PROGRESS_MESSAGES.stateNotObject })
  @MaxJsonSize(MAX_JSON_FIELD_BYTES, { message: PROGRESS_MESSAGES.stateTooLarge })
  state: Record<string, unknown>;
}
