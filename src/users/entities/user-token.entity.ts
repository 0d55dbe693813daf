import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { SingleUseRow } from '../../database/single-use-row';
import { CrmUser } from './crm-user.entity';

export const USER_TOKEN_PURPOSES = ['invite', 'reset'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/**
 * One emailed link that lets a user set their password: an invitation or a password reset. Only
 * the SHA-256 of the link's token is kept; a token works once, until it expires, and goes with
 * its user.
 */
@Entity('user_tokens')
@Index('IDX_user_tokens_hash', ['tokenHash'], { unique: true })
@Index('IDX_user_tokens_user', ['userId'])
export class UserToken extends SingleUseRow {
  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => CrmUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_user_tokens_user' })
  user: CrmUser;

  @Column({ type: 'varchar', length: 10 })
  purpose: UserTokenPurpose;

  /** SHA-256 of the token, 64 hex characters. */
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;
}
