import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { JOB_SKIPPED, JobRuns } from '../jobs/job-runs.service';
import { WebhookOutbox } from './webhook-outbox.service';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
export const WEBHOOK_DELIVERY_INTERVAL_MS = 30_000;

/**
 * Every 30 seconds: the webhook deliveries that are due (retries, first attempts that did not run
 * because the instance stopped, claims left by a crashed one). Every instance's scheduler fires;
 * the job lock lets one of them run it and the others skip.
 */
@Injectable()
export class WebhookDeliveryJob {
  private readonly logger = new Logger(WebhookDeliveryJob.name);

  constructor(
    private readonly outbox: WebhookOutbox,
    private readonly runs: JobRuns,
  ) {}

  @Interval(WEBHOOK_DELIVERY_JOB, WEBHOOK_DELIVERY_INTERVAL_MS)
  run(): Promise<void> {
    return this.runs.run(WEBHOOK_DELIVERY_JOB, 'Webhook delivery run', async () => {
      const delivered = await this.outbox.deliverDue();
      if (delivered === null) return JOB_SKIPPED;
      if (delivered > 0) this.logger.log(`Delivered ${delivered} webhook message(s)`);
    });
  }
}
