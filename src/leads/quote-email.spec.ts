import { quoteEmailTemplates, QUOTE_EMAIL_LATEST_EDITION } from '../database/seeds/email-templates.data';
import { htmlToText } from '../domain/email/html-document';
import { PROVIDER_FEES } from '../domain/pricing/provider-fees.fixture';
import { renderBody } from '../mail/template-render';
import type { BusinessProfile } from '../profiles/entities/business-profile.entity';
import type { Provider } from '../providers/entities/provider.entity';
import type { Terminal } from '../providers/entities/terminal.entity';
import type { Lead } from './entities/lead.entity';
import { quoteEmail } from './quote-email';

/** A provider as the catalogue stores it: the shared fees (provider-fees.fixture.ts) and every term the summary box reads, some not stated. */
const PROVIDER = {
  id: 7,
  name: 'Acme <Payments> & Co',
  ...PROVIDER_FEES,
  contractTermMonths: 36,
  noticePeriodDays: 30,
  exitFee: null,
  terminalLeaseMonths: 48,
  settlementTime: 'Next working day',
  supportHours: '<b>24/7</b>',
  supportLocation: 'UK',
  otherMonthlyFees: null,
  otherMonthlyFeesLabel: null,
} as unknown as Provider;
const TERMINAL = { id: 3, name: 'Smart Terminal', monthlyRental: 19.95, setupFee: 0 } as unknown as Terminal;
const PROFILE = {
  id: 'p',
  businessName: 'Corner Shop Ltd',
  businessType: 'retail',
  paymentStatus: 'existing',
  monthlyTurnover: 12345.67,
  averageTransaction: 23.4,
  numberOfTerminals: 2,
  currentTotalMonthlyCost: 300,
} as unknown as BusinessProfile;
const LEAD = { firstName: 'Jane', applicationReference: 'MC-7K3P9QXA', companyName: null } as unknown as Lead;

const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));
const TEMPLATE = '<!DOCTYPE html><html><body>{{summaryBox}}<p>Total {{totalMonthlyCost}}</p></body></html>';

describe('the quote email of an application', () => {
  const email = quoteEmail(LEAD, PROFILE, PROVIDER, TERMINAL);
  const html = renderBody(TEMPLATE, email.values, true, [], email.blocks);
  const text = email.blocks.summaryBox.text;

  it('shows the summary box lines, whose amounts add up to the monthly total the email states, and the year', () => {
    const monthly = text
      .split('\n\n')
      .find((section) => section.startsWith('Monthly charges'))!
      .split('\n');
    const amounts = monthly.slice(1, -2).map((line) => line.slice(line.lastIndexOf(': ') + 2));
    const total = pounds(monthly[monthly.length - 2].split(': ')[1]);
    const lineSum = amounts.filter((value) => value.startsWith('£')).reduce((sum, value) => sum + Math.round(pounds(value) * 100), 0);
    expect(amounts.length).toBeGreaterThanOrEqual(3);
    expect(lineSum).toBe(Math.round(total * 100));
    expect(email.values.totalMonthlyCost).toBe(`£${total.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);
    expect(monthly[monthly.length - 1]).toBe(`A year (12 months): £${(total * 12).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);
    // Each line with how it is reached, in the HTML too.
    expect(text).toMatch(/UK debit cards \([\d.]+% of £[\d,.]+\): £[\d,.]+/);
    expect(text).toContain('Terminal rental (£19.95 x 2 terminals): £39.90');
    // The text part the mailer sends beside the HTML keeps label, detail and amount apart.
    expect(htmlToText(html)).toContain('Terminal rental\n£19.95 x 2 terminals £39.90\n');
    expect(htmlToText(html)).toContain(`Monthly total ${email.values.totalMonthlyCost}\n`);
  });

  it('shows the contract terms and flags a terminal lease longer than 18 months', () => {
    expect(text).toContain('Contract length: 36 months');
    expect(text).toContain('Exit fee: not stated');
    expect(text).toContain('Terminal lease: 48 months');
    expect(text).toContain('The terminal lease runs for 48 months, longer than the 18 months');
    expect(html).toContain('The terminal lease runs for 48 months');
  });

  it('escapes every value inside the HTML block, and leaves the text block as written', () => {
    expect(html).toContain('Acme &lt;Payments&gt; &amp; Co: summary box');
    expect(html).toContain('&lt;b&gt;24/7&lt;/b&gt;');
    expect(html).not.toContain('<b>24/7</b>');
    expect(html).not.toContain('<Payments>');
    expect(text).toContain('Support hours: <b>24/7</b>');
    // A plain-text template gets the text form.
    expect(renderBody('{{summaryBox}}', email.values, false, [], email.blocks)).toBe(text);
  });

  /** The figures table of the quote email as sent (its text part), from 'Your quote' to its total. */
  function figuresTable(provider: Provider): string {
    const sent = quoteEmail(LEAD, PROFILE, provider, TERMINAL);
    const [template] = quoteEmailTemplates(QUOTE_EMAIL_LATEST_EDITION);
    const whole = htmlToText(renderBody(template.content, sent.values, true, [], sent.blocks));
    const start = whole.indexOf('Your quote\n');
    const total = whole.indexOf('Total monthly cost\n', start);
    return whole.slice(start, whole.indexOf('\n', total + 'Total monthly cost\n'.length));
  }
  const amountIn = (table: string, label: string): number => {
    const match = new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\n(£[\\d,.]+)$`, 'm').exec(table);
    if (!match) throw new Error(`no '${label}' line in:\n${table}`);
    return Math.round(pounds(match[1]) * 100);
  };

  it("has the provider's other monthly fees, with their label, in the figures table, so its lines add up to its total", () => {
    const table = figuresTable({ ...PROVIDER, otherMonthlyFees: 4.5, otherMonthlyFeesLabel: 'PCI compliance' } as Provider);
    const other = amountIn(table, 'Other monthly fees (PCI compliance)');
    expect(other).toBe(450);
    expect(amountIn(table, 'Transaction fees') + amountIn(table, 'Terminal rental') + other).toBe(amountIn(table, 'Total monthly cost'));
    // Not stated by the catalogue: the line says so, and the total counts none.
    const unstated = figuresTable(PROVIDER);
    expect(unstated).toMatch(/^Other monthly fees\nnot stated$/m);
    expect(amountIn(unstated, 'Transaction fees') + amountIn(unstated, 'Terminal rental')).toBe(amountIn(unstated, 'Total monthly cost'));
  });

  it('is the switching customer email for a business that already takes cards', () => {
    expect(email.template.name).toBe('quote_email_switching_customer');
    expect(quoteEmail(LEAD, { ...PROFILE, paymentStatus: 'new' } as BusinessProfile, PROVIDER, TERMINAL).template.name).toBe('quote_email_new_customer');
  });
});
