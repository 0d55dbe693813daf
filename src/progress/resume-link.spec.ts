import { requestOrigin, resumeLink } from './resume-link';

describe('resume links', () => {
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
