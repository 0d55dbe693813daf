import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateTimeColumn, moneyColumn } from '../../database/columns';
import { BusinessProfile } from '../../profiles/entities/business-profile.entity';
import { Provider } from '../../providers/entities/provider.entity';
import { Terminal } from '../../providers/entities/terminal.entity';

/** A priced offer of one provider (with the terminal it was priced with) for one business profile. */
@Entity('quotes')
/** A customer's quotes, and whether it selected a provider's (the partner scope, per customer). */
@Index('IDX_quotes_profile_provider_selected', ['businessProfileId', 'providerId', 'isSelected'])
/** A provider's selected quotes (the partner scope, from the provider's side). */
@Index('IDX_quotes_provider_selected_profile', ['providerId', 'isSelected', 'businessProfileId'])
@Index('IDX_quotes_terminal', ['terminalId'])
@Index('IDX_quotes_created', ['createdAt'])
export class Quote {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 36 })
  businessProfileId: string;

  @ManyToOne(() => BusinessProfile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessProfileId', foreignKeyConstraintName: 'FK_quotes_profile' })
  businessProfile: BusinessProfile;

  @Column({ type: 'int' })
  providerId: number;

  @ManyToOne(() => Provider, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'providerId', foreignKeyConstraintName: 'FK_quotes_provider' })
  provider: Provider;

  @Column({ type: 'int', nullable: true })
  terminalId: number | null;

  @ManyToOne(() => Terminal, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'terminalId', foreignKeyConstraintName: 'FK_quotes_terminal' })
  terminal: Terminal | null;

  @Column({ type: 'varchar', length: 120 })
  providerName: string;

  @Column(moneyColumn())
  estimatedMonthlyCost: number;

  /** Annual savings; negative means additional cost. */
  @Column(moneyColumn())
  potentialSavings: number;

  @Column({ type: 'int', default: 0 })
  matchScore: number;

  @Column({ type: 'int', default: 0 })
  rank: number;

  @Column({ type: 'boolean', default: false })
  isSelected: boolean;

  @Column({ type: 'text', nullable: true })
  selectionReasoning: string | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;
}
