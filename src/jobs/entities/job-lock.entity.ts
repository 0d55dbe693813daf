import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';

/**
 * A named lock shared by every app instance on one database, so that a scheduled job runs in one
 * instance at a time (JobLocks). A lock whose lockedUntil has passed is free, also when the
 * instance that held it died.
 */
@Entity('job_locks')
export class JobLock {
  @PrimaryColumn({ type: 'varchar', length: 60 })
  name: string;

  /** A random token of the claim that holds (or last held) the lock. */
  @Column({ type: 'varchar', length: 36 })
  holder: string;

  @Column(dateTimeColumn())
  lockedUntil: Date;
}
