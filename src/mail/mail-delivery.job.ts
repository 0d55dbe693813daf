import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { MailService } from './mail.service';

export const MAIL_DELIVERY_INTERVAL_MS = 60_000;

/** Every minute: sends the emails that are due (first attempts that did not run, and retries). */
@Injectable()
export class MailDeliveryJob {
  private readonly logger = new Logger(MailDeliveryJob.name);
  private isRunning = false;

  constructor(private readonly mail: MailService) {}

  @Interval('mail-delivery', MAIL_DELIVERY_INTERVAL_MS)
  async run(): Promise<void> {
    if (this.isRunning) return;
    this.isRunning = true;
    try {
      const sent = await this.mail.deliverDue();
      if (sent > 0) this.logger.log(`Sent ${sent} queued email(s)`);
    } catch (error) {
      this.logger.error(`Mail delivery run failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.isRunning = false;
    }
  }
}
