import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { dateTimeColumn, moneyColumn, rateColumn } from '../../database/columns';
import type { CustomerSource } from '../../domain/vocabulary/customer-sources';

/** A visitor's business as described in the wizard; in the back-office this is a customer. */
@Entity('business_profiles')
@Index('IDX_business_profiles_session', ['sessionHash'])
/** The lists' default order (newest first, ties by id): on SQLite the index alone serves the page's ids. */
@Index('IDX_business_profiles_created_id', ['createdAt', 'id'])
@Index('IDX_business_profiles_last_activity', ['lastActivityAt'])
@Index('IDX_business_profiles_sector', ['businessSector'])
export class BusinessProfile {
  /** Random UUID: public ids cannot be guessed or enumerated. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** SHA-256 of the owner's session id (profiles/visitor-session.ts); the id itself is never stored. */
  @Column({ type: 'varchar', length: 64 })
  sessionHash: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  businessName: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  businessType: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  businessSector: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  paymentStatus: string | null;

  /** How the customer reached us (CUSTOMER_SOURCES): 'wizard', or the manual source staff entered it under. */
  @Column({ type: 'varchar', length: 20, default: 'wizard' })
  source: CustomerSource;

  @Column(moneyColumn({ nullable: true }))
  monthlyTurnover: number | null;

  @Column(moneyColumn({ nullable: true }))
  debitCardVolume: number | null;

  @Column(moneyColumn({ nullable: true }))
  creditCardVolume: number | null;

  @Column(moneyColumn({ nullable: true }))
  corporateCardVolume: number | null;

  @Column({ type: 'int', nullable: true })
  transactionsPerMonth: number | null;

  @Column(moneyColumn({ nullable: true }))
  averageTransaction: number | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  currentProvider: string | null;

  @Column({ type: 'simple-json', nullable: true })
  paymentMethods: string[] | null;

  @Column({ type: 'simple-json', nullable: true })
  cardTypes: string[] | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  needsIntegration: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  integrationSpecific: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  terminalTypePreference: string | null;

  @Column({ type: 'simple-json', nullable: true })
  softwareIntegrationPrefs: string[] | null;

  @Column({ type: 'simple-json', nullable: true })
  connectivityPreferences: string[] | null;

  @Column({ type: 'int', nullable: true })
  numberOfTerminals: number | null;

  @Column({ type: 'int', nullable: true })
  merchantAccounts: number | null;

  @Column(moneyColumn({ nullable: true }))
  currentTotalMonthlyCost: number | null;

  @Column(rateColumn({ nullable: true }))
  currentDebitFee: number | null;

  @Column(rateColumn({ nullable: true }))
  currentCreditFee: number | null;

  @Column(rateColumn({ nullable: true }))
  currentCorporateCreditFee: number | null;

  /** Pence per authorisation. */
  @Column(rateColumn({ nullable: true }))
  currentAuthFee: number | null;

  @Column(rateColumn({ nullable: true }))
  currentCnpFee: number | null;

  @Column(rateColumn({ nullable: true }))
  currentInternationalFee: number | null;

  @Column(moneyColumn({ nullable: true }))
  currentMonthlyFees: number | null;

  @Column(moneyColumn({ nullable: true }))
  currentTerminalRental: number | null;

  @Column(moneyColumn({ nullable: true }))
  currentOtherFees: number | null;

  @Column(rateColumn({ nullable: true }))
  personalCorporateSplit: number | null;

  @Column(rateColumn({ nullable: true }))
  ukInternationalSplit: number | null;

  @Column(rateColumn({ nullable: true }))
  f2fCnpSplit: number | null;

  @Column({ type: 'simple-json', nullable: true })
  calculatedPricing: Record<string, unknown> | null;

  @Column({ type: 'simple-json', nullable: true })
  step3CalculatedCurrentCost: { total: number; source: string; timestamp: string } | null;

  /**
   * What the customer search matches, lower-cased by the database: the business name and each
   * lead's first name, last name and email, separated by spaces (a search word has no space, so
   * it can match only inside one of them, as when each is searched on its own). Derived, never
   * answered: rewritten by refreshCustomerSearch() (customer-index.ts) whenever the name or the
   * leads change, and not read unless asked for.
   */
  @Column({ type: 'text', nullable: true, select: false })
  searchText: string | null;

  /** Last time the customer or staff did anything with this record (drives data retention). */
  @Column(dateTimeColumn())
  lastActivityAt: Date;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;

  @UpdateDateColumn(dateTimeColumn())
  updatedAt: Date;

  @BeforeInsert()
  assignDefaults(): void {
    if (!this.id) this.id = randomUUID();
    if (!this.lastActivityAt) this.lastActivityAt = new Date();
  }
}
