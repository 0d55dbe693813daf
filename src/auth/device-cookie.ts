import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie of OWASP's "device cookies" defence against account lockout (pure, no
 * framework imports). After a successful sign-in the browser gets a cookie naming the email it
 * signed in with and a random device id, signed with HMAC-SHA256 under a key derived from the
 * JWT secret. A sign-in that presents a valid device cookie for the same email is limited per
 * device instead of per email, so a stranger who guesses at an email cannot lock its owner's
 * own browser out (see README "Authentication and roles").
 */
export const DEVICE_COOKIE = 'mc_device';
/** Sent only to the sign-in calls. */
export const DEVICE_COOKIE_PATH = '/api/auth';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface Device {
  email: string;
  deviceId: string;
}

const FORMAT = /^[A-Za-z0-9_-]{1,700}\.[A-Za-z0-9_-]{43}$/;

/** A key of its own for device cookies, derived from the JWT secret (HKDF-SHA256). */
export function deviceCookieKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, '', 'merchant-compare device cookie v1', 32));
}

export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

export function signDeviceCookie(device: Device, key: Buffer, issuedAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ e: device.email, d: device.deviceId, t: Math.floor(issuedAt.getTime() / 1000) })).toString('base64url');
  return `${payload}.${signature(payload, key)}`;
}

/** The device a cookie names, when the cookie is ours, intact and under a year old; otherwise null. */
export function readDeviceCookie(value: string | undefined, key: Buffer, now: Date): Device | null {
  if (!value || !FORMAT.test(value)) return null;
  const [payload, given] = value.split('.');
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(signature(payload, key)))) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { e, d, t } = (claims ?? {}) as { e?: unknown; d?: unknown; t?: unknown };
  if (typeof e !== 'string' || typeof d !== 'string' || typeof t !== 'number') return null;
  const ageSeconds = now.getTime() / 1000 - t;
  if (ageSeconds < -60 || ageSeconds > DEVICE_COOKIE_MAX_AGE_SECONDS) return null;
  return { email: e, deviceId: d };
}

function signature(payload: string, key: Buffer): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}
