import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';
import { CrmUser } from '../../users/entities/crm-user.entity';

/** A CRM user's Google OAuth tokens (never sent to any client). */
@Entity('google_integrations')
@Index('IDX_google_integrations_user', ['crmUserId'], { unique: true })
export class GoogleIntegration {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  crmUserId: number;

  @ManyToOne(() => CrmUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'crmUserId', foreignKeyConstraintName: 'FK_google_integrations_user' })
  crmUser: CrmUser;

  @Column({ type: 'varchar', length: 254, nullable: true })
  googleEmail: string | null;

  @Column({ type: 'text', nullable: true, select: false })
  accessToken: string | null;

  @Column({ type: 'text', nullable: true, select: false })
  refreshToken: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  scope: string | null;

  @Column(dateTimeColumn({ nullable: true }))
  expiresAt: Date | null;

  @Column(dateTimeColumn({ nullable: true }))
  lastSync: Date | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;

  @UpdateDateColumn(dateTimeColumn())
  updatedAt: Date;
}
