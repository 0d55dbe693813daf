import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTimeColumn, moneyColumn } from '../../database/columns';
import type { TerminalType } from '../../domain/pricing/types';
import { Provider, ProviderStatus } from './provider.entity';

/** Stored once, as the public wizard's values (the pricing module's list); the back-office shows its own labels (vocabulary/terminal-types.ts). */
export { TERMINAL_TYPES } from '../../domain/pricing/types';
export type { TerminalType } from '../../domain/pricing/types';

@Entity('terminals')
@Index('IDX_terminals_provider', ['providerId'])
@Index('IDX_terminals_type', ['type'])
@Index('IDX_terminals_status', ['status'])
export class Terminal {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  providerId: number;

  @ManyToOne(() => Provider, (provider) => provider.terminals, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'providerId', foreignKeyConstraintName: 'FK_terminals_provider' })
  provider: Provider;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  type: TerminalType;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: ProviderStatus;

  @Column({ type: 'int', default: 0 })
  dataQualityScore: number;

  @Column(moneyColumn({ nullable: true }))
  monthlyRental: number | null;

  @Column(moneyColumn({ nullable: true }))
  setupFee: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ type: 'text', nullable: true })
  detailedDescription: string | null;

  @Column({ type: 'simple-json', nullable: true })
  connectivity: string[] | null;

  @Column({ type: 'simple-json', nullable: true })
  features: string[] | null;

  @Column({ type: 'simple-json', nullable: true })
  specialFeatures: string[] | null;

  @Column({ type: 'simple-json', nullable: true })
  suitableFor: string[] | null;

  @Column({ type: 'boolean', default: false })
  isRecommended: boolean;

  @Column({ type: 'boolean', default: false })
  hasHigherTransactionFees: boolean;

  @Column(moneyColumn({ nullable: true }))
  maxRecommendedMonthlyVolume: number | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  transactionFeeStructure: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lowVolumeWarning: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;

  @UpdateDateColumn(dateTimeColumn())
  updatedAt: Date;
}
