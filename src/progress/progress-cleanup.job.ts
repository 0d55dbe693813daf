import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../common/clock/clock';
import { ProgressService } from './progress.service';

/** Daily: deletes saved progress whose link has expired (the state and the address go with it). */
@Injectable()
export class ProgressCleanupJob {
  private readonly logger = new Logger(ProgressCleanupJob.name);

  constructor(
    private readonly progress: ProgressService,
    private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'progress-cleanup' })
  async run(): Promise<void> {
    try {
      const deleted = await this.progress.deleteExpired(this.clock.now());
      if (deleted > 0) this.logger.log(`Deleted ${deleted} expired saved progress record(s)`);
    } catch (error) {
      this.logger.error(`Saved progress cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
