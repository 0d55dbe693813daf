import { describe, expect, it } from '@jest/globals';
import { isHtmlContent, sandboxedEmailDocument } from './emailContent';

describe('email content', () => {
  it('tells the quote emails (HTML) from manual ones (plain text)', () => {
    expect(isHtmlContent('<!doctype html><html><body><p>Hi</p></body></html>')).toBe(true);
    expect(isHtmlContent('<div style="color:red">Your quote</div>')).toBe(true);
    expect(isHtmlContent('Hello Mia,\nYour rate is < 1.5% and we <3 you.')).toBe(false);
    expect(isHtmlContent('Use the <firstName> placeholder')).toBe(false);
  });

  it('wraps HTML in a document that may load nothing from elsewhere', () => {
    const document = sandboxedEmailDocument('<img src="https://tracker.example/p.gif"><p>Hi</p>');
    expect(document).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none'; [^"]*img-src data:/);
    expect(document.indexOf('Content-Security-Policy')).toBeLessThan(document.indexOf('tracker.example'));
  });
});
