import { hasGmailScope, idTokenEmail } from './google-oauth';

const encode = (claims: object): string =>
  `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('Google OAuth helpers', () => {
  const good = { iss: 'https://accounts.google.com', aud: 'client-1', email: 'Jane.Staff@gmail.com', email_verified: true };

  it('reads the verified address of an ID token issued to this app', () => {
    expect(idTokenEmail(encode(good), 'client-1')).toBe('jane.staff@gmail.com');
  });

  it('ignores another audience or issuer, an unverified address and garbage', () => {
    expect(idTokenEmail(encode({ ...good, aud: 'client-2' }), 'client-1')).toBeNull();
    expect(idTokenEmail(encode({ ...good, iss: 'https://evil.example' }), 'client-1')).toBeNull();
    expect(idTokenEmail(encode({ ...good, email_verified: false }), 'client-1')).toBeNull();
    expect(idTokenEmail('not.a-token', 'client-1')).toBeNull();
    expect(idTokenEmail(undefined, 'client-1')).toBeNull();
  });

  it('tells whether the gmail.send scope was granted', () => {
    expect(hasGmailScope('openid https://www.googleapis.com/auth/gmail.send email')).toBe(true);
    expect(hasGmailScope('openid https://www.googleapis.com/auth/gmail.readonly')).toBe(false);
    expect(hasGmailScope(null)).toBe(false);
  });
});
