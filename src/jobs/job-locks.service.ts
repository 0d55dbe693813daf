import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../database/errors';
import { JobLock } from './entities/job-lock.entity';

/** A held lock: release it with its token. */
export interface HeldLock {
  name: string;
  token: string;
}

/**
 * Locks that make a job run in one app instance at a time when several share the database. A
 * claim is one atomic statement, so of two instances claiming at the same moment exactly one
 * wins: the first claim of a name is an INSERT (the primary key refuses the second), later
 * claims a conditional UPDATE that takes the row only while its lockedUntil has passed. A lock
 * expires (ttl) so that an instance dying mid-run does not block the job for ever; a job must
 * finish well within its ttl. Times come from the caller (the injectable clock).
 */
@Injectable()
export class JobLocks {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async claim(name: string, now: Date, ttlMs: number): Promise<HeldLock | null> {
    const token = randomUUID();
    const lockedUntil = new Date(now.getTime() + ttlMs);
    const taken = await this.dataSource
      .createQueryBuilder()
      .update(JobLock)
      .set({ holder: token, lockedUntil })
      .where('name = :name AND lockedUntil <= :now', { name, now })
      .execute();
    if (taken.affected === 1) return { name, token };
    try {
      await this.dataSource.createQueryBuilder().insert().into(JobLock).values({ name, holder: token, lockedUntil }).execute();
      return { name, token };
    } catch (error) {
      // Another instance holds it (or claimed it first, a moment ago).
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Frees the lock at `now`, if this claim still holds it. */
  async release(lock: HeldLock, now: Date): Promise<void> {
    await this.dataSource.createQueryBuilder().update(JobLock).set({ lockedUntil: now }).where('name = :name AND holder = :token', { name: lock.name, token: lock.token }).execute();
  }
}
