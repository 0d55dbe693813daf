import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/**
 * Signing as the Standard Webhooks specification describes (pure, no framework imports). A secret
 * is `whsec_` and the base64 of 32 random bytes; the signed content is
 * `<webhook-id>.<webhook-timestamp>.<body>`, signed with HMAC-SHA256 under the secret's decoded
 * bytes; the webhook-signature header is `v1,<base64 signature>`, several of them separated by
 * spaces (during a rotation the previous secret signs too, so a receiver holding either verifies).
 */
export const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** A message id: the same on every attempt of one delivery. */
export function newMessageId(): string {
  return `msg_${randomUUID().replace(/-/g, '')}`;
}

/** One `v1,<base64>` signature of a message under `secret` (whsec_...). */
export function signature(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('A webhook secret starts with whsec_');
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const digest = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`, 'utf8').digest('base64');
  return `v1,${digest}`;
}

/** The three headers of one attempt, signed by every secret given (current first). */
export function signedHeaders(secrets: readonly string[], messageId: string, sentAt: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signature(secret, messageId, timestamp, body)).join(' '),
  };
}
