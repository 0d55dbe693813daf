import { RENEWAL_REMINDER_CONSENT, RENEWAL_REMINDER_LINK_DAYS, ukIsoDate } from '../../src/domain/renewal-reminders';
import { formatGBP } from '../../src/domain/pricing';
import { Lead } from '../../src/leads/entities/lead.entity';
import { Email } from '../../src/mail/entities/email.entity';
import { EmailTemplate } from '../../src/mail/entities/email-template.entity';
import { RenewalReminder } from '../../src/reminders/entities/renewal-reminder.entity';
import { startApp, TestApp } from '../support/app';
import { fixClock } from '../support/crm';
import { createTestDatabase, TestDatabase } from '../support/database';
import { SmtpTestServer, type ReceivedMail } from '../mail/smtp-test-server';
import { apply, compare, createProfile, quotesOf } from '../support/visitor';

/**
 * The quote email of an application carries the chosen quote's summary box (the same figures as
 * the comparison's quote, its lines adding up to the monthly total) and a single-use link that sets
 * a renewal reminder for the application's profile and address, recorded as the wizard's form
 * records one. The link works once, and not after RENEWAL_REMINDER_LINK_DAYS days.
 */
const SITE = 'https://compare.example.co.uk';
const DAY_MS = 24 * 60 * 60 * 1000;
const setTokenIn = (text: string) => /\/renewal-reminder\?set=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('The quote email: summary box and renewal reminder link (visitor)', () => {
  let db: TestDatabase;
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    db = await createTestDatabase();
    t = await startApp({ RATE_LIMIT_PUBLIC: '100000', SMTP_URL: smtp.url, PUBLIC_URL: SITE }, db);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
    await smtp.close();
  });

  async function mailTo(email: string, subjectStart: string): Promise<ReceivedMail> {
    const find = () => smtp.messages.find((message) => message.envelopeTo.includes(email) && message.subject.startsWith(subjectStart));
    for (let i = 0; !find() && i < 200; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    const found = find();
    if (!found) throw new Error(`no '${subjectStart}' email to ${email}`);
    return found;
  }

  /** A switching restaurant that compared and applied for its top quote; answers the quote compared and the lead's email. */
  async function applied(email: string) {
    const visitor = await createProfile(t, {
      businessType: 'restaurant',
      businessName: 'Quote Email Bistro',
      businessSector: 'retail',
      paymentStatus: 'existing',
    });
    // The figures the wizard saves before it compares: the quote email prices the saved profile.
    const figures = { monthlyTurnover: 20000, debitCardVolume: 14000, creditCardVolume: 6000, averageTransaction: 30, currentTotalMonthlyCost: 450 };
    await t.http
      .put(`/api/business-profiles/${visitor.profileId}`)
      .send({ sessionId: visitor.sessionId, ...figures })
      .expect(200);
    const comparison = await compare(t, visitor, { businessType: 'restaurant', paymentStatus: 'existing', ...figures }).expect(200);
    const top = comparison.body.providers[0] as { id: number; name: string; estimatedMonthlyCost: number; recommendedTerminal: { id: number } };
    const quote = (await quotesOf(t, visitor)).find((q) => q.providerId === top.id)!;
    const lead = await apply(t, visitor, {
      email,
      quoteId: quote.id,
      selectedProvider: top.id,
      selectedTerminal: top.recommendedTerminal.id,
      businessData: { ...figures, businessName: 'Quote Email Bistro' },
    }).expect(201);
    const mail = await mailTo(email, 'Switch & Save');
    return { visitor, top, leadId: lead.body.id as number, mail };
  }

  const setByLink = (body: Record<string, unknown>) => t.http.post('/api/renewal-reminders/by-link').send({ consent: true, ...body });
  const endDate = (daysAhead: number) => ukIsoDate(new Date(Date.now() + daysAhead * DAY_MS));

  it("holds the chosen quote's summary box, equal to the comparison's quote, lines adding up to its total, and a reminder link", async () => {
    const email = 'summary-box@bistro.example.co.uk';
    const { visitor, top, mail } = await applied(email);
    const stored = await t.dataSource.getRepository(Email).findOneByOrFail({ recipient: email, businessProfileId: visitor.profileId });
    const html = stored.content;
    expect(html).toContain(`${top.name}: summary box`);
    // The monthly section: each line's amount, then the total (the comparison's monthly cost for this quote) and the year.
    const monthly = html.slice(html.indexOf('Monthly charges'), html.indexOf('One-off charges'));
    const amounts = [...monthly.matchAll(/white-space:nowrap;">([^<]+)<\/td>/g)].map((match) => match[1]);
    const [total, year] = amounts.slice(-2);
    const pence = (text: string) => Math.round(Number(text.replace(/[£,]/g, '')) * 100);
    expect(total).toBe(formatGBP(top.estimatedMonthlyCost));
    expect(year).toBe(formatGBP((pence(total) * 12) / 100));
    const lines = amounts.slice(0, -2).filter((value) => value.startsWith('£'));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.reduce((sum, value) => sum + pence(value), 0)).toBe(pence(total));
    expect(html).toMatch(/Contract length/);
    // The link is sealed on the stored row (the table alone opens nothing) and real in the email sent.
    expect(html).toContain('{{sealed:renewalReminderLink}}');
    expect(setTokenIn(html)).toBeUndefined();
    expect(mail.html).toContain(`href="${SITE}/renewal-reminder?set=`);
    expect(setTokenIn(mail.text)).toBeDefined();
    expect(mail.text).toContain(`${top.name}: summary box`);
    expect(mail.text).toContain(`Monthly total ${total}`);
  });

  it('sets a reminder once for the lead’s profile and address, recorded as the wizard records one; the second use is 404', async () => {
    const email = 'reminder-link@bistro.example.co.uk';
    const { visitor, mail } = await applied(email);
    const token = setTokenIn(mail.text)!;
    // Bad dates and a missing consent keep the link.
    expect((await setByLink({ token, contractEndDate: '2031-02-30' }).expect(400)).body.message).toEqual(['Please enter the date your contract or lease ends']);
    expect((await setByLink({ token, contractEndDate: endDate(-1) }).expect(400)).body.message).toEqual(['The end date must be in the future']);
    expect((await setByLink({ token, contractEndDate: endDate(400), consent: false }).expect(400)).body.message).toEqual([
      'Please tick the box to agree to the reminder',
    ]);
    const contractEndDate = endDate(400);
    const res = await setByLink({ token, contractEndDate }).expect(201);
    expect(res.body).toMatchObject({ contractEndDate, remindAt: expect.any(String), consentedAt: expect.any(String) });
    const rows = await t.dataSource.getRepository(RenewalReminder).findBy({ businessProfileId: visitor.profileId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, contractEndDate, status: 'pending', consentText: RENEWAL_REMINDER_CONSENT });
    expect(rows[0].consentedAt.toISOString()).toBe(res.body.consentedAt);
    expect(rows[0].state).toMatchObject({ businessData: { id: visitor.profileId, businessName: 'Quote Email Bistro' } });
    await mailTo(email, 'Your renewal reminder is set');

    const again = await setByLink({ token, contractEndDate }).expect(404);
    expect(again.body.message).toBe('This reminder link has already been used, has expired or does not exist');
    await setByLink({ token: 'not-a-token', contractEndDate }).expect(404);
    expect(await t.dataSource.getRepository(RenewalReminder).countBy({ businessProfileId: visitor.profileId })).toBe(1);
  });

  it(`stops working ${RENEWAL_REMINDER_LINK_DAYS} days after the email`, async () => {
    const email = 'expired-link@bistro.example.co.uk';
    const { leadId, mail } = await applied(email);
    const token = setTokenIn(mail.text)!;
    const lead = await t.dataSource.getRepository(Lead).findOneByOrFail({ id: leadId });
    expect(lead.reminderLinkHash).toMatch(/^[0-9a-f]{64}$/);
    const expiresAt = lead.reminderLinkExpiresAt!.getTime();
    expect(Math.round((expiresAt - lead.createdAt.getTime()) / DAY_MS)).toBe(RENEWAL_REMINDER_LINK_DAYS);
    const clock = fixClock(t, new Date(expiresAt + 1000).toISOString());
    try {
      await setByLink({ token, contractEndDate: endDate(RENEWAL_REMINDER_LINK_DAYS + 200) }).expect(404);
    } finally {
      clock.mockRestore();
    }
    await setByLink({ token, contractEndDate: endDate(300) }).expect(201);
  });

  it('sends a template staff have edited without the two placeholders as they wrote it', async () => {
    const templates = t.dataSource.getRepository(EmailTemplate);
    const template = await templates.findOneByOrFail({ name: 'quote_email_switching_customer' });
    const edited =
      '<!DOCTYPE html><html><body><p>Hi {{firstName}}, thank you for applying for {{providerName}}: {{totalMonthlyCost}} a month.</p></body></html>';
    await templates.update({ id: template.id }, { content: edited });
    try {
      const email = 'edited-template@bistro.example.co.uk';
      const { top, mail } = await applied(email);
      expect(mail.html).toContain(`thank you for applying for ${top.name}: ${formatGBP(top.estimatedMonthlyCost)} a month.`);
      expect(mail.html).not.toContain('summary box');
      expect(setTokenIn(mail.text)).toBeUndefined();
    } finally {
      await templates.update({ id: template.id }, { content: template.content });
    }
  });
});
