import { Injectable } from '@nestjs/common';

/** How many of the latest API answers the average covers. */
export const RESPONSE_WINDOW = 1000;

/**
 * The API's own request timings: the last RESPONSE_WINDOW answers under /api (a fixed ring
 * buffer, so memory stays constant), fed by a Fastify onResponse hook (app.ts) with Fastify's
 * measure of each request, from its arrival to the answer's last byte.
 */
@Injectable()
export class ResponseTimes {
  private readonly samples = new Float64Array(RESPONSE_WINDOW);
  private next = 0;
  private count = 0;
  private sum = 0;

  record(milliseconds: number): void {
    if (!Number.isFinite(milliseconds) || milliseconds < 0) return;
    if (this.count === RESPONSE_WINDOW) this.sum -= this.samples[this.next];
    else this.count += 1;
    this.samples[this.next] = milliseconds;
    this.sum += milliseconds;
    this.next = (this.next + 1) % RESPONSE_WINDOW;
  }

  /** The average of the window in whole milliseconds (0 before any answer). */
  averageMs(): number {
    return this.count === 0 ? 0 : Math.round(this.sum / this.count);
  }

  get size(): number {
    return this.count;
  }
}
