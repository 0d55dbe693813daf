import { TokenCipher } from './token-cipher';

describe('TokenCipher', () => {
  const cipher = new TokenCipher('a-secret-of-at-least-thirty-two-characters');

  it('round-trips a token and never stores it in the clear', () => {
    const sealed = cipher.encrypt('1//refresh-token-value', 'google_integrations:1:refreshToken');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('refresh-token-value');
    expect(Buffer.from(sealed.split('.')[3], 'base64url').toString('utf8')).not.toContain('refresh');
    expect(cipher.decrypt(sealed, 'google_integrations:1:refreshToken')).toBe('1//refresh-token-value');
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.encrypt('same', 'c')).not.toBe(cipher.encrypt('same', 'c'));
  });

  it('refuses another context (row or column), another key and an altered value', () => {
    const sealed = cipher.encrypt('token', 'google_integrations:1:accessToken');
    expect(() => cipher.decrypt(sealed, 'google_integrations:2:accessToken')).toThrow();
    expect(() => cipher.decrypt(sealed, 'google_integrations:1:refreshToken')).toThrow();
    expect(() => new TokenCipher('another-secret-of-at-least-thirty-two-chars').decrypt(sealed, 'google_integrations:1:accessToken')).toThrow();
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3], 'base64url');
    data[0] ^= 1;
    expect(() => cipher.decrypt([parts[0], parts[1], parts[2], data.toString('base64url')].join('.'), 'google_integrations:1:accessToken')).toThrow();
    expect(() => cipher.decrypt('plain-token', 'google_integrations:1:accessToken')).toThrow('Unknown token format');
  });
});
