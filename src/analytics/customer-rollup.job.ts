import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isMysql } from '../database/engine';
import { Transactions } from '../database/transactions';
import { JobRuns } from '../jobs/job-runs.service';
import { refreshStaleCustomers } from '../domain/customer-rollup-store';
import { CUSTOMER_STALE_TABLE } from '../domain/customer-rollups';

export const CUSTOMER_ROLLUP_JOB = 'customer-rollups';
/** The lock outlives a stalled instance by at most this; a live run renews it. */
const LOCK_TTL_MS = 2 * 60_000;
/** Customers refreshed per transaction; a run goes on until none is left. */
const BATCH = 300;

/**
 * Every 30 seconds, and before the dashboard reads the roll-ups (catchUp): works out again the roll-up rows of the customers whose profile, quotes or
 * leads changed (or who were deleted) since the last run (refreshStaleCustomers), so the
 * dashboard's customer, quote and lead figures are never behind what was committed before the dashboard asked. The writes
 * themselves only mark the customer stale, so a comparison never waits for a roll-up row another
 * comparison holds. The job lock lets one instance run it.
 */
@Injectable()
export class CustomerRollupJob {
  private readonly logger = new Logger(CustomerRollupJob.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly runs: JobRuns,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** This instance's run under way, if any. */
  private current: Promise<void> | null = null;

  @Cron(CronExpression.EVERY_30_SECONDS, { name: CUSTOMER_ROLLUP_JOB })
  run(): Promise<void> {
    this.current ??= this.runs
      .runExclusive(
        CUSTOMER_ROLLUP_JOB,
        'Customer roll-ups',
        LOCK_TTL_MS,
        () => this.refresh(),
        (count) => this.logger.log(`Refreshed the roll-ups of ${count} customer(s)`),
      )
      .finally(() => (this.current = null));
    return this.current;
  }

  /**
   * Brings the roll-ups up to date before the dashboard reads them, so its figures include every
   * write committed before the call: when a customer is stale, waits for this instance's run (a
   * run already under way may have started before that write: then once more). Answers at once
   * when nothing is stale (one indexed read). A run another instance holds is not waited for: its
   * customers are counted once it commits.
   */
  async catchUp(): Promise<void> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const stale = await this.dataSource.query<unknown[]>(`SELECT businessProfileId FROM ${CUSTOMER_STALE_TABLE} LIMIT 1`);
      if (stale.length === 0) return;
      await this.run();
    }
  }

  /** Refreshes stale customers until none is left; answers how many. */
  async refresh(): Promise<number> {
    let refreshed = 0;
    for (;;) {
      // READ COMMITTED (MySQL/MariaDB): each statement reads what the writes that marked the customers committed.
      const batch = await this.transactions.run(
        (manager) => refreshStaleCustomers((sql, params) => manager.query(sql, params), isMysql(manager.connection), BATCH),
        {
          isolation: 'READ COMMITTED',
        },
      );
      refreshed += batch;
      if (batch < BATCH) return refreshed;
    }
  }
}
