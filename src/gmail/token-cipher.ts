import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Google tokens at rest (pure, no framework imports): AES-256-GCM under a key derived with
 * HKDF-SHA256 from ENCRYPTION_KEY (config/env.ts). Each value is bound to where it is stored
 * (`context`, e.g. 'google_integrations:7:refreshToken') as additional authenticated data, so a
 * ciphertext copied into another user's row, or into the other column, does not open. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
const VERSION = 'v1';

export class TokenCipher {
  private readonly key: Buffer;

  /** `purpose` separates the keys of different kinds of stored secret (a partner's webhook secret has its own). */
  constructor(secret: string, purpose = 'google-token-encryption') {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'merchant-compare', purpose, 32));
  }

  encrypt(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  }

  /** The plain value; throws when it was not encrypted with this key for this context, or was altered. */
  decrypt(sealed: string, context: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unknown token format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
