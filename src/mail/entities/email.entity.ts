import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';
import { BusinessProfile } from '../../profiles/entities/business-profile.entity';
import { Provider } from '../../providers/entities/provider.entity';
import { CrmUser } from '../../users/entities/crm-user.entity';
import { EmailTemplate } from './email-template.entity';

/**
 * queued: waiting for its first or next attempt (nextAttemptAt, when set, says when);
 * sending: claimed by one delivery run (nextAttemptAt is then the end of its lease);
 * sent: delivered (sentAt); failed: given up after the last attempt (lastError says why).
 */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * How an email leaves: through the product's mail transport (SMTP, or the development folder),
 * or through the Gmail account of the staff member who sent it (sentByCrmUserId). Chosen when
 * the email is stored, so that every retry takes the same route.
 */
export const MAIL_ROUTES = ['smtp', 'gmail'] as const;
export type MailRoute = (typeof MAIL_ROUTES)[number];

/** Every message the product sends, with its delivery status (failed sends are retried). */
@Entity('emails')
@Index('IDX_emails_profile', ['businessProfileId'])
@Index('IDX_emails_template', ['templateId'])
@Index('IDX_emails_sender', ['sentByCrmUserId'])
@Index('IDX_emails_status_next', ['status', 'nextAttemptAt'])
@Index('IDX_emails_created', ['createdAt'])
/** The hourly cap on automated email counts one address's recent rows (automated-email-limit.ts). */
@Index('IDX_emails_recipient_created', ['recipient', 'createdAt'])
/** A provider's own records on its customers (the partner scope, src/auth/partner-scope.ts). */
@Index('IDX_emails_provider_profile', ['providerId', 'businessProfileId'])
export class Email {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 36, nullable: true })
  businessProfileId: string | null;

  @ManyToOne(() => BusinessProfile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessProfileId', foreignKeyConstraintName: 'FK_emails_profile' })
  businessProfile: BusinessProfile | null;

  /**
   * The provider this record belongs to: the provider of the lead or quote it is about, or of the
   * partner user who wrote it. Null: the platform's own record, read by admins and staff only.
   */
  @Column({ type: 'int', nullable: true })
  providerId: number | null;

  @ManyToOne(() => Provider, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'providerId', foreignKeyConstraintName: 'FK_emails_provider' })
  provider: Provider | null;

  @Column({ type: 'int', nullable: true })
  templateId: number | null;

  @ManyToOne(() => EmailTemplate, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'templateId', foreignKeyConstraintName: 'FK_emails_template' })
  template: EmailTemplate | null;

  @Column({ type: 'int', nullable: true })
  sentByCrmUserId: number | null;

  @ManyToOne(() => CrmUser, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sentByCrmUserId', foreignKeyConstraintName: 'FK_emails_sender' })
  sentBy: CrmUser | null;

  @Column({ type: 'varchar', length: 10, default: 'smtp' })
  via: MailRoute;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  content: string;

  /**
   * Secret placeholder values (a resume link) encrypted with the server's key, filled in only
   * when the message is sent and cleared once it is sent or given up: the stored copy of an
   * email never holds the secret itself.
   */
  @Column({ type: 'text', nullable: true })
  sealedValues: string | null;

  @Column({ type: 'varchar', length: 20, default: 'queued' })
  status: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column(dateTimeColumn({ nullable: true }))
  nextAttemptAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column(dateTimeColumn({ nullable: true }))
  sentAt: Date | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;

  @UpdateDateColumn(dateTimeColumn())
  updatedAt: Date;
}
