import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';
import { Provider } from '../../providers/entities/provider.entity';

/**
 * A provider's webhook: where its leads are POSTed and the secret they are signed with. At most
 * one per provider, deleted with it. The secrets are stored encrypted (AES-256-GCM under a key
 * derived from ENCRYPTION_KEY), never in plain text: the plain secret is shown once, when it is
 * made. After a rotation the previous secret keeps signing beside the new one until
 * previousSecretExpiresAt.
 */
@Entity('webhook_endpoints')
@Index('IDX_webhook_endpoints_provider', ['providerId'], { unique: true })
export class WebhookEndpoint {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  providerId: number;

  @ManyToOne(() => Provider, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'providerId', foreignKeyConstraintName: 'FK_webhook_endpoints_provider' })
  provider: Provider;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  /** The current secret (whsec_...), encrypted. */
  @Column({ type: 'text' })
  sealedSecret: string;

  @Column(dateTimeColumn())
  secretCreatedAt: Date;

  /** The secret before the last rotation, encrypted; it signs too until previousSecretExpiresAt. */
  @Column({ type: 'text', nullable: true })
  sealedPreviousSecret: string | null;

  @Column(dateTimeColumn({ nullable: true }))
  previousSecretExpiresAt: Date | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;

  @UpdateDateColumn(dateTimeColumn())
  updatedAt: Date;
}
