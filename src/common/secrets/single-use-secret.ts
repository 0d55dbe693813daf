import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret handed out once (an emailed account link's token, a Save Progress link's resume token,
 * a Gmail authorization's nonce or browser cookie): 32 random bytes, base64url (43 characters). The database keeps only its
 * SHA-256, so the stored rows alone open nothing.
 */
export const SECRET_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret (64 hex characters): never the value itself. */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
