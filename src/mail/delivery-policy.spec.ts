import { afterFailure, describeSendError, MAX_ATTEMPTS, MAX_RETRY_DELAY_MS, retryDelayMs } from './delivery-policy';

const MINUTE = 60_000;

describe('delivery retry policy', () => {
  it('waits 1, 2, 4, 8, 16 ... minutes after each failed attempt, capped at 6 hours', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1, 2, 4, 8, 16, 32].map((m) => m * MINUTE));
    expect(retryDelayMs(9)).toBe(256 * MINUTE);
    expect(retryDelayMs(10)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1000)).toBe(6 * 60 * MINUTE);
  });

  it('queues again with the next attempt time until the tenth failure, then fails for good', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(afterFailure(0, now)).toEqual({ attempts: 1, status: 'queued', nextAttemptAt: new Date('2026-01-01T12:01:00Z') });
    expect(afterFailure(3, now)).toEqual({ attempts: 4, status: 'queued', nextAttemptAt: new Date('2026-01-01T12:08:00Z') });
    expect(afterFailure(MAX_ATTEMPTS - 2, now).status).toBe('queued');
    expect(afterFailure(MAX_ATTEMPTS - 1, now)).toEqual({ attempts: MAX_ATTEMPTS, status: 'failed', nextAttemptAt: null });
    expect(MAX_ATTEMPTS).toBe(10);
  });

  it('fails for good at once when the failure is permanent', () => {
    expect(afterFailure(0, new Date('2026-01-01T12:00:00Z'), true)).toEqual({ attempts: 1, status: 'failed', nextAttemptAt: null });
  });

  it('records a short error with its codes and without credentials', () => {
    const error = Object.assign(new Error('Invalid login: 535 bad credentials for mailer-user / s3cret-pass\nsecond line'), {
      code: 'EAUTH',
      responseCode: 535,
    });
    const text = describeSendError(error, ['mailer-user', 's3cret-pass']);
    expect(text).toBe('EAUTH 535: Invalid login: 535 bad credentials for [redacted] / [redacted]');
    expect(describeSendError(new Error('connect to smtp://user:pw@mail.example.co.uk failed'))).toBe('connect to smtp://[redacted]@mail.example.co.uk failed');
    expect(describeSendError(new Error('x'.repeat(1000))).length).toBeLessThanOrEqual(200);
    expect(describeSendError('plain')).toBe('plain');
    expect(describeSendError(undefined)).toBe('Unknown error');
  });
});
