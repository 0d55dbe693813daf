import { newSecret } from '../common/secrets/single-use-secret';
import { readState, signState, stateKey } from './oauth-state';

describe('Gmail authorization state', () => {
  const key = stateKey('a-secret-of-at-least-thirty-two-characters');
  const now = new Date('2026-11-25T12:00:00Z');
  const payload = { userId: 7, expiresAt: new Date('2026-11-25T12:10:00Z'), nonce: newSecret() };

  it('reads back what was signed until it expires', () => {
    const state = signState(payload, key);
    expect(readState(state, key, now)).toEqual({ isValid: true, payload });
    expect(readState(state, key, new Date('2026-11-25T12:09:59Z')).isValid).toBe(true);
    expect(readState(state, key, new Date('2026-11-25T12:10:00Z'))).toEqual({ isValid: false, reason: 'expired' });
  });

  it('refuses an altered user, expiry or nonce, another key and garbage as forged', () => {
    const [version, , expiry, nonce, mac] = signState(payload, key).split('.');
    const forged = [
      [version, '8', expiry, nonce, mac].join('.'),
      [version, '7', String(Number(expiry) + 3600), nonce, mac].join('.'),
      [version, '7', expiry, newSecret(), mac].join('.'),
      signState(payload, stateKey('another-secret-of-at-least-thirty-two-chars')),
      '',
      'v1.7',
      'not-a-state',
    ];
    for (const state of forged) expect(readState(state, key, now)).toEqual({ isValid: false, reason: 'forged' });
  });
});
