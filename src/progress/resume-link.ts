import { createHash, randomBytes } from 'node:crypto';

/**
 * The resume token of a Save Progress link (pure, no framework imports). The link carries 32
 * random bytes (base64url, 43 characters); the database keeps only their SHA-256, so the stored
 * rows alone cannot be used to open anyone's saved progress.
 */
export const RESUME_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function newResumeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The key stored in saved_progress.token (64 hex characters). */
export function hashResumeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function resumeLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/comparison-tool?resume=${token}`;
}

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The site's origin as the request saw it (protocol and Host header; behind the production proxy
 * the forwarded ones), or null when the Host header is missing or malformed.
 */
export function requestOrigin(request: { protocol: string; host?: string }): string | null {
  const host = request.host ?? '';
  if (!HOST.test(host) || (request.protocol !== 'http' && request.protocol !== 'https')) return null;
  return `${request.protocol}://${host}`;
}
