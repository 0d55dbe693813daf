import { Injectable, OnModuleInit } from '@nestjs/common';
import { Metrics } from '../metrics/metrics';
import { MailService } from './mail.service';

/** Statuses an email waits in before it is sent; 'failed' here means failed with a retry to come. */
const OUTBOX_STATUSES = ['queued', 'sending', 'failed'] as const;

/** The mail outbox's depth in the metrics (mail_outbox_emails by status), read at each scrape. */
@Injectable()
export class OutboxMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.metrics.addGauge(
      'mail_outbox_emails',
      "Emails still to be sent, by status (queued; sending; failed: waiting for a retry). Summed over the instances' shared database",
      ['status'],
      async () => {
        const counts = new Map((await this.mail.outbox()).map(({ status, count }) => [status, count]));
        return OUTBOX_STATUSES.map((status) => ({ labels: { status }, value: counts.get(status) ?? 0 }));
      },
    );
  }
}
