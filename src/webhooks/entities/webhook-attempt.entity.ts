import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';
import { WebhookDelivery } from './webhook-delivery.entity';

/** One attempt to POST a delivery: when, where, the answer's status, how long it took and its first bytes. */
@Entity('webhook_attempts')
@Index('IDX_webhook_attempts_delivery', ['deliveryId'])
export class WebhookAttempt {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  deliveryId: number;

  @ManyToOne(() => WebhookDelivery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'deliveryId', foreignKeyConstraintName: 'FK_webhook_attempts_delivery' })
  delivery: WebhookDelivery;

  @Column(dateTimeColumn())
  attemptedAt: Date;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  /** The answer's HTTP status; null when none came (refused address, timeout, connection error). */
  @Column({ type: 'int', nullable: true })
  statusCode: number | null;

  @Column({ type: 'int' })
  durationMs: number;

  /** The first bytes of the answer (see RESPONSE_EXCERPT_BYTES). */
  @Column({ type: 'text', nullable: true })
  responseExcerpt: string | null;

  /** The answer was longer than the 64 KB read, and was cut there. */
  @Column({ type: 'boolean', default: false })
  isResponseCut: boolean;

  @Column({ type: 'varchar', length: 200, nullable: true })
  error: string | null;
}
