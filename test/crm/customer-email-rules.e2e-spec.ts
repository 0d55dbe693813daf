import { SmtpTestServer, waitFor } from '../mail/smtp-test-server';
import { createApplicantCustomer, CrmActor, CrmWorld, quoteEmailsStored, startCrmWorld } from '../support/crm';
import { apply, quotesOf } from '../support/visitor';
import type { TestApp } from '../support/app';

const PARTNER_RECIPIENT = "Partners can email only the customer's applicants for their own provider";

const send = (t: TestApp, actor: CrmActor, body: Record<string, unknown>) => t.http.post('/api/crm/emails/send').set('Cookie', actor.cookie).send(body);

interface StoredEmail {
  id: number;
  recipient: string;
  content: string;
  sentByCrmUserId: number | null;
}

/**
 * The emails users sent to the customer (not the automated quote emails) and its email
 * activities, read back as the admin (who sees all of them).
 */
async function storedFor(w: CrmWorld, customer: string): Promise<{ emails: StoredEmail[]; emailActivities: number }> {
  const detail = (await w.t.http.get(`/api/crm/customers/${customer}`).set('Cookie', w.admin.cookie).expect(200)).body;
  const emails = (detail.emails as StoredEmail[])
    .filter((email) => email.sentByCrmUserId !== null)
    .map(({ id, recipient, content, sentByCrmUserId }) => ({ id, recipient, content, sentByCrmUserId }));
  return { emails, emailActivities: detail.activities.filter((activity: { type: string }) => activity.type === 'email').length };
}

describe("Who may be emailed from the company's address, and what", () => {
  let smtp: SmtpTestServer;
  let w: CrmWorld;
  let customer: string;
  const OWN_APPLICANT = 'Jane.Applicant@Bakery.example.co.uk';
  const RIVAL_APPLICANT = 'rival.applicant@bakery.example.co.uk';

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    w = await startCrmWorld({ SMTP_URL: smtp.url });
    // One customer, two applications: one with the partner's provider, one with another provider.
    const created = await createApplicantCustomer(w.t, w.providerId, 'Two Offers Bakery', OWN_APPLICANT);
    customer = created.customer;
    const rival = (await quotesOf(w.t, created.visitor)).find((quote) => quote.providerId !== w.providerId);
    if (!rival) throw new Error('the comparison quoted only one provider');
    await apply(w.t, created.visitor, { selectedProvider: rival.providerId, email: RIVAL_APPLICANT }).expect(201);
    await quoteEmailsStored(w.t, customer, 2);
  });
  afterAll(async () => {
    await w.t.close();
    await smtp.close();
  });

  it.each([
    ['an outside address', 'someone@elsewhere.example.com'],
    ["another provider's applicant on the same customer", RIVAL_APPLICANT],
  ])("refuses a partner's email to %s with 400, storing nothing", async (_case, recipient) => {
    const before = await storedFor(w, customer);
    const res = await send(w.t, w.partner, { businessProfileId: customer, recipient, subject: 'Our offer', content: 'Hello' }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: PARTNER_RECIPIENT, error: 'Bad Request' });
    expect(await storedFor(w, customer)).toEqual(before);
  });

  it("lets a partner email its own provider's applicant (address compared trimmed, in any case)", async () => {
    const res = await send(w.t, w.partner, {
      businessProfileId: customer,
      recipient: '  jane.applicant@BAKERY.example.co.uk ',
      subject: 'Your application',
      content: 'Hello {{firstName}}',
    }).expect(201);
    expect(res.body).toMatchObject({ recipient: 'jane.applicant@BAKERY.example.co.uk', sentByCrmUserId: w.partner.id });
    const { emails } = await storedFor(w, customer);
    expect(emails.find((email) => email.recipient === 'jane.applicant@BAKERY.example.co.uk')).toMatchObject({
      sentByCrmUserId: w.partner.id,
      content: 'Hello Jane',
    });
  });

  it('lets staff and admins email any address', async () => {
    await send(w.t, w.staff, { businessProfileId: customer, recipient: 'accountant@elsewhere.example.com', subject: 'Statement', content: 'Hi' }).expect(201);
    await send(w.t, w.admin, { businessProfileId: customer, recipient: RIVAL_APPLICANT, subject: 'Hello', content: 'Hi' }).expect(201);
    const recipients = (await storedFor(w, customer)).emails.map((email) => email.recipient);
    expect(recipients).toEqual(expect.arrayContaining(['accountant@elsewhere.example.com', RIVAL_APPLICANT]));
  });

  it('stores and sends an HTML email without its script, event handlers and javascript: links, keeping its formatting', async () => {
    const content =
      '<!DOCTYPE html><html><head><title>Offer</title><style>body { background: url(https://tracker.example/p.gif) }</style></head><body>' +
      '<p onclick="steal()" style="color: #333">Dear {{firstName}},</p><script>steal(document.cookie)</script>' +
      '<ul><li><strong>Rate</strong> 1.2%</li></ul><a href="javascript:steal()">Click</a> <a href="https://merchant.example.co.uk/offer">Your offer</a>' +
      '<img src="https://cdn.example.co.uk/logo.png" alt="Logo" onerror="steal()"><iframe src="https://evil.example"></iframe></body></html>';
    const res = await send(w.t, w.staff, { businessProfileId: customer, recipient: 'html.reader@example.co.uk', subject: 'Your offer', content }).expect(201);

    const stored = (await storedFor(w, customer)).emails.find((email) => email.recipient === 'html.reader@example.co.uk');
    expect(stored?.content).toBe(res.body.content);
    for (const html of [res.body.content as string, stored?.content ?? '']) {
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html).not.toMatch(/<script|steal|onclick|onerror|javascript:|<iframe|tracker\.example|<style/i);
      expect(html).toContain('<p style="color:#333">Dear Jane,</p>');
      expect(html).toContain('<ul><li><strong>Rate</strong> 1.2%</li></ul><a>Click</a> <a href="https://merchant.example.co.uk/offer">Your offer</a>');
      expect(html).toContain('<img src="https://cdn.example.co.uk/logo.png" alt="Logo" />');
    }

    await waitFor(() => smtp.messages.some((message) => message.envelopeTo.includes('html.reader@example.co.uk')), 10_000, 'the HTML email');
    const sent = smtp.messages.find((message) => message.envelopeTo.includes('html.reader@example.co.uk'));
    expect(sent?.html).toContain('<p style="color:#333">Dear Jane,</p>');
    expect(sent?.html).not.toMatch(/<script|steal|onclick|javascript:/i);
  });
});

describe('The hourly cap on emails sent by one user (RATE_LIMIT_EMAIL_SENDS=3)', () => {
  let w: CrmWorld;
  let customer: string;

  beforeAll(async () => {
    w = await startCrmWorld({ RATE_LIMIT_EMAIL_SENDS: '3' });
    customer = (await createApplicantCustomer(w.t, w.providerId, 'Busy Bakery', 'busy.applicant@bakery.example.co.uk')).customer;
  });
  afterAll(() => w.t.close());

  it('answers 429 with Retry-After after three sends, storing nothing; another user may still send', async () => {
    const note = (i: number) => ({ businessProfileId: customer, recipient: 'busy.applicant@bakery.example.co.uk', subject: `Note ${i}`, content: 'Hello' });
    for (let i = 1; i <= 3; i += 1) await send(w.t, w.staff, note(i)).expect(201);
    const before = await storedFor(w, customer);
    expect(before.emails).toHaveLength(3);

    const refused = await send(w.t, w.staff, note(4)).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/^You have reached the limit of 3 emails an hour: try again in (59|60) minutes\.$/),
      error: 'Too Many Requests',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedFor(w, customer)).toEqual(before);

    await send(w.t, w.partner, note(5)).expect(201);
    expect((await storedFor(w, customer)).emails.map((email) => email.sentByCrmUserId)).toEqual([w.partner.id, w.staff.id, w.staff.id, w.staff.id]);
  });
});
