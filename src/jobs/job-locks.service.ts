import { Injectable, Logger } from '@nestjs/common';
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
 * expires (ttl) so that an instance dying mid-run does not block the job for ever; runExclusive
 * renews it while the job runs, so a run longer than the ttl keeps it. Times come from the caller
 * (the injectable clock).
 */
@Injectable()
export class JobLocks {
  private readonly logger = new Logger(JobLocks.name);

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

  /**
   * Pushes a held lock's expiry to `now` + ttl. Answers false when this claim no longer holds it
   * (it expired and another instance took it).
   */
  async renew(lock: HeldLock, now: Date, ttlMs: number): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(JobLock)
      .set({ lockedUntil: new Date(now.getTime() + ttlMs) })
      .where('name = :name AND holder = :token', { name: lock.name, token: lock.token })
      .execute();
    return result.affected === 1;
  }

  /**
   * Runs `work` under the lock `name`, claimed at `now`: null, without running it, when another
   * instance holds the lock. While the work runs the lock is renewed every third of its ttl (the
   * time then is `now` plus the time the run has taken), so it never expires under a live run
   * however long that takes; it is released when the work ends, failed or not.
   */
  async runExclusive<T>(name: string, now: Date, ttlMs: number, work: () => Promise<T>): Promise<T | null> {
    const lock = await this.claim(name, now, ttlMs);
    if (!lock) return null;
    const startedAt = performance.now();
    const elapsedNow = (): Date => new Date(now.getTime() + Math.round(performance.now() - startedAt));
    let renewal: Promise<void> = Promise.resolve();
    const timer = setInterval(
      () => {
        renewal = renewal
          .then(async () => {
            if (!(await this.renew(lock, elapsedNow(), ttlMs))) this.logger.error(`Job lock ${name} was lost during the run (taken after it expired)`);
          })
          .catch((error: unknown) => this.logger.warn(`Job lock ${name} not renewed: ${error instanceof Error ? error.message : String(error)}`));
      },
      Math.max(1, Math.floor(ttlMs / 3)),
    );
    timer.unref();
    try {
      return await work();
    } finally {
      clearInterval(timer);
      await renewal;
      await this.release(lock, now);
    }
  }

  /** Frees the lock at `now`, if this claim still holds it. */
  async release(lock: HeldLock, now: Date): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(JobLock)
      .set({ lockedUntil: now })
      .where('name = :name AND holder = :token', { name: lock.name, token: lock.token })
      .execute();
  }
}
