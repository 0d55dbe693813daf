import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';

/**
 * visitor, user_launch, user, step (a wizard step reached, with its number) and document_upload
 * (a statement uploaded): the raw material of the six-stage funnel and the journey figures. No
 * IP address is kept.
 */
export const TRACKING_TYPES = ['visitor', 'user_launch', 'user', 'document_upload', 'step'] as const;
export type TrackingType = (typeof TRACKING_TYPES)[number];

@Entity('tracking_events')
@Index('IDX_tracking_events_type_created', ['type', 'createdAt'])
/** A visit's events in time order: its first event (time to complete) is one index seek. */
@Index('IDX_tracking_events_session_created', ['sessionHash', 'createdAt'])
export class TrackingEvent {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** SHA-256 of the visitor's session id (as business_profiles.sessionHash, so the two join); never the id. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  sessionHash: string | null;

  @Column({ type: 'varchar', length: 30 })
  type: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  path: string | null;

  /** The wizard step reached (1-5) of a `step` event; null for the other types. */
  @Column({ type: 'int', nullable: true })
  step: number | null;

  @Column({ type: 'simple-json', nullable: true })
  data: Record<string, unknown> | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;
}
