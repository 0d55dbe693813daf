import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';
import { BusinessProfile } from '../../profiles/entities/business-profile.entity';
import { CrmUser } from '../../users/entities/crm-user.entity';

@Entity('tasks')
@Index('IDX_tasks_profile', ['businessProfileId'])
@Index('IDX_tasks_assignee', ['assignedToCrmUserId'])
@Index('IDX_tasks_creator', ['createdByCrmUserId'])
@Index('IDX_tasks_status_due', ['status', 'dueDate'])
@Index('IDX_tasks_due', ['dueDate'])
export class Task {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 20, default: 'general' })
  type: string;

  @Column({ type: 'varchar', length: 20, default: 'medium' })
  priority: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: string;

  @Column(dateTimeColumn())
  dueDate: Date;

  @Column({ type: 'varchar', length: 20, nullable: true })
  outcome: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'int', default: 15 })
  reminderMinutes: number;

  @Column({ type: 'varchar', length: 36, nullable: true })
  businessProfileId: string | null;

  @ManyToOne(() => BusinessProfile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessProfileId', foreignKeyConstraintName: 'FK_tasks_profile' })
  businessProfile: BusinessProfile | null;

  @Column({ type: 'int', nullable: true })
  assignedToCrmUserId: number | null;

  @ManyToOne(() => CrmUser, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignedToCrmUserId', foreignKeyConstraintName: 'FK_tasks_assignee' })
  assignedTo: CrmUser | null;

  @Column({ type: 'int', nullable: true })
  createdByCrmUserId: number | null;

  @ManyToOne(() => CrmUser, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdByCrmUserId', foreignKeyConstraintName: 'FK_tasks_creator' })
  createdBy: CrmUser | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  googleCalendarEventId: string | null;

  @Column(dateTimeColumn({ nullable: true }))
  completedAt: Date | null;

  /**
   * When the reminder email was claimed for sending (one conditional UPDATE, so it goes out once
   * across processes and restarts); null while it is still to come. A moved due date, reminder
   * time or assignee sets it back to null.
   */
  @Column(dateTimeColumn({ nullable: true }))
  reminderSentAt: Date | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;

  @UpdateDateColumn(dateTimeColumn())
  updatedAt: Date;
}
