import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BusinessProfile } from '../../profiles/entities/business-profile.entity';
import { dateTimeColumn } from '../../database/columns';

/** pending: waiting for its day; sent: emailed once; withdrawn: the visitor withdrew consent (or set a newer date). */
export type RenewalReminderStatus = 'pending' | 'sent' | 'withdrawn';

/**
 * A visitor's renewal reminder: the date their current contract or terminal lease ends, the
 * consent they gave for it (the wording verbatim and the time), and the wizard state whose figures
 * the reminder prices again. Read and written by RenewalRemindersService only.
 */
@Entity('renewal_reminders')
@Index('IDX_renewal_reminders_due', ['status', 'remindAt'])
@Index('IDX_renewal_reminders_profile', ['businessProfileId'])
@Index('IDX_renewal_reminders_withdraw', ['withdrawTokenHash'], { unique: true })
export class RenewalReminder {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 36 })
  businessProfileId: string;

  @ManyToOne(() => BusinessProfile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessProfileId', foreignKeyConstraintName: 'FK_renewal_reminders_profile' })
  businessProfile?: BusinessProfile;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The day the contract or lease ends, YYYY-MM-DD (a UK calendar date). */
  @Column({ type: 'varchar', length: 10 })
  contractEndDate: string;

  /** When the reminder becomes due (6 weeks before the end date, 09:00 UK time). */
  @Column(dateTimeColumn())
  remindAt: Date;

  @Column({ type: 'varchar', length: 10 })
  status: RenewalReminderStatus;

  /** The consent wording the visitor agreed to, verbatim. */
  @Column({ type: 'text' })
  consentText: string;

  @Column(dateTimeColumn())
  consentedAt: Date;

  /** The wizard state (without session ids) the reminder's resume link reopens. */
  @Column({ type: 'simple-json' })
  state: Record<string, unknown>;

  /** SHA-256 of the withdrawal link's token (the latest email's); null once used. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  withdrawTokenHash: string | null;

  @Column(dateTimeColumn({ nullable: true }))
  sentAt: Date | null;

  @Column(dateTimeColumn({ nullable: true }))
  withdrawnAt: Date | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;
}
