import { Entity, PrimaryColumn } from 'typeorm';

/** A session that applied (a lead on a profile of the visit), as the roll-ups' drop-off counts know it. */
@Entity('tracking_applied_sessions')
export class TrackingAppliedSession {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  sessionHash: string;
}
