import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../common/clock/clock';
import { JobRuns } from '../jobs/job-runs.service';
import { SessionsService } from './sessions.service';

/** Hourly: deletes the sessions that have ended (revoked, expired, or idle past SESSION_IDLE_MINUTES). */
@Injectable()
export class SessionCleanupJob {
  private readonly logger = new Logger(SessionCleanupJob.name);

  constructor(
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
    private readonly runs: JobRuns,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'session-cleanup' })
  run(): Promise<void> {
    return this.runs.run('session-cleanup', 'Session cleanup', async () => {
      const deleted = await this.sessions.deleteEnded(this.clock.now());
      if (deleted > 0) this.logger.log(`Deleted ${deleted} ended session(s)`);
    });
  }
}
