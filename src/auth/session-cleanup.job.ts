import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../common/clock/clock';
import { SessionsService } from './sessions.service';

/** Hourly: deletes the sessions that have ended (revoked, expired, or idle past SESSION_IDLE_MINUTES). */
@Injectable()
export class SessionCleanupJob {
  private readonly logger = new Logger(SessionCleanupJob.name);

  constructor(
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'session-cleanup' })
  async run(): Promise<void> {
    try {
      const deleted = await this.sessions.deleteEnded(this.clock.now());
      if (deleted > 0) this.logger.log(`Deleted ${deleted} ended session(s)`);
    } catch (error) {
      this.logger.error(`Session cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
