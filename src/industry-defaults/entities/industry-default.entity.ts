import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTimeColumn, moneyColumn, rateColumn } from '../../database/columns';

/** Typical figures for a wizard sector, used by 'Industry Typical'. */
@Entity('industry_defaults')
@Index('IDX_industry_defaults_sector', ['businessSector'], { unique: true })
export class IndustryDefault {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 60 })
  businessSector: string;

  @Column({ type: 'varchar', length: 120 })
  sectorLabel: string;

  @Column(moneyColumn())
  monthlyTurnoverDefault: number;

  @Column(moneyColumn())
  averageTransactionDefault: number;

  @Column(rateColumn())
  creditDebitSplitDefault: number;

  @Column(rateColumn())
  personalCorporateSplitDefault: number;

  @Column(rateColumn())
  ukInternationalSplitDefault: number;

  @Column(rateColumn())
  f2fCnpSplitDefault: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  researchSource: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'varchar', length: 10, nullable: true })
  researchDate: string | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;

  @UpdateDateColumn(dateTimeColumn())
  updatedAt: Date;
}
