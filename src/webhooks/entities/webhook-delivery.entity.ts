import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';
import { Lead } from '../../leads/entities/lead.entity';
import { Provider } from '../../providers/entities/provider.entity';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_EVENT_TYPES = ['lead.created', 'lead.status_changed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * One message of the durable outbox: an event about a lead, to be POSTed to its provider's
 * webhook. The body is fixed when the event happens, so every attempt sends the same message
 * (same webhook-id); 'sending' is a claim with a lease (nextAttemptAt), taken over after a crash.
 * `attempts` counts the attempts of the current round (a redelivery starts a new one).
 */
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_message', ['messageId'], { unique: true })
@Index('IDX_webhook_deliveries_due', ['status', 'nextAttemptAt'])
@Index('IDX_webhook_deliveries_lead', ['leadId'])
@Index('IDX_webhook_deliveries_profile', ['businessProfileId'])
@Index('IDX_webhook_deliveries_provider', ['providerId'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** The webhook-id header: the same on every attempt, so the receiver can drop a repeat. */
  @Column({ type: 'varchar', length: 40 })
  messageId: string;

  @Column({ type: 'int' })
  providerId: number;

  @ManyToOne(() => Provider, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'providerId', foreignKeyConstraintName: 'FK_webhook_deliveries_provider' })
  provider: Provider;

  @Column({ type: 'int' })
  leadId: number;

  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'leadId', foreignKeyConstraintName: 'FK_webhook_deliveries_lead' })
  lead: Lead;

  /** The lead's customer: deleting the customer deletes its deliveries (they carry its contact details). */
  @Column({ type: 'varchar', length: 36 })
  businessProfileId: string;

  @Column({ type: 'varchar', length: 40 })
  eventType: WebhookEventType;

  /** The JSON body, exactly as sent. */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'varchar', length: 12 })
  status: WebhookDeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When the next attempt is due (pending), or when a claim's lease ends (sending); null once done. */
  @Column(dateTimeColumn({ nullable: true }))
  nextAttemptAt: Date | null;

  /** The end of the round's 24 hours of retries. */
  @Column(dateTimeColumn())
  retryUntil: Date;

  @Column(dateTimeColumn({ nullable: true }))
  lastAttemptAt: Date | null;

  @Column({ type: 'int', nullable: true })
  lastStatusCode: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  lastError: string | null;

  @Column(dateTimeColumn({ nullable: true }))
  deliveredAt: Date | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;

  @UpdateDateColumn(dateTimeColumn())
  updatedAt: Date;
}
