import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTimeColumn } from '../columns';

export const REFERENCE_SEED_KINDS = ['provider', 'industry_default', 'email_template'] as const;
export type ReferenceSeedKind = (typeof REFERENCE_SEED_KINDS)[number];

/**
 * One seeded reference record (seeded once): its kind and its seed key (provider
 * name, sector, template name; lower case). A key recorded here is never seeded again, so a
 * record that staff renamed or deleted does not come back at the next start, while a seed added
 * in a later release still reaches existing databases once.
 */
@Entity('reference_seeds')
@Index('IDX_reference_seeds_kind_key', ['kind', 'seedKey'], { unique: true })
export class ReferenceSeed {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 30 })
  kind: ReferenceSeedKind;

  @Column({ type: 'varchar', length: 120 })
  seedKey: string;

  @CreateDateColumn(dateTimeColumn())
  seededAt: Date;
}
