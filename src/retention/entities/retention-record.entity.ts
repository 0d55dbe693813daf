import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';
import { BusinessProfile } from '../../profiles/entities/business-profile.entity';

export const RETENTION_STATUSES = ['scheduled', 'exempt', 'deleted'] as const;

/** A customer scheduled for deletion under the data-retention policy. */
@Entity('retention_records')
@Index('IDX_retention_records_profile', ['businessProfileId'], { unique: true })
@Index('IDX_retention_records_status_date', ['status', 'scheduledDeletionDate'])
export class RetentionRecord {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 36 })
  businessProfileId: string;

  @ManyToOne(() => BusinessProfile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessProfileId', foreignKeyConstraintName: 'FK_retention_records_profile' })
  businessProfile: BusinessProfile;

  @Column({ type: 'varchar', length: 20, default: 'scheduled' })
  status: string;

  @Column(dateTimeColumn())
  scheduledDeletionDate: Date;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;
}
