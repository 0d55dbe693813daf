import { describe, expect, it } from '@jest/globals';
import type { CustomerEmail } from '../../../api/types';
import { EMAIL_REFRESH_MS, emailRefreshDelay } from './emailRefresh';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const email = (status: CustomerEmail['status'], secondsAgo: number): CustomerEmail => ({
  id: 1,
  subject: 'Hello',
  recipient: 'a@b.co',
  content: 'Hi',
  status,
  via: 'smtp',
  templateId: null,
  sentByCrmUserId: 1,
  createdAt: new Date(NOW - secondsAgo * 1000).toISOString(),
  sentAt: null,
});

describe('refreshing the customer while an email is on its way', () => {
  it('asks again every 2 s while a recent email is queued or sending', () => {
    expect(emailRefreshDelay({ emails: [email('sent', 5), email('queued', 3)] }, NOW)).toBe(EMAIL_REFRESH_MS);
    expect(emailRefreshDelay({ emails: [email('sending', 50)] }, NOW)).toBe(2000);
  });

  it('stops once every email is sent or failed, or the waiting one is over a minute old', () => {
    expect(emailRefreshDelay({ emails: [email('sent', 1), email('failed', 2)] }, NOW)).toBe(false);
    expect(emailRefreshDelay({ emails: [email('queued', 61)] }, NOW)).toBe(false);
    expect(emailRefreshDelay(undefined, NOW)).toBe(false);
  });
});
