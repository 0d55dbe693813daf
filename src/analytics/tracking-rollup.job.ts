import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Transactions } from '../database/transactions';
import { JobRuns } from '../jobs/job-runs.service';
import { reconcileAppliedSessions } from './tracking-rollup';

export const TRACKING_ROLLUP_JOB = 'tracking-rollups';
/** The lock outlives a stalled instance by at most this; a live run renews it. */
const LOCK_TTL_MS = 2 * 60_000;
/** Sessions moved per transaction; a run goes on until none is left. */
const BATCH = 1000;

/**
 * Every minute: moves the sessions that applied since the last run out of the roll-ups' drop-off
 * counts (reconcileAppliedSessions; a visit whose leads go with its customer comes back in that
 * deletion's own transaction), so the dashboard's most common
 * drop-off point is never more than a minute behind the leads. Every other roll-up figure is
 * kept in the events' own transactions. The job lock lets one instance run it.
 */
@Injectable()
export class TrackingRollupJob {
  private readonly logger = new Logger(TrackingRollupJob.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly runs: JobRuns,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: TRACKING_ROLLUP_JOB })
  run(): Promise<void> {
    return this.runs.runExclusive(
      TRACKING_ROLLUP_JOB,
      'Tracking roll-ups',
      LOCK_TTL_MS,
      () => this.reconcile(),
      (moved) => this.logger.log(`Moved ${moved} session(s) in or out of the drop-off counts`),
    );
  }

  /** Runs reconcileAppliedSessions until it has nothing left to move; answers how many sessions moved. */
  async reconcile(): Promise<number> {
    let moved = 0;
    for (;;) {
      const batch = await this.transactions.run((manager) => reconcileAppliedSessions(manager, BATCH));
      moved += batch;
      if (batch < BATCH) return moved;
    }
  }
}
