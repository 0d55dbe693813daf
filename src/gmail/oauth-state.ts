import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The `state` of a Gmail authorization (pure, no framework imports). The public
 * callback is bound to the signed-in user by a signed, single-use state that expires in 10
 * minutes. The state names the user, its expiry and a random nonce, and is signed with
 * HMAC-SHA256 under a key derived from the server's secret, so a forged or altered state is
 * refused before anything is looked up. The nonce is a single-use secret
 * (common/secrets/single-use-secret.ts). Single use is kept in the database: the nonce's SHA-256
 * is stored when the link is made and marked used by one conditional UPDATE (gmail-authorization).
 *
 * Format: `v1.<userId>.<expiresAt seconds>.<nonce>.<mac>` (nonce and mac base64url).
 */
const VERSION = 'v1';

export interface StatePayload {
  userId: number;
  expiresAt: Date;
  nonce: string;
}

export type StateReading = { isValid: true; payload: StatePayload } | { isValid: false; reason: 'forged' | 'expired' };

export function stateKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'merchant-compare', 'gmail-oauth-state', 32));
}

function mac(body: string, key: Buffer): Buffer {
  return createHmac('sha256', key).update(body, 'utf8').digest();
}

export function signState(payload: StatePayload, key: Buffer): string {
  const body = [VERSION, String(payload.userId), String(Math.floor(payload.expiresAt.getTime() / 1000)), payload.nonce].join('.');
  return `${body}.${mac(body, key).toString('base64url')}`;
}

/** Checks the signature, then the expiry (at `now`). */
export function readState(state: string, key: Buffer, now: Date): StateReading {
  const parts = state.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION || !/^\d{1,10}$/.test(parts[1]) || !/^\d{1,12}$/.test(parts[2]) || !/^[\w-]{43}$/.test(parts[3])) {
    return { isValid: false, reason: 'forged' };
  }
  const expected = mac(parts.slice(0, 4).join('.'), key);
  const given = Buffer.from(parts[4], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { isValid: false, reason: 'forged' };
  const expiresAt = new Date(Number(parts[2]) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { isValid: false, reason: 'expired' };
  return { isValid: true, payload: { userId: Number(parts[1]), expiresAt, nonce: parts[3] } };
}
