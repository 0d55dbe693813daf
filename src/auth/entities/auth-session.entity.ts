import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';
import { CrmUser } from '../../users/entities/crm-user.entity';

/**
 * One signed-in session. The JWT carries its id; a token is honoured only while its session
 * exists, is not revoked and has not expired or sat idle too long, so logout, deactivation,
 * deletion and password changes end it.
 */
@Entity('auth_sessions')
@Index('IDX_auth_sessions_user', ['userId'])
@Index('IDX_auth_sessions_expires', ['expiresAt'])
export class AuthSession {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => CrmUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_auth_sessions_user' })
  user: CrmUser;

  @Column(dateTimeColumn())
  expiresAt: Date;

  @Column(dateTimeColumn({ nullable: true }))
  revokedAt: Date | null;

  /** When the session was last used, moved at most once a minute; idle past SESSION_IDLE_MINUTES, it is refused. */
  @Column(dateTimeColumn())
  lastSeenAt: Date;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;
}
