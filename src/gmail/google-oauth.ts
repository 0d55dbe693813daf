import type { OAuth2Client } from 'google-auth-library';
import type { AppConfig } from '../config/env';
import { GMAIL_SEND_SCOPE } from './gmail.constants';

export type GoogleConfig = NonNullable<AppConfig['google']>;

/** Every call to Google gives up after this long (well inside the mail module's sending lease). */
export const GOOGLE_TIMEOUT_MS = 30_000;

/**
 * google-auth-library's OAuth2 client for this app (authorization URL, code exchange, refresh,
 * revocation). Its requests go through Node's own fetch: left to itself, gaxios would import
 * node-fetch, an ES module, at run time. The library is loaded at the first call, not when the
 * server starts (about a hundred files the start-up does not need; issue 26).
 */
export function createOAuthClient(google: GoogleConfig): OAuth2Client {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { OAuth2Client } = require('google-auth-library') as typeof import('google-auth-library');
  return new OAuth2Client({
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    redirectUri: google.redirectUrl,
    transporterOptions: { fetchImplementation: fetch, timeout: GOOGLE_TIMEOUT_MS },
  });
}

export function hasGmailScope(scope: string | null | undefined): boolean {
  return (scope ?? '').split(/\s+/).includes(GMAIL_SEND_SCOPE);
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * The Google account's address from the ID token of the code exchange, or null. The token came
 * straight from Google's token endpoint over TLS, which OpenID Connect Core (3.1.3.7) accepts in
 * place of checking its signature; its issuer, audience and verified flag are still checked.
 */
export function idTokenEmail(idToken: string | null | undefined, clientId: string): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { iss, aud, email, email_verified: isVerified } = claims as Record<string, unknown>;
  const isOurs = typeof iss === 'string' && GOOGLE_ISSUERS.includes(iss) && aud === clientId;
  if (!isOurs || typeof email !== 'string' || (isVerified !== true && isVerified !== 'true') || email.length > 254) return null;
  return email.toLowerCase();
}
