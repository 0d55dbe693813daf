import { EMAIL_TEMPLATE_SEEDS, TEMPLATE_SAMPLE_VALUES } from '../database/seeds/email-templates.data';
import { escapeHtml, htmlToText, isHtmlDocument, isHtmlTemplate, renderBody, renderSubject, toStoredContent, toSubjectLine } from './template-render';

describe('template rendering', () => {
  it('replaces placeholders, with or without spaces inside the braces, and numbers', () => {
    expect(
      renderBody('Hi {{firstName}}, you save {{ monthlySavings }} ({{count}} quotes)', { firstName: 'Jane', monthlySavings: '£45.50', count: 4 }, false),
    ).toBe('Hi Jane, you save £45.50 (4 quotes)');
  });

  it('leaves unknown placeholders empty, never the raw {{...}}', () => {
    expect(renderBody('Hi {{firstName}}{{missing}}!', { firstName: 'Jane' }, false)).toBe('Hi Jane!');
    expect(renderBody('{{constructor}}{{toString}}{{__proto__}}', {}, true)).toBe('');
    expect(renderSubject('Quote {{applicationRef}} for {{businessName}}', {})).toBe('Quote for');
  });

  it('HTML-escapes values in HTML bodies but not in plain text', () => {
    const values = { businessName: `<script>alert("x")</script> & Sons's` };
    expect(renderBody('<p>{{businessName}}</p>', values, true)).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons&#39;s</p>');
    expect(renderBody('Business: {{businessName}}', values, false)).toBe(`Business: <script>alert("x")</script> & Sons's`);
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('does not expand placeholders that arrive inside values', () => {
    expect(renderBody('{{a}}', { a: '{{b}}', b: 'expanded' }, false)).toBe('{{b}}');
  });

  it('renders subjects as one line of at most 300 characters (no header injection)', () => {
    expect(renderSubject('Hello {{name}}', { name: 'Jane\r\nBcc: victim@example.com' })).toBe('Hello Jane Bcc: victim@example.com');
    const long = toSubjectLine('x'.repeat(400));
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });

  it('tells HTML bodies from plain text and keeps the two apart when stored', () => {
    expect(isHtmlTemplate('\n  <!DOCTYPE html>\n<html>')).toBe(true);
    expect(isHtmlTemplate('Hi {{firstName}},\n\n<b>not html</b>')).toBe(false);
    expect(toStoredContent('  <!DOCTYPE html><html></html>', true)).toBe('<!DOCTYPE html><html></html>');
    const fragment = toStoredContent('<p>Hello</p>', true);
    expect(isHtmlDocument(fragment)).toBe(true);
    expect(fragment).toContain('<p>Hello</p>');
    const plain = toStoredContent('<html> is how a page starts', false);
    expect(isHtmlDocument(plain)).toBe(false);
    expect(plain.trim()).toBe('<html> is how a page starts');
  });

  it('makes a readable text part of an HTML email', () => {
    const html =
      '<!DOCTYPE html><html><head><title>T</title><style>p{}</style></head><body><h1>Hi &amp; welcome</h1><p>Line one<br>Line two</p><table><tr><td>Total</td><td>£90.00</td></tr></table></body></html>';
    expect(htmlToText(html)).toBe('Hi & welcome\nLine one\nLine two\nTotal £90.00');
  });

  it('renders every seeded template with the sample values: no placeholder left, HTML only for the automated quote emails', () => {
    for (const seed of EMAIL_TEMPLATE_SEEDS) {
      const isHtml = isHtmlTemplate(seed.content);
      expect([seed.name, isHtml]).toEqual([seed.name, seed.name.startsWith('quote_email_')]);
      const body = renderBody(seed.content, TEMPLATE_SAMPLE_VALUES, isHtml);
      expect(body).not.toMatch(/\{\{|\}\}/);
      expect(renderSubject(seed.subject, TEMPLATE_SAMPLE_VALUES)).not.toMatch(/\{\{|\}\}/);
    }
  });
});
