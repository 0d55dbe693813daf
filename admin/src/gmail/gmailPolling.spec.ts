import { describe, expect, it } from '@jest/globals';
import type { GmailStatus } from '../api/types';
import { authorizationMessage, authorizationProgress, gmailPanelState, gmailPollInterval } from './gmailPolling';

const status = (overrides: Partial<GmailStatus> = {}): GmailStatus => ({
  isAuthorized: false,
  hasGmailScope: false,
  lastSync: null,
  isConfigured: true,
  email: null,
  ...overrides,
});

describe('following the Gmail connection', () => {
  it('polls every 5 s, and every 2 s while authorizing', () => {
    expect(gmailPollInterval(false)).toBe(5000);
    expect(gmailPollInterval(true)).toBe(2000);
  });

  it('completes an authorization once Gmail is connected with the send permission, and gives up after 300 s', () => {
    const start = 1_000_000;
    expect(authorizationProgress(status(), start, start + 10_000)).toBe('waiting');
    expect(authorizationProgress(status({ isAuthorized: true, hasGmailScope: false }), start, start + 10_000)).toBe('waiting');
    expect(authorizationProgress(status({ isAuthorized: true, hasGmailScope: true }), start, start + 10_000)).toBe('complete');
    expect(authorizationProgress(status(), start, start + 299_999)).toBe('waiting');
    expect(authorizationProgress(status(), start, start + 300_000)).toBe('timedOut');
  });

  it("says 'not configured' whatever else, so there is no button that cannot work", () => {
    expect(gmailPanelState(status({ isConfigured: false }), false, true)).toBe('notConfigured');
    expect(gmailPanelState(undefined, false, false)).toBe('loading');
    expect(gmailPanelState(undefined, true, false)).toBe('failed');
    expect(gmailPanelState(status(), false, true)).toBe('authorizing');
    expect(gmailPanelState(status({ isAuthorized: true }), false, false)).toBe('connected');
    expect(gmailPanelState(status(), false, false)).toBe('notConnected');
  });

  it("listens only to the popup's own message from this site", () => {
    const own = 'https://crm.example.co.uk';
    expect(authorizationMessage({ type: 'gmail-authorization', success: true }, own, own)).toEqual({ success: true });
    expect(authorizationMessage({ type: 'gmail-authorization', success: false }, own, own)).toEqual({ success: false });
    expect(authorizationMessage({ type: 'gmail-authorization', success: true }, 'https://evil.example', own)).toBeNull();
    expect(authorizationMessage({ type: 'other', success: true }, own, own)).toBeNull();
    expect(authorizationMessage('gmail-authorization', own, own)).toBeNull();
  });
});
