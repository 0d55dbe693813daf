import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secret values of an email (a Save Progress resume link) kept sealed on the stored row
 * (pure, no framework imports). The body is stored with a `{{sealed:name}}` marker instead of the
 * value; the values are encrypted with AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server's secret, opened only to send the message, and dropped once it is sent or given up. A
 * copy of the emails table alone never yields the secret.
 */
export type SealedValues = Readonly<Record<string, string>>;

const MARKER = /\{\{sealed:([A-Za-z0-9_]+)\}\}/g;
const VERSION = 'v1';

export function sealingKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'merchant-compare', 'mail-sealed-values', 32));
}

/** The marker a template's {{name}} becomes when `name` is sealed. */
export function sealedMarker(name: string): string {
  return `{{sealed:${name}}}`;
}

export function seal(values: SealedValues, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The values, or throws when the text was not sealed with this key or was altered. */
export function unseal(sealed: string, key: Buffer): SealedValues {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unknown sealed-values format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as SealedValues;
}

/** Fills the sealed markers of a stored body (HTML-escaped by `escape` when the body is HTML). */
export function fillSealed(content: string, values: SealedValues, escape: (value: string) => string): string {
  return content.replace(MARKER, (_match, name: string) => escape(Object.prototype.hasOwnProperty.call(values, name) ? values[name] : ''));
}
