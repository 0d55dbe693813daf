import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { JOB_SKIPPED, JobRuns } from '../jobs/job-runs.service';
import { MailService } from './mail.service';

export const MAIL_DELIVERY_INTERVAL_MS = 60_000;

/** Every minute: sends the emails that are due (first attempts that did not run, and retries). */
@Injectable()
export class MailDeliveryJob {
  private readonly logger = new Logger(MailDeliveryJob.name);
  private isRunning = false;

  constructor(
    private readonly mail: MailService,
    private readonly runs: JobRuns,
  ) {}

  @Interval('mail-delivery', MAIL_DELIVERY_INTERVAL_MS)
  run(): Promise<void> {
    return this.runs.run('mail-delivery', 'Mail delivery run', async () => {
      if (this.isRunning) return JOB_SKIPPED;
      this.isRunning = true;
      try {
        const sent = await this.mail.deliverDue();
        if (sent > 0) this.logger.log(`Sent ${sent} queued email(s)`);
      } finally {
        this.isRunning = false;
      }
    });
  }
}
