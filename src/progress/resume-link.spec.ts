import { hashResumeToken, newResumeToken, RESUME_TOKEN_FORMAT, requestOrigin, resumeLink } from './resume-link';

describe('resume links', () => {
  it('makes 32-byte base64url tokens, stored only as their SHA-256', () => {
    const a = newResumeToken();
    const b = newResumeToken();
    expect(a).toMatch(RESUME_TOKEN_FORMAT);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(hashResumeToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashResumeToken(a)).not.toContain(a);
  });

  it('points at the newer wizard', () => {
    expect(resumeLink('https://www.example.co.uk/', 'abc')).toBe('https://www.example.co.uk/comparison-tool?resume=abc');
  });

  it('derives the origin from the request and refuses a malformed Host header', () => {
    expect(requestOrigin({ protocol: 'https', host: 'www.example.co.uk' })).toBe('https://www.example.co.uk');
    expect(requestOrigin({ protocol: 'http', host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(requestOrigin({ protocol: 'http', host: '[::1]:3000' })).toBe('http://[::1]:3000');
    expect(requestOrigin({ protocol: 'http', host: 'evil.example/path?x=' })).toBeNull();
    expect(requestOrigin({ protocol: 'http', host: 'a@b' })).toBeNull();
    expect(requestOrigin({ protocol: 'http', host: '' })).toBeNull();
    expect(requestOrigin({ protocol: 'http' })).toBeNull();
  });
});
