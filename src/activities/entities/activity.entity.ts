import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';
import { BusinessProfile } from '../../profiles/entities/business-profile.entity';
import { Provider } from '../../providers/entities/provider.entity';
import { CrmUser } from '../../users/entities/crm-user.entity';

export const ACTIVITY_TYPES = ['call', 'email', 'note', 'system'] as const;

/** Something that happened with a customer: a call, an email, a note or a system event. */
@Entity('activities')
@Index('IDX_activities_profile_created', ['businessProfileId', 'createdAt'])
@Index('IDX_activities_user', ['crmUserId'])
@Index('IDX_activities_calendar', ['scheduledFor'])
/** A provider's own records on its customers (the partner scope, src/auth/partner-scope.ts). */
@Index('IDX_activities_provider_profile', ['providerId', 'businessProfileId'])
export class Activity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 36 })
  businessProfileId: string;

  @ManyToOne(() => BusinessProfile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessProfileId', foreignKeyConstraintName: 'FK_activities_profile' })
  businessProfile: BusinessProfile;

  /**
   * The provider this record belongs to: the provider of the lead or quote it is about, or of the
   * partner user who wrote it. Null: the platform's own record, read by admins and staff only.
   */
  @Column({ type: 'int', nullable: true })
  providerId: number | null;

  @ManyToOne(() => Provider, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'providerId', foreignKeyConstraintName: 'FK_activities_provider' })
  provider: Provider | null;

  @Column({ type: 'int', nullable: true })
  crmUserId: number | null;

  @ManyToOne(() => CrmUser, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'crmUserId', foreignKeyConstraintName: 'FK_activities_user' })
  crmUser: CrmUser | null;

  @Column({ type: 'varchar', length: 20 })
  type: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  subject: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  outcome: string | null;

  /** Seconds. */
  @Column({ type: 'int', nullable: true })
  duration: number | null;

  @Column({ type: 'simple-json', nullable: true })
  attachments: string[] | null;

  @Column({ type: 'simple-json', nullable: true })
  emailData: Record<string, unknown> | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  googleCalendarEventId: string | null;

  /** When the activity is a calendar event, its start (future events exempt a customer from retention). */
  @Column(dateTimeColumn({ nullable: true }))
  scheduledFor: Date | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;
}
