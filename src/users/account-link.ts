import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of an emailed account link (an invitation or a password reset; pure, no framework
 * imports): 32 random bytes, base64url (43 characters). The database keeps only the SHA-256, so
 * the stored rows alone open no account.
 */
export const ACCOUNT_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** An invitation works for 72 hours, a password reset link for one hour. */
export const INVITATION_TTL_MS = 72 * 60 * 60_000;
export const RESET_TTL_MS = 60 * 60_000;

export function newAccountToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
