/**
 * When a webhook delivery is tried again (pure, no framework imports). A round of attempts lasts
 * 24 hours from the event (or from a redelivery). After the n-th failed attempt the next waits
 * 2^(n-1) minutes (1, 2, 4 ... 512 minutes); when that would pass the end of the round, one last
 * attempt is made at the end; after it the delivery has failed.
 */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
export const FIRST_RETRY_DELAY_MS = 60_000;
/** How long a claimed ('sending') delivery stays with the run that claimed it: past the 10-second timeout with room to spare. */
export const SENDING_LEASE_MS = 2 * 60_000;
export const REQUEST_TIMEOUT_MS = 10_000;
/** An answer is read up to this many bytes, then cut. */
export const MAX_RESPONSE_BYTES = 64 * 1024;
/** The first bytes of an answer kept in the attempt's log. */
export const RESPONSE_EXCERPT_BYTES = 1024;
export const MAX_ERROR_LENGTH = 200;

export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.min(Math.max(0, Math.floor(failedAttempts) - 1), 30);
  return FIRST_RETRY_DELAY_MS * 2 ** exponent;
}

export interface AfterFailure {
  status: 'pending' | 'failed';
  nextAttemptAt: Date | null;
}

/** What a failed attempt (the `attempts`-th of the round, at `now`) leaves: another attempt later, or failed. */
export function afterFailure(attempts: number, now: Date, retryUntil: Date): AfterFailure {
  if (now.getTime() >= retryUntil.getTime()) return { status: 'failed', nextAttemptAt: null };
  const next = now.getTime() + retryDelayMs(attempts);
  return { status: 'pending', nextAttemptAt: new Date(Math.min(next, retryUntil.getTime())) };
}

/** A 2xx answer delivers; anything else (a redirect too: they are not followed) is retried. */
export function isDelivered(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode < 300;
}

export function shortError(message: string): string {
  const line = message.split(/\r?\n/)[0];
  return line.length > MAX_ERROR_LENGTH ? `${line.slice(0, MAX_ERROR_LENGTH - 1)}…` : line;
}
