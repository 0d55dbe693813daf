import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The owner secret of a public business profile (pure, no framework imports).
 *
 * A profile id is not a key: it is shown on screens and in emails. Whoever created the profile
 * holds its session id, a random UUID the wizard generates per visit, and every public call about
 * an existing profile must carry it (header `X-Session-Id`, or a JSON body's `sessionId`). The
 * database keeps only its SHA-256, so a leaked row or tracking event cannot be replayed.
 */
export const SESSION_HEADER = 'x-session-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The stored form of a session id: SHA-256, hex (64 characters); case-insensitive like a UUID. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId.toLowerCase()).digest('hex');
}

/** Whether `sessionId` is the secret whose hash is stored (constant-time comparison). */
export function sessionMatches(sessionId: string | undefined, storedHash: string | null | undefined): boolean {
  if (!sessionId || !storedHash || storedHash.length !== 64) return false;
  return timingSafeEqual(Buffer.from(hashSessionId(sessionId)), Buffer.from(storedHash));
}

/** A fresh session secret (resuming from a Save Progress link hands one out). */
export function newSessionId(): string {
  return randomUUID();
}
