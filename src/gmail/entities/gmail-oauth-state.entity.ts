import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { SingleUseRow } from '../../database/single-use-row';
import { CrmUser } from '../../users/entities/crm-user.entity';

/**
 * One Gmail authorization link handed out (oauth-state.ts): which user asked, until when it is
 * good, and whether it was used. Holds hashes and an encrypted PKCE verifier, never a usable secret.
 */
@Entity('gmail_oauth_states')
@Index('IDX_gmail_oauth_states_nonce', ['nonceHash'], { unique: true })
@Index('IDX_gmail_oauth_states_user', ['crmUserId'])
@Index('IDX_gmail_oauth_states_expires', ['expiresAt'])
export class GmailOAuthState extends SingleUseRow {
  @Column({ type: 'int' })
  crmUserId: number;

  @ManyToOne(() => CrmUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'crmUserId', foreignKeyConstraintName: 'FK_gmail_oauth_states_user' })
  crmUser: CrmUser;

  /** SHA-256 (hex) of the state's nonce. */
  @Column({ type: 'varchar', length: 64 })
  nonceHash: string;

  /** SHA-256 (hex) of the browser cookie set with the link: the callback must come from that browser. */
  @Column({ type: 'varchar', length: 64 })
  browserHash: string;

  /** The PKCE code verifier, encrypted (token-cipher.ts). */
  @Column({ type: 'text' })
  codeVerifier: string;
}
