/**
 * How the Gmail panel follows the connection (pure): it polls the status every 5 s, and
 * every 2 s while an authorization is under way, for at most 300 s.
 */
import type { GmailStatus } from '../api/types';

export const STATUS_POLL_MS = 5000;
export const AUTHORIZING_POLL_MS = 2000;
export const AUTHORIZING_LIMIT_MS = 300_000;

export const gmailPollInterval = (isAuthorizing: boolean): number => (isAuthorizing ? AUTHORIZING_POLL_MS : STATUS_POLL_MS);

/** Connected and allowed to send: what an authorization is waiting for. */
export const isReadyToSend = (status: GmailStatus | undefined): boolean => !!status?.isAuthorized && status.hasGmailScope;

export type AuthorizationProgress = 'complete' | 'timedOut' | 'waiting';

/** Where an authorization started at `startedAt` stands, given the latest status. */
export const authorizationProgress = (status: GmailStatus | undefined, startedAt: number, now: number): AuthorizationProgress => {
  if (isReadyToSend(status)) return 'complete';
  return now - startedAt >= AUTHORIZING_LIMIT_MS ? 'timedOut' : 'waiting';
};

export type GmailPanelState = 'loading' | 'failed' | 'notConfigured' | 'authorizing' | 'connected' | 'notConnected';

/** Which of its states the panel shows. Not configured wins: then nothing can be connected (no dead button). */
export const gmailPanelState = (status: GmailStatus | undefined, hasFailed: boolean, isAuthorizing: boolean): GmailPanelState => {
  if (!status) return hasFailed ? 'failed' : 'loading';
  if (!status.isConfigured) return 'notConfigured';
  if (isAuthorizing) return 'authorizing';
  return status.isAuthorized ? 'connected' : 'notConnected';
};

/** The message the authorization popup posts to this window (src/gmail/callback-page.ts), from this site only. */
export const authorizationMessage = (data: unknown, origin: string, ownOrigin: string): { success: boolean } | null => {
  if (origin !== ownOrigin || !data || typeof data !== 'object') return null;
  const { type, success } = data as { type?: unknown; success?: unknown };
  return type === 'gmail-authorization' && typeof success === 'boolean' ? { success } : null;
};
