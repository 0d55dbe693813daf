import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '../../api-types/schema';
import { Clock } from '../../src/common/clock/clock';
import { WebhookOutbox } from '../../src/webhooks/webhook-outbox.service';
import type { TestApp } from '../support/app';
import { createTestDatabase, TestDatabase } from '../support/database';

/** A delivery as GET /api/crm/leads/{id}/webhook-deliveries answers it (dates as JSON strings). */
export type DeliveryView = components['schemas']['WebhookDeliveryViewDto'];

/** A lead's deliveries as `cookie` reads them, once none has an attempt under way. */
export async function settledDeliveries(t: TestApp, cookie: string, leadId: number, count = 1, timeoutMs = 5000): Promise<DeliveryView[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.http.get(`/api/crm/leads/${leadId}/webhook-deliveries`).set('Cookie', cookie).expect(200);
    const rows = res.body as DeliveryView[];
    const isSettled = rows.length >= count && rows.every((row) => row.status !== 'sending' && row.attemptLog.length > 0);
    if (isSettled) return rows;
    if (Date.now() > until) throw new Error(`deliveries of lead ${leadId} did not settle: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The server's clock, frozen and moved only forward (the delivery run's job lock is taken and
 * freed at the clock's time, so a clock moved back would find it still held).
 */
export class MovingClock {
  private spy: jest.SpyInstance;
  now: Date;

  constructor(
    private readonly t: TestApp,
    start = new Date(),
  ) {
    this.now = start;
    this.spy = jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(this.now.getTime()));
  }

  to(at: Date): void {
    if (at.getTime() > this.now.getTime()) this.now = at;
  }

  by(ms: number): void {
    this.now = new Date(this.now.getTime() + ms);
  }

  restore(): void {
    this.spy.mockRestore();
  }
}

/** One delivery run, as the scheduled job makes it. */
export function runDeliveries(t: TestApp): Promise<number | null> {
  return t.app.get(WebhookOutbox).deliverDue();
}

/** A database two app instances share one after the other: a file for SQLite, or the test server's. */
export async function sharedDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE_URL) return createTestDatabase();
  const folder = mkdtempSync(join(tmpdir(), 'mc-webhooks-'));
  return { url: `sqlite:${join(folder, 'shared.sqlite')}`, drop: async () => rmSync(folder, { recursive: true, force: true }) };
}
