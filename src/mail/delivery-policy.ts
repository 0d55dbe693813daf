/**
 * When a failed email is tried again, and what is recorded about the failure (pure, no framework
 * imports).
 *
 * After the n-th failed attempt the next one waits 2^(n-1) minutes (1, 2, 4, 8, 16 ... minutes),
 * never more than 6 hours. After MAX_ATTEMPTS failed attempts the email is failed for good.
 */
export const MAX_ATTEMPTS = 10;
export const FIRST_RETRY_DELAY_MS = 60_000;
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000;
/**
 * How long a claimed ('sending') email stays with the process that claimed it. Longer than any
 * SMTP exchange can take with the transport's timeouts; after it, a crashed claim is taken over.
 */
export const SENDING_LEASE_MS = 15 * 60_000;
export const MAX_ERROR_LENGTH = 200;

/** The wait before the next attempt, given the number of failed attempts so far (1 or more). */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, Math.floor(failedAttempts) - 1);
  if (exponent >= 30) return MAX_RETRY_DELAY_MS;
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** exponent, MAX_RETRY_DELAY_MS);
}

/**
 * A failure that no retry can mend (the sender's Gmail is no longer connected): the email is
 * failed for good at once. Its message is safe to store and log (no address, no token).
 */
export class PermanentSendError extends Error {}

export interface FailureOutcome {
  attempts: number;
  status: 'queued' | 'failed';
  nextAttemptAt: Date | null;
}

/**
 * What a failed attempt leaves on the row: queued again with a later nextAttemptAt, or failed for
 * good (after the last attempt, or at once when the failure is permanent).
 */
export function afterFailure(previousAttempts: number, now: Date, isPermanent = false): FailureOutcome {
  const attempts = previousAttempts + 1;
  if (attempts >= MAX_ATTEMPTS || isPermanent) return { attempts, status: 'failed', nextAttemptAt: null };
  return { attempts, status: 'queued', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) };
}

/**
 * A short, log- and database-safe description of a send error: error code, SMTP response code
 * and the first line of the message, with the given secrets (SMTP user and password) and any
 * credentials in a URL removed.
 */
export function describeSendError(error: unknown, secrets: readonly string[] = []): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : typeof error === 'string' ? error : 'Unknown error';
  const parts = [typeof e.code === 'string' ? e.code : '', typeof e.responseCode === 'number' ? String(e.responseCode) : ''].filter(Boolean).join(' ');
  let text = `${parts ? `${parts}: ` : ''}${message.split(/\r?\n/)[0]}`;
  text = text.replace(/\/\/[^/\s:@]*:[^/\s@]*@/g, '//[redacted]@');
  for (const secret of secrets) {
    if (secret.length >= 3) text = text.split(secret).join('[redacted]');
  }
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
