import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';
import { Provider } from '../../providers/entities/provider.entity';

export const ROLES = ['admin', 'staff', 'partner'] as const;
export type Role = (typeof ROLES)[number];

@Entity('crm_users')
@Index('IDX_crm_users_email', ['email'], { unique: true })
@Index('IDX_crm_users_role', ['role'])
@Index('IDX_crm_users_provider', ['providerId'])
export class CrmUser {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** Stored lower-cased so uniqueness holds on both engines. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** argon2id hash; never leaves the server. */
  @Column({ type: 'varchar', length: 255, select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 20 })
  role: Role;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'int', nullable: true })
  providerId: number | null;

  @ManyToOne(() => Provider, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'providerId', foreignKeyConstraintName: 'FK_crm_users_provider' })
  provider: Provider | null;

  @Column(dateTimeColumn({ nullable: true }))
  lastLogin: Date | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;

  @UpdateDateColumn(dateTimeColumn())
  updatedAt: Date;
}
