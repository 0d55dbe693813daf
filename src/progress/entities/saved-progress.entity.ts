import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BusinessProfile } from '../../profiles/entities/business-profile.entity';
import { dateTimeColumn } from '../../database/columns';

/** Wizard state saved by 'Save Progress', resumed by its random token within 30 days. */
@Entity('saved_progress')
@Index('IDX_saved_progress_expires', ['expiresAt'])
@Index('IDX_saved_progress_profile', ['businessProfileId'])
export class SavedProgress {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  token: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The profile the saved state belongs to: resuming hands out a fresh session secret for it. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  businessProfileId: string | null;

  @ManyToOne(() => BusinessProfile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessProfileId', foreignKeyConstraintName: 'FK_saved_progress_profile' })
  businessProfile: BusinessProfile | null;

  /** The wizard state without any session id. */
  @Column({ type: 'simple-json' })
  state: Record<string, unknown>;

  @Column(dateTimeColumn())
  expiresAt: Date;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;
}
