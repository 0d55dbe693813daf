import { afterFailure, isDelivered, RETRY_WINDOW_MS } from './webhook-policy';

const MINUTE = 60_000;

describe('webhook retry policy', () => {
  const start = new Date('2026-11-28T10:00:00Z');
  const retryUntil = new Date(start.getTime() + RETRY_WINDOW_MS);

  it('waits 1, 2, 4 ... minutes after each failure, and makes a last attempt at the end of the 24 hours', () => {
    let now = start;
    const waits: number[] = [];
    for (let attempts = 1; ; attempts += 1) {
      const outcome = afterFailure(attempts, now, retryUntil);
      if (outcome.status === 'failed') break;
      waits.push((outcome.nextAttemptAt!.getTime() - now.getTime()) / MINUTE);
      now = outcome.nextAttemptAt!;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 417]);
    expect(now).toEqual(retryUntil);
  });

  it('gives up once the 24 hours are over', () => {
    expect(afterFailure(3, retryUntil, retryUntil)).toEqual({ status: 'failed', nextAttemptAt: null });
  });

  it('counts only a 2xx answer as delivered (a redirect is not followed)', () => {
    expect([200, 204, 299].map(isDelivered)).toEqual([true, true, true]);
    expect([null, 199, 301, 400, 410, 500].map(isDelivered)).toEqual([false, false, false, false, false, false]);
  });
});
