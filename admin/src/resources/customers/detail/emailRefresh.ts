/**
 * While an email just sent is on its way (queued or sending: the server sends it in the background
 * after the answer), the customer detail asks again every few seconds, so the Communications tab
 * shows it go to Sent or Failed without a reload. Only for a short while: an email the mail server
 * refused is retried with backoff for much longer, and the screen does not poll for that.
 */
import type { CustomerDetail } from '../../../api/types';

export const EMAIL_REFRESH_MS = 2000;
/** How long after an email was stored the screen keeps asking about it. */
export const EMAIL_REFRESH_WINDOW_MS = 60_000;

export const emailRefreshDelay = (detail: Pick<CustomerDetail, 'emails'> | undefined, now: number = Date.now()): number | false => {
  const isRecentInFlight = (detail?.emails ?? []).some(
    (email) => (email.status === 'queued' || email.status === 'sending') && now - new Date(email.createdAt).getTime() < EMAIL_REFRESH_WINDOW_MS,
  );
  return isRecentInFlight ? EMAIL_REFRESH_MS : false;
};
