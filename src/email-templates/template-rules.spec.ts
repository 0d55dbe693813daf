import { customerValues, isDigitsOnly, placeholdersOf, renderEmail, sampleValues } from './template-rules';

const COMPANY = {
  companyName: 'Acme Payments Ltd',
  companyPhone: '0113 000 0123',
  companyEmail: 'hello@acme-payments.co.uk',
  companyAddress: '2 High St, Leeds',
};

describe('email template rules', () => {
  it('offers the four placeholders (firstName, businessName, businessType, senderName) on manual templates and the used ones on automated templates', () => {
    expect(placeholdersOf({ type: 'manual', subject: 'x', content: 'y' })).toEqual(['firstName', 'businessName', 'businessType', 'senderName']);
    expect(placeholdersOf({ type: 'automated', subject: 'Hi {{ firstName }}', content: '{{applicationRef}} {{firstName}} {{providerName}}' })).toEqual([
      'firstName',
      'applicationRef',
      'providerName',
    ]);
  });

  it('fills previews with the sample values and the signed-in user as sender', () => {
    const values = sampleValues('Jane Staff', COMPANY);
    expect(values).toMatchObject({
      ...COMPANY,
      firstName: 'John',
      businessName: 'Sample Business Ltd',
      businessType: 'Retail Store',
      senderName: 'Jane Staff',
      applicationRef: 'MC123456',
    });
    expect(values).toMatchObject({ monthlySavings: '£45.50', annualSavings: '£546.00' });
    expect(sampleValues('  ', COMPANY).senderName).toBe('Your Account Manager');
  });

  it('fills a customer email with the customer, blank when unknown', () => {
    const values = customerValues({ firstName: null, businessName: 'Acme', businessType: 'retail' }, 'Sam', COMPANY);
    expect(renderEmail('Hello {{firstName}} at {{businessName}}', 'From {{senderName}} ({{businessType}})', values)).toEqual({
      subject: 'Hello at Acme',
      content: 'From Sam (retail)',
      isHtml: false,
    });
  });

  it('escapes values in an HTML body only', () => {
    const values = customerValues({ firstName: 'Jo', businessName: '<script>alert("x")</script> & Co', businessType: null }, 'Sam', COMPANY);
    const html = renderEmail('{{businessName}}', '<!DOCTYPE html><html><body><p>{{businessName}}</p></body></html>', values);
    expect(html.isHtml).toBe(true);
    expect(html.content).toContain('<p>&lt;script&gt;alert("x")&lt;/script&gt; &amp; Co</p>');
    expect(html.subject).toBe('<script>alert("x")</script> & Co');
    expect(renderEmail('s', 'Dear {{businessName}}', values).content).toBe('Dear <script>alert("x")</script> & Co');
  });

  it('sanitises an HTML body into a whole document, and leaves plain text as it is', () => {
    const values = customerValues({ firstName: 'Jo', businessName: 'Acme', businessType: null }, 'Sam', COMPANY);
    const html = renderEmail(
      's',
      ' <html><body><p onclick="steal()">Hi {{firstName}}</p><script>steal()</script><a href="javascript:steal()">x</a></body></html>',
      values,
    );
    expect(html).toEqual({
      subject: 's',
      content: '<!DOCTYPE html>\n<html lang="en-GB">\n<head><meta charset="utf-8"></head>\n<body>\n<div><p>Hi Jo</p><a>x</a></div>\n</body>\n</html>',
      isHtml: true,
    });
    const text = 'Hi {{firstName}} <script>not HTML</script>';
    expect(renderEmail('s', text, values).content).toBe('Hi Jo <script>not HTML</script>');
  });

  it('tells a digits-only name', () => {
    expect(isDigitsOnly('123')).toBe(true);
    expect(isDigitsOnly('welcome2')).toBe(false);
  });
});
