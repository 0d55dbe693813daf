import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../common/clock/clock';
import { JobLocks } from '../jobs/job-locks.service';
import { JOB_SKIPPED, JobRuns } from '../jobs/job-runs.service';
import { RenewalRemindersService } from './renewal-reminders.service';

export const RENEWAL_REMINDER_JOB = 'renewal-reminders';
/** The lock outlives a stalled instance by at most this; a live run renews it. */
const LOCK_TTL_MS = 5 * 60_000;

/**
 * Every 10 minutes: emails the renewal reminders that are due (RenewalRemindersService). Every
 * instance's scheduler fires; the job lock lets one of them run it and the others skip, and each
 * reminder's own claim keeps it to one email even if two runs met.
 */
@Injectable()
export class RenewalReminderJob {
  private readonly logger = new Logger(RenewalReminderJob.name);

  constructor(
    private readonly reminders: RenewalRemindersService,
    private readonly locks: JobLocks,
    private readonly clock: Clock,
    private readonly runs: JobRuns,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES, { name: RENEWAL_REMINDER_JOB })
  run(): Promise<void> {
    return this.runs.run(RENEWAL_REMINDER_JOB, 'Renewal reminders', async () => {
      const sent = await this.locks.runExclusive(RENEWAL_REMINDER_JOB, this.clock.now(), LOCK_TTL_MS, () => this.reminders.sendDue(this.clock.now()));
      if (sent === null) return JOB_SKIPPED;
      if (sent > 0) this.logger.log(`Queued ${sent} renewal reminder(s)`);
    });
  }
}
