import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, isEmail, IsObject, ValidateBy, ValidationOptions } from 'class-validator';
import { MAX_STATE_BYTES, PROGRESS_MESSAGES } from '../progress.constants';

/** A valid address when one is given (an empty one is left to IsNotEmpty, so only one message shows). */
function IsEmailWhenGiven(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailWhenGiven',
      validator: {
        validate: (value: unknown) =>
          value === undefined || value === null || value === '' || (typeof value === 'string' && value.length <= 254 && isEmail(value)),
      },
    },
    options,
  );
}

/** The object serialised as JSON is at most `max` bytes. */
function MaxJsonBytes(max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxJsonBytes',
      validator: {
        validate: (value: unknown) => typeof value !== 'object' || value === null || Buffer.byteLength(JSON.stringify(value), 'utf8') <= max,
      },
    },
    options,
  );
}

export class SaveProgressDto {
  @ApiProperty({ example: 'jane@example.co.uk', maxLength: 254, description: 'Where the resume link is sent' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsNotEmpty({ message: PROGRESS_MESSAGES.emailRequired })
  @IsEmailWhenGiven({ message: PROGRESS_MESSAGES.emailInvalid })
  email: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: `The wizard state to resume: any JSON object of at most ${MAX_STATE_BYTES} bytes`,
    example: { currentStep: 3, businessData: { businessType: 'retail', businessName: 'Corner Shop Ltd', monthlyTurnover: 10000 } },
  })
  @IsObject({ message: PROGRESS_MESSAGES.stateNotObject })
  @MaxJsonBytes(MAX_STATE_BYTES, { message: PROGRESS_MESSAGES.stateTooLarge })
  state: Record<string, unknown>;
}
