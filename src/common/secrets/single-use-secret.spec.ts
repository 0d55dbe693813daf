import { hashSecret, newSecret, SECRET_FORMAT } from './single-use-secret';

describe('single-use secrets', () => {
  it('are 43 base64url characters, different each time', () => {
    const a = newSecret();
    const b = newSecret();
    expect(a).toMatch(SECRET_FORMAT);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(b).toMatch(SECRET_FORMAT);
    expect(a).not.toBe(b);
  });

  it('are stored as their SHA-256 in hex, never in plain', () => {
    const secret = newSecret();
    expect(hashSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(secret)).not.toContain(secret);
    expect(hashSecret(secret)).toBe(hashSecret(secret));
    // The known SHA-256 of "abc": rows written before this helper still match.
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
