import { Injectable, Logger } from '@nestjs/common';
import { Metrics } from '../metrics/metrics';

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

  constructor(private readonly metrics: Metrics) {}

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
