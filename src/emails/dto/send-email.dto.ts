import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, ValidateBy } from 'class-validator';
import { TextField } from '../../common/validators/field-decorators';
import { CustomerEmailDto } from '../../customers/dto/customer-detail.dto';
import { CONTENT_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '../../email-templates/template-rules';

/** The rules of an email's fields, each written once: the validation and the API document read them. */
export const SEND_EMAIL_FIELD_RULES = {
  recipient: { maxLength: 254 },
  subject: { maxLength: SUBJECT_MAX_LENGTH },
  content: { maxLength: CONTENT_MAX_LENGTH },
} as const;

/**
 * POST /api/crm/emails/send. Recipient, subject and content are checked for
 * presence by the service (its 'Missing information' message); here only their form.
 */
export class SendEmailDto {
  @ApiProperty({ description: 'The customer (business profile) the email is to' })
  @ValidateBy({
    name: 'isCustomerId',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.trim() !== '' && value.length <= 36,
      defaultMessage: () => 'businessProfileId is required: the id of the customer the email is to',
    },
  })
  businessProfileId: string;

  @TextField(SEND_EMAIL_FIELD_RULES.recipient, 'whenFilled', {
    required: true,
    example: 'jane@example.co.uk',
    description: "One email address (the back-office fills in the lead's); a partner may write only to the customer's leads for its own provider",
  })
  recipient?: string;

  @TextField(SEND_EMAIL_FIELD_RULES.subject, 'whenFilled', {
    required: true,
    description: 'May hold the placeholders {{firstName}}, {{businessName}}, {{businessType}}, {{senderName}}',
  })
  subject?: string;

  /** Kept as written (not trimmed). */
  @TextField(
    SEND_EMAIL_FIELD_RULES.content,
    'whenFilled',
    {
      required: true,
      description:
        'Plain text (line breaks kept), or an HTML document when it starts with <!DOCTYPE html or <html, sanitised before it is stored (scripts, event handlers, unsafe links, frames and styles that load anything removed); may hold the same placeholders',
    },
    false,
  )
  content?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The manual template the text came from: counts one use of it' })
  @IsOptional()
  @IsInt({ message: 'templateId must be a template id' })
  templateId?: number | null;
}

/** The email as stored: queued, then sent in the background (retried with backoff when refused). */
export class SentEmailDto extends CustomerEmailDto {
  @ApiProperty({ format: 'uuid' }) businessProfileId: string;
}
