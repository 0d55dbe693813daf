import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../common/clock/clock';
import { JobRuns } from '../jobs/job-runs.service';
import { ProgressService } from './progress.service';

/** Daily: deletes saved progress whose link has expired (the state and the address go with it). */
@Injectable()
export class ProgressCleanupJob {
  private readonly logger = new Logger(ProgressCleanupJob.name);

  constructor(
    private readonly progress: ProgressService,
    private readonly clock: Clock,
    private readonly runs: JobRuns,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'progress-cleanup' })
  run(): Promise<void> {
    return this.runs.run('progress-cleanup', 'Saved progress cleanup', async () => {
      const deleted = await this.progress.deleteExpired(this.clock.now());
      if (deleted > 0) this.logger.log(`Deleted ${deleted} expired saved progress record(s)`);
    });
  }
}
