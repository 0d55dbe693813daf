import { redactUrl } from './app.module';

describe('request log redaction', () => {
  it('hides resume tokens in the path and in queries', () => {
    expect(redactUrl('/api/progress/abcDEF123_-')).toBe('/api/progress/[redacted]');
    expect(redactUrl('/comparison-tool?resume=abc&x=1')).toBe('/comparison-tool?resume=[redacted]&x=1');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('hides the code and state of the Gmail callback', () => {
    expect(redactUrl('/api/crm/gmail/callback?state=v1.7.1.n.m&code=4/0Ab&scope=x')).toBe('/api/crm/gmail/callback?state=[redacted]&code=[redacted]&scope=x');
  });
});
