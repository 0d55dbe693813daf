import { describe, expect, it } from '@jest/globals';
import { hasPlaceholders, initialEmail, isHtmlEmail, missingEmailFields, sendEmailProblem, toSendBody, withoutTemplate, withTemplate } from './sendEmailForm';

describe('the Send Email form', () => {
  it("starts with the customer's email as the recipient, no template and no text", () => {
    expect(initialEmail('mia@golf.example')).toEqual({ recipient: 'mia@golf.example', templateId: null, subject: '', content: '' });
    expect(initialEmail(null).recipient).toBe('');
  });

  it('needs the recipient, subject and message; white space alone is missing', () => {
    expect(missingEmailFields({ recipient: ' ', templateId: null, subject: 'Hi', content: '\n' })).toEqual(['recipient', 'content']);
    expect(sendEmailProblem({ recipient: '', templateId: null, subject: '', content: '' })).toBe('missing');
  });

  it('refuses a recipient that is not one email address', () => {
    expect(sendEmailProblem({ recipient: 'mia at golf', templateId: null, subject: 'Hi', content: 'Text' })).toBe('badRecipient');
    expect(sendEmailProblem({ recipient: 'a@b.co, c@d.co', templateId: null, subject: 'Hi', content: 'Text' })).toBe('badRecipient');
    expect(sendEmailProblem({ recipient: ' mia@golf.example ', templateId: null, subject: 'Hi', content: 'Text' })).toBeNull();
  });

  it("takes a chosen template's text as the server rendered it, and counts the template only while it is chosen", () => {
    const chosen = withTemplate(initialEmail('mia@golf.example'), 4, { subject: 'Welcome Mia', content: 'Hi Mia', isHtml: false });
    expect(chosen).toEqual({ recipient: 'mia@golf.example', templateId: 4, subject: 'Welcome Mia', content: 'Hi Mia' });
    expect(toSendBody('c-1', chosen)).toEqual({
      businessProfileId: 'c-1',
      recipient: 'mia@golf.example',
      subject: 'Welcome Mia',
      content: 'Hi Mia',
      templateId: 4,
    });
    const unchosen = withoutTemplate(chosen);
    expect(unchosen.content).toBe('Hi Mia');
    expect(toSendBody('c-1', unchosen)).not.toHaveProperty('templateId');
  });

  it('sends a trimmed recipient and subject, and the message as written', () => {
    expect(toSendBody('c-1', { recipient: ' a@b.co ', templateId: null, subject: ' S ', content: ' Line one\nLine two ' })).toEqual({
      businessProfileId: 'c-1',
      recipient: 'a@b.co',
      subject: 'S',
      content: ' Line one\nLine two ',
    });
  });

  it('notices placeholders the server will still fill', () => {
    expect(hasPlaceholders({ subject: 'Hello {{ firstName }}', content: '' })).toBe(true);
    expect(hasPlaceholders({ subject: 'Hello', content: 'Dear Mia, {not one}' })).toBe(false);
  });

  it('treats the content as HTML exactly when the server does (an HTML document), never a plain text that mentions a tag', () => {
    expect(isHtmlEmail('  <!DOCTYPE html><html><body>Hi</body></html>')).toBe(true);
    expect(isHtmlEmail('<html lang="en"><body>Hi</body></html>')).toBe(true);
    expect(isHtmlEmail('Use <b>bold</b> sparingly')).toBe(false);
  });
});
