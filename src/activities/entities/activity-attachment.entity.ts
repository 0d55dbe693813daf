import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';
import { CrmUser } from '../../users/entities/crm-user.entity';
import { Activity } from './activity.entity';

/**
 * A file attached to a call or a note: PDF, PNG or JPEG, judged by content. The bytes live under
 * the uploads folder (activity-attachments/, under a generated name, never served as a static
 * file); the row names the file and goes with its activity.
 */
@Entity('activity_attachments')
@Index('IDX_activity_attachments_activity', ['activityId'])
export class ActivityAttachment {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  activityId: number;

  @ManyToOne(() => Activity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'activityId', foreignKeyConstraintName: 'FK_activity_attachments_activity' })
  activity: Activity;

  /** The name the file had on the user's computer, cleaned for showing and downloading. */
  @Column({ type: 'varchar', length: 200 })
  fileName: string;

  /** application/pdf, image/png or image/jpeg: from the content, not from the name. */
  @Column({ type: 'varchar', length: 50 })
  contentType: string;

  /** Bytes. */
  @Column({ type: 'int' })
  size: number;

  /** The generated name of the file on disk (a UUID and its type's extension). */
  @Column({ type: 'varchar', length: 64 })
  storedName: string;

  @Column({ type: 'int', nullable: true })
  crmUserId: number | null;

  @ManyToOne(() => CrmUser, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'crmUserId', foreignKeyConstraintName: 'FK_activity_attachments_user' })
  crmUser: CrmUser | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;
}
