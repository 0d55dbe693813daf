import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FilledTextField } from '../../common/validators/field-decorators';

export const WEBHOOK_URL_RULE = { maxLength: 500 };

/** Setting a provider's webhook: its URL (https in production; checked again at each send, after DNS). */
export class SetWebhookDto {
  @FilledTextField(WEBHOOK_URL_RULE, 'required', {
    example: 'https://crm.partner.example.co.uk/hooks/merchant-compare',
    description: 'Where leads are POSTed: https (http too outside production), no user name or password, never a private, loopback or link-local address',
  })
  url: string;
}

/** A provider's webhook as the back-office reads it: never its secret. */
export class WebhookViewDto {
  @ApiProperty({ example: 7 }) providerId: number;
  @ApiProperty({ type: String, nullable: true, description: 'null: no webhook is set for this provider' }) url: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the current secret was made' }) secretCreatedAt: Date | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'After a rotation: until when the previous secret still signs beside the new one',
  })
  previousSecretExpiresAt: Date | null;
}

/** The answer that makes a secret: the only one that ever shows it. */
export class WebhookWithSecretDto extends WebhookViewDto {
  @ApiPropertyOptional({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description: 'The signing secret, shown in this answer only (when the webhook is created and when the secret is rotated); keep it now',
  })
  secret?: string;
}
