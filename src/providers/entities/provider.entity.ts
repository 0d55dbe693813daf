import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTimeColumn, decimalTransformer, moneyColumn, rateColumn } from '../../database/columns';
import { CATALOGUE_STATUSES, CatalogueStatus } from '../../domain/catalogue-rules/status';
import { Terminal } from './terminal.entity';

/** live, draft, inactive: the rule is in src/domain/catalogue-rules/status.ts. */
export const PROVIDER_STATUSES = CATALOGUE_STATUSES;
export type ProviderStatus = CatalogueStatus;

@Entity('providers')
@Index('IDX_providers_name', ['name'], { unique: true })
@Index('IDX_providers_status', ['status'])
export class Provider {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  logo: string | null;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: ProviderStatus;

  @Column({ type: 'int', default: 0 })
  dataQualityScore: number;

  @Column({ type: 'int', default: 1 })
  dataVersion: number;

  @Column({ type: 'varchar', length: 60, nullable: true })
  supportLocation: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  escalationPoint: string | null;

  @Column({ type: 'int', nullable: true })
  contractTermMonths: number | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  deliveryDays: string | null;

  /** Summary-box terms (null: not stated by the provider): days of notice to leave the contract. */
  @Column({ type: 'int', nullable: true })
  noticePeriodDays: number | null;

  /** £ charged for leaving before the contract ends (0: none). */
  @Column(moneyColumn({ nullable: true }))
  exitFee: number | null;

  /** Months a terminal lease runs (the regulator caps directed providers' leases at 18). */
  @Column({ type: 'int', nullable: true })
  terminalLeaseMonths: number | null;

  /** When takings reach the merchant's account, e.g. 'Next working day'. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  settlementTime: string | null;

  /** When support answers, e.g. '24/7' or 'Mon-Fri 8am-6pm'. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  supportHours: string | null;

  /** £ a month of other fixed fees (PCI compliance, service or account fees); null: not stated, priced as 0. */
  @Column(moneyColumn({ nullable: true }))
  otherMonthlyFees: number | null;

  /** What the other monthly fees are, e.g. 'PCI compliance and account fee'. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  otherMonthlyFeesLabel: string | null;

  @Column(rateColumn({ nullable: true }))
  debitFeeMin: number | null;

  @Column(rateColumn({ nullable: true }))
  debitFeeMax: number | null;

  @Column(rateColumn({ nullable: true }))
  creditFeeMin: number | null;

  @Column(rateColumn({ nullable: true }))
  creditFeeMax: number | null;

  /** Pence per authorisation. */
  @Column(rateColumn({ nullable: true }))
  authorizationFee: number | null;

  @Column(moneyColumn({ nullable: true }))
  monthlyMinimumFee: number | null;

  @Column(moneyColumn({ nullable: true }))
  setupFee: number | null;

  @Column(moneyColumn({ nullable: true }))
  terminalRentalMin: number | null;

  @Column(moneyColumn({ nullable: true }))
  terminalRentalMax: number | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  paymentTypes: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  connectionMethods: string | null;

  @Column({ type: 'boolean', default: false })
  eposIntegration: boolean;

  @Column({ type: 'int', nullable: true })
  merchantCompareRating: number | null;

  @Column({ type: 'decimal', precision: 2, scale: 1, nullable: true, transformer: decimalTransformer })
  trustpilotRating: number | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  trustpilotUrl: string | null;

  @Column({ type: 'text', nullable: true })
  companyDescription: string | null;

  @Column({ type: 'simple-json', nullable: true })
  features: string[] | null;

  @Column({ type: 'simple-json', nullable: true })
  paymentGateways: string[] | null;

  @Column({ type: 'simple-json', nullable: true })
  ecommercePlatforms: string[] | null;

  @Column({ type: 'simple-json', nullable: true })
  eposSystems: string[] | null;

  @Column({ type: 'simple-json', nullable: true })
  apiIntegrations: string[] | null;

  @OneToMany(() => Terminal, (terminal) => terminal.provider)
  terminals: Terminal[];

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;

  @UpdateDateColumn(dateTimeColumn())
  updatedAt: Date;
}
