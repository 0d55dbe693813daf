import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';
import { BusinessProfile } from '../../profiles/entities/business-profile.entity';
import { Provider } from '../../providers/entities/provider.entity';
import { Terminal } from '../../providers/entities/terminal.entity';
import { Quote } from '../../quotes/entities/quote.entity';
import type { LeadStatus } from '../../domain/vocabulary/lead-statuses';

/** An application submitted at the wizard's last step. */
@Entity('leads')
@Index('IDX_leads_profile', ['businessProfileId'])
@Index('IDX_leads_status', ['status'])
@Index('IDX_leads_created', ['createdAt'])
@Index('IDX_leads_email', ['email'])
/** A provider's customers through their leads (the partner scope). */
@Index('IDX_leads_provider_profile', ['selectedProviderId', 'businessProfileId'])
@Index('IDX_leads_terminal', ['selectedTerminalId'])
@Index('IDX_leads_quote', ['quoteId'])
@Index('IDX_leads_idempotency', ['businessProfileId', 'idempotencyKey'], { unique: true })
@Index('IDX_leads_reference', ['applicationReference'], { unique: true })
@Index('IDX_leads_reminder_link', ['reminderLinkHash'], { unique: true })
export class Lead {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 36 })
  businessProfileId: string;

  /** The short reference the applicant and staff quote (MC-7K3P9QXA); it opens nothing. */
  @Column({ type: 'varchar', length: 20 })
  applicationReference: string;

  @ManyToOne(() => BusinessProfile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessProfileId', foreignKeyConstraintName: 'FK_leads_profile' })
  businessProfile: BusinessProfile;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 40 })
  phone: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  companyName: string | null;

  @Column({ type: 'varchar', length: 20 })
  timeline: string;

  @Column({ type: 'text', nullable: true })
  additionalRequirements: string | null;

  @Column({ type: 'boolean', default: false })
  consentMarketing: boolean;

  @Column(dateTimeColumn({ nullable: true }))
  consentMarketingAt: Date | null;

  @Column({ type: 'varchar', length: 20, default: 'created' })
  status: LeadStatus;

  @Column({ type: 'int', nullable: true })
  quoteId: number | null;

  @ManyToOne(() => Quote, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'quoteId', foreignKeyConstraintName: 'FK_leads_quote' })
  quote: Quote | null;

  @Column({ type: 'int', nullable: true })
  selectedProviderId: number | null;

  @ManyToOne(() => Provider, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'selectedProviderId', foreignKeyConstraintName: 'FK_leads_provider' })
  selectedProvider: Provider | null;

  @Column({ type: 'int', nullable: true })
  selectedTerminalId: number | null;

  @ManyToOne(() => Terminal, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'selectedTerminalId', foreignKeyConstraintName: 'FK_leads_terminal' })
  selectedTerminal: Terminal | null;

  @Column({ type: 'simple-json', nullable: true })
  businessData: Record<string, unknown> | null;

  /** The client's Idempotency-Key, unique per profile (another profile's same key is another lead). */
  @Column({ type: 'varchar', length: 120, nullable: true })
  idempotencyKey: string | null;

  /**
   * SHA-256 of the token of the quote email's renewal reminder link (the token itself is only
   * emailed); null before the email is queued and once the link is used.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  reminderLinkHash: string | null;

  /** When the renewal reminder link stops working (REMINDER_LINK_DAYS after the email). */
  @Column(dateTimeColumn({ nullable: true }))
  reminderLinkExpiresAt: Date | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;

  @UpdateDateColumn(dateTimeColumn())
  updatedAt: Date;
}
