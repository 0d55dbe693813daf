import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row of the tracking events' daily roll-ups (see tracking-rollup.ts): for a measure and a UK
 * day, the count of events (visitors) or of sessions active that day whose previous active day
 * for the measure was prevDay ('' for none).
 */
@Entity('tracking_rollups')
export class TrackingRollup {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  measure: string;

  /** The UK day, YYYY-MM-DD. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  /** The session's previous active day for the measure, YYYY-MM-DD; '' for its first (and for visitors). */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  prevDay: string;

  @Column({ type: 'int' })
  total: number;
}
