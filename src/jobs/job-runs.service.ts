import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { Metrics } from '../metrics/metrics';
import { JobLocks } from './job-locks.service';

/** What a job's work answers when it did not run this time (another run or instance has it). */
export const JOB_SKIPPED = 'skipped';

/**
 * The one place every scheduled job runs through: it times the run, records it in the metrics
 * (job_runs_total and job_duration_seconds by job and outcome) and logs a failure instead of
 * letting it escape into the scheduler, where it would go unseen.
 */
@Injectable()
export class JobRuns {
  private readonly logger = new Logger('Jobs');

  private readonly inFlight = new Set<Promise<void>>();
  private isDraining = false;

  constructor(
    private readonly metrics: Metrics,
    private readonly locks: JobLocks,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs `job`'s work; `description` names it in the failure's log line (e.g. 'Mail delivery run').
   * Once the app is stopping (drain) a tick starts nothing: another instance runs the job later.
   */
  run(job: string, description: string, work: () => Promise<typeof JOB_SKIPPED | void>): Promise<void> {
    if (this.isDraining) return Promise.resolve();
    const run = this.timed(job, description, work);
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
    return run;
  }

  /**
   * Runs a job that every instance's scheduler fires and one instance at a time does: its work
   * runs (given the clock's time) under the job lock named `job` (JobLocks.runExclusive: held for
   * `lockTtlMs`, renewed while the run goes on), and is recorded as skipped when another run holds
   * it. The work answers how many things it did; `report` is called with that count when above 0.
   */
  runExclusive(job: string, description: string, lockTtlMs: number, work: (now: Date) => Promise<number>, report: (count: number) => void): Promise<void> {
    return this.run(job, description, async () => {
      const now = this.clock.now();
      const count = await this.locks.runExclusive(job, now, lockTtlMs, () => work(now));
      if (count === null) return JOB_SKIPPED;
      if (count > 0) report(count);
    });
  }

  /** Stops starting runs and waits for those under way (shutdown, before the database closes). */
  async drain(): Promise<void> {
    this.isDraining = true;
    await Promise.allSettled([...this.inFlight]);
  }

  private async timed(job: string, description: string, work: () => Promise<typeof JOB_SKIPPED | void>): Promise<void> {
    const startedAt = performance.now();
    try {
      const result = await work();
      this.metrics.observeJob(job, result === JOB_SKIPPED ? 'skipped' : 'completed', performance.now() - startedAt);
    } catch (error) {
      this.metrics.observeJob(job, 'failed', performance.now() - startedAt);
      this.logger.error(`${description} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
