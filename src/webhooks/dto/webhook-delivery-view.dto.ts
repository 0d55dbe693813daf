import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '../entities/webhook-delivery.entity';

/** One POST of a delivery, as logged. */
export class WebhookAttemptViewDto {
  @ApiProperty({ type: String, format: 'date-time' }) attemptedAt: Date;
  @ApiProperty({ example: 'https://crm.partner.example.co.uk/hooks/merchant-compare' }) url: string;
  @ApiProperty({ type: Number, nullable: true, example: 200, description: 'null: no answer (refused address, timeout, connection error)' })
  statusCode: number | null;
  @ApiProperty({ example: 84, description: 'Milliseconds from the request to the end of the answer (or the failure)' }) durationMs: number;
  @ApiProperty({ type: String, nullable: true, description: "The answer's first bytes (up to 1 KB)" }) responseExcerpt: string | null;
  @ApiProperty({ description: 'The answer was over 64 KB and was cut there' }) isResponseCut: boolean;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
}

/** A lead's event sent (or being sent) to its provider's webhook, with its attempts, newest first. */
export class WebhookDeliveryViewDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'msg_2b8f0c1d9e7a4f6b8c3d2e1f0a9b8c7d', description: 'The webhook-id header, the same on every attempt' }) messageId: string;
  @ApiProperty({ example: 12 }) leadId: number;
  @ApiProperty({ example: 7 }) providerId: number;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES }) eventType: string;
  @ApiProperty({
    enum: WEBHOOK_DELIVERY_STATUSES,
    description: 'pending: waiting for its next attempt; sending: an attempt is under way; delivered: answered 2xx; failed: no 2xx in 24 hours',
  })
  status: string;
  @ApiProperty({ example: 1, description: 'Attempts in the current round (a redelivery starts a new round)' }) attempts: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextAttemptAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'Retries stop after this time' }) retryUntil: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt: Date | null;
  @ApiProperty({ type: Number, nullable: true }) lastStatusCode: number | null;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: [WebhookAttemptViewDto], description: 'The latest attempts, newest first (at most 20)' }) attemptLog: WebhookAttemptViewDto[];
}
