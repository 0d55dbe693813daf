import { fillSealed, seal, sealingKey, unseal } from './sealed-values';
import { escapeHtml, renderBody } from './template-render';

describe('sealed email values', () => {
  const key = sealingKey('a-server-secret-that-is-long-enough-for-this');

  it('round-trips values and never holds them in clear text', () => {
    const sealed = seal({ resumeLink: 'https://x.example/comparison-tool?resume=SECRET' }, key);
    expect(sealed).not.toContain('SECRET');
    expect(unseal(sealed, key)).toEqual({ resumeLink: 'https://x.example/comparison-tool?resume=SECRET' });
  });

  it('refuses another key or an altered text', () => {
    const sealed = seal({ a: '1' }, key);
    expect(() => unseal(sealed, sealingKey('another-server-secret-that-is-long-enough'))).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('{"a":"2"}').toString('base64url');
    expect(() => unseal(parts.join('.'), key)).toThrow();
  });

  it('leaves sealed placeholders as markers when rendering, filled (escaped in HTML) only when sending', () => {
    const body = renderBody('<p>Hi {{name}}, <a href="{{resumeLink}}">continue</a></p>', { name: '<b>', resumeLink: 'not used' }, true, ['resumeLink']);
    expect(body).toBe('<p>Hi &lt;b&gt;, <a href="{{sealed:resumeLink}}">continue</a></p>');
    expect(fillSealed(body, { resumeLink: 'https://x.example/?a=1&b="2"' }, escapeHtml)).toBe(
      '<p>Hi &lt;b&gt;, <a href="https://x.example/?a=1&amp;b=&quot;2&quot;">continue</a></p>',
    );
  });
});
