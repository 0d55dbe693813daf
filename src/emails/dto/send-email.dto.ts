import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import { Trim } from '../../common/transforms/coerce';
import { TextUpTo } from '../../common/validators/text-up-to';
import { CustomerEmailDto } from '../../customers/dto/customer-detail.dto';
import { isBlank } from '../../tasks/task-rules';
import { CONTENT_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '../../email-templates/template-rules';

const RECIPIENT_MAX_LENGTH = 254;

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

  @ApiProperty({ maxLength: RECIPIENT_MAX_LENGTH, example: 'jane@example.co.uk', description: "One email address (the back-office fills in the lead's); a partner may write only to the customer's leads for its own provider" })
  @Trim()
  @ValidateIf((o: SendEmailDto) => !isBlank(o.recipient))
  @TextUpTo(RECIPIENT_MAX_LENGTH)
  recipient?: string;

  @ApiProperty({ maxLength: SUBJECT_MAX_LENGTH, description: 'May hold the placeholders {{firstName}}, {{businessName}}, {{businessType}}, {{senderName}}' })
  @Trim()
  @ValidateIf((o: SendEmailDto) => !isBlank(o.subject))
  @TextUpTo(SUBJECT_MAX_LENGTH)
  subject?: string;

  @ApiProperty({
    maxLength: CONTENT_MAX_LENGTH,
    description:
      'Plain text (line breaks kept), or an HTML document when it starts with <!DOCTYPE html or <html, sanitised before it is stored (scripts, event handlers, unsafe links, frames and styles that load anything removed); may hold the same placeholders',
  })
  @ValidateIf((o: SendEmailDto) => !isBlank(o.content))
  @TextUpTo(CONTENT_MAX_LENGTH)
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
