import { deviceCookieKey, DEVICE_COOKIE_MAX_AGE_SECONDS, readDeviceCookie, signDeviceCookie } from './device-cookie';

describe('device cookie', () => {
  const key = deviceCookieKey('a-jwt-secret-that-is-long-enough-for-the-test');
  const now = new Date(Date.UTC(2026, 5, 1));
  const device = { email: 'admin@x.co', deviceId: 'dev-1' };

  it('reads back the email and device it was signed for', () => {
    expect(readDeviceCookie(signDeviceCookie(device, key, now), key, now)).toEqual(device);
  });

  it('uses a key of its own, not the JWT secret itself', () => {
    const secret = 'a-jwt-secret-that-is-long-enough-for-the-test';
    expect(deviceCookieKey(secret).equals(Buffer.from(secret))).toBe(false);
    expect(deviceCookieKey(secret)).toHaveLength(32);
  });

  it('refuses a cookie signed with another key, a changed email or a changed signature', () => {
    const cookie = signDeviceCookie(device, key, now);
    expect(readDeviceCookie(signDeviceCookie(device, deviceCookieKey('another-secret-that-is-long-enough-too'), now), key, now)).toBeNull();
    const [payload, signature] = cookie.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherEmail = Buffer.from(JSON.stringify({ ...claims, e: 'staff@x.co' })).toString('base64url');
    expect(readDeviceCookie(`${otherEmail}.${signature}`, key, now)).toBeNull();
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(readDeviceCookie(`${payload}.${flipped}`, key, now)).toBeNull();
  });

  it('refuses malformed values and cookies older than a year', () => {
    for (const value of [undefined, '', 'x', 'a.b', `${'a'.repeat(800)}.${'b'.repeat(43)}`]) expect(readDeviceCookie(value, key, now)).toBeNull();
    const old = signDeviceCookie(device, key, new Date(now.getTime() - (DEVICE_COOKIE_MAX_AGE_SECONDS + 1) * 1000));
    expect(readDeviceCookie(old, key, now)).toBeNull();
  });
});
