import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { TZDate } from '@date-fns/tz';
import { Clock } from '../common/clock/clock';
import { JOB_SKIPPED, JobRuns } from '../jobs/job-runs.service';
import { UK_TIME_ZONE } from '../common/dates/date-presets';
import { RetentionService } from './retention.service';

export const RETENTION_JOB = 'data-retention';
/** Daily at 03:00 UK time, when the back-office is quiet. */
export const RETENTION_HOUR = 3;

/** The next daily run after `now` (03:00 Europe/London, whatever the season). */
export function nextRetentionRun(now: Date): Date {
  const uk = new TZDate(now.getTime(), UK_TIME_ZONE);
  const today = new TZDate(uk.getFullYear(), uk.getMonth(), uk.getDate(), RETENTION_HOUR, 0, 0, UK_TIME_ZONE);
  if (today.getTime() > now.getTime()) return new Date(today.getTime());
  return new Date(new TZDate(uk.getFullYear(), uk.getMonth(), uk.getDate() + 1, RETENTION_HOUR, 0, 0, UK_TIME_ZONE).getTime());
}

/**
 * Daily: the data-retention run (RetentionService). Every instance's scheduler fires; the job
 * lock lets one of them run it and the others skip.
 */
@Injectable()
export class RetentionJob {
  private readonly logger = new Logger(RetentionJob.name);

  constructor(
    private readonly retention: RetentionService,
    private readonly clock: Clock,
    private readonly runs: JobRuns,
  ) {}

  @Cron(`0 ${RETENTION_HOUR} * * *`, { name: RETENTION_JOB, timeZone: UK_TIME_ZONE })
  run(): Promise<void> {
    return this.runs.run(RETENTION_JOB, 'Data retention', async () => {
      const summary = await this.retention.runLocked(this.clock.now(), null);
      if (summary) return;
      this.logger.log('Data retention is running in another instance; skipped here');
      return JOB_SKIPPED;
    });
  }
}
