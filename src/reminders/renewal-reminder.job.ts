import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobRuns } from '../jobs/job-runs.service';
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
    private readonly runs: JobRuns,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES, { name: RENEWAL_REMINDER_JOB })
  run(): Promise<void> {
    return this.runs.runExclusive(
      RENEWAL_REMINDER_JOB,
      'Renewal reminders',
      LOCK_TTL_MS,
      (now) => this.reminders.sendDue(now),
      (sent) => this.logger.log(`Queued ${sent} renewal reminder(s)`),
    );
  }
}
