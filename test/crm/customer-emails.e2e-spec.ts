import { Repository } from 'typeorm';
import { Activity } from '../../src/activities/entities/activity.entity';
import { Email } from '../../src/mail/entities/email.entity';
import { MailService } from '../../src/mail/mail.service';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { SmtpTestServer, waitFor } from '../mail/smtp-test-server';
import { createApplicantCustomer, CrmWorld, fixClock, startCrmWorld } from '../support/crm';
import { apply, createProfile } from '../support/visitor';

const MISSING = 'Missing information: Please fill in all required fields.';
const PAST = new Date(Date.now() - 60_000);

describe('Sending an email to a customer (staff, partner)', () => {
  let smtp: SmtpTestServer;
  let w: CrmWorld;
  let mail: MailService;
  let emails: Repository<Email>;
  let customer: string;
  let staffName: string;

  /** A customer whose lead (Jane Smith) was submitted through the wizard. */
  async function customerWithLead(businessName: string): Promise<string> {
    const visitor = await createProfile(w.t, { businessType: 'retail', businessName, businessSector: 'retail', paymentStatus: 'new' });
    await apply(w.t, visitor).expect(201);
    return visitor.profileId;
  }
  const send = (cookie: string, body: Record<string, unknown>) => w.t.http.post('/api/crm/emails/send').set('Cookie', cookie).send(body);
  const to = (address: string) => smtp.messages.filter((m) => m.envelopeTo.includes(address));
  const template = async (name: string) => (await w.t.http.get(`/api/crm/email-templates/${name}`).set('Cookie', w.staff.cookie).expect(200)).body;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    w = await startCrmWorld({ SMTP_URL: smtp.url });
    mail = w.t.app.get(MailService);
    emails = w.t.dataSource.getRepository(Email);
    customer = await customerWithLead('Email Test Bakery');
    staffName = (await w.t.http.get('/api/crm/auth/user').set('Cookie', w.staff.cookie).expect(200)).body.name;
    // The lead's quote email is out of the way before a test refuses the next message.
    await waitFor(async () => (await emails.countBy({ status: 'sent' })) === (await emails.count()), 10_000, 'the quote emails to be sent');
  });
  afterAll(async () => {
    await w.t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.rejectNext = 0;
  });

  it('stores the email, retries it after the SMTP server refuses, and sends it exactly once', async () => {
    smtp.rejectNext = 1;
    const address = 'retry.customer@example.co.uk';
    const res = await send(w.staff.cookie, {
      businessProfileId: customer,
      recipient: ` ${address} `,
      subject: 'Hello {{firstName}}',
      content: 'Dear {{firstName}} of {{businessName}},\nYour quote is ready.\n{{senderName}}',
    }).expect(201);
    expect(res.body).toMatchObject({
      businessProfileId: customer,
      recipient: address,
      subject: 'Hello Jane',
      status: 'queued',
      via: 'smtp',
      templateId: null,
      sentByCrmUserId: w.staff.id,
    });
    const id: number = res.body.id;
    await waitFor(
      async () => {
        const row = await emails.findOneByOrFail({ id });
        return row.attempts === 1 && row.status === 'queued';
      },
      10_000,
      'the first attempt to be refused',
    );
    expect(smtp.rejected).toBe(1);
    expect(to(address)).toHaveLength(0);

    await emails.update({ id }, { nextAttemptAt: PAST });
    expect(await mail.deliverDue()).toBe(1);
    expect(await mail.deliverDue()).toBe(0);
    const [message] = to(address);
    expect(to(address)).toHaveLength(1);
    expect(message.subject).toBe('Hello Jane');
    expect(message.text.replace(/\r\n/g, '\n').trimEnd()).toBe(`Dear Jane of Email Test Bakery,\nYour quote is ready.\n${staffName}`);
    expect(message.html).toBeNull();
    expect(await emails.findOneByOrFail({ id })).toMatchObject({
      status: 'sent',
      attempts: 1,
      via: 'smtp',
      businessProfileId: customer,
      sentByCrmUserId: w.staff.id,
    });
  });

  it("writes an email activity (subject, recipient) and moves the customer's last activity", async () => {
    const profiles = w.t.dataSource.getRepository(BusinessProfile);
    await profiles.update({ id: customer }, { lastActivityAt: new Date('2020-01-01T00:00:00Z') });
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 30_000).toISOString();
    const clock = fixClock(w.t, at);
    try {
      const sent = (
        await send(w.staff.cookie, { businessProfileId: customer, recipient: 'jane@cornershop.co.uk', subject: 'About your terminal', content: 'Hi' }).expect(
          201,
        )
      ).body;
      const detail = (await w.t.http.get(`/api/crm/customers/${customer}`).set('Cookie', w.staff.cookie).expect(200)).body;
      expect(detail.customer.lastActivityAt).toBe(at);
      expect(detail.activities[0]).toMatchObject({
        type: 'email',
        subject: 'About your terminal',
        crmUserId: w.staff.id,
        emailData: { emailId: sent.id, recipient: 'jane@cornershop.co.uk', subject: 'About your terminal', templateId: null, via: 'smtp' },
      });
      expect(detail.emails[0]).toMatchObject({
        id: sent.id,
        subject: 'About your terminal',
        recipient: 'jane@cornershop.co.uk',
        via: 'smtp',
        sentByCrmUserId: w.staff.id,
      });
    } finally {
      clock.mockRestore();
    }
  });

  it("fills a template's placeholders for the customer and counts one use of it per send", async () => {
    const welcome = await template('welcome');
    const body = {
      businessProfileId: customer,
      recipient: 'welcome.jane@example.co.uk',
      subject: welcome.subject,
      content: welcome.content,
      templateId: welcome.id,
    };
    const first = await send(w.staff.cookie, body).expect(201);
    expect(first.body).toMatchObject({ templateId: welcome.id, subject: 'Welcome to Merchant Compare, Jane' });
    expect((await template('welcome')).usageCount).toBe(welcome.usageCount + 1);
    await send(w.staff.cookie, body).expect(201);
    await send(w.staff.cookie, { ...body, templateId: undefined }).expect(201);
    expect((await template('welcome')).usageCount).toBe(welcome.usageCount + 2);

    await smtp.waitForMessages(1);
    await waitFor(() => to('welcome.jane@example.co.uk').length === 3, 10_000, 'three welcome emails');
    const text = to('welcome.jane@example.co.uk')[0].text.replace(/\r\n/g, '\n');
    expect(text).toContain('Hi Jane,');
    expect(text).toContain('for Email Test Bakery.');
    expect(text).toContain('For a retail business');
    expect(text).toContain(`Kind regards,\n${staffName}\n`);
    expect(text).not.toMatch(/\{\{|\}\}/);
  });

  it('escapes the values in an HTML body, so a <script> business name arrives as text', async () => {
    const name = '<script>alert("x")</script> & Sons';
    const scripted = await customerWithLead(name);
    const created = await w.t.http
      .post('/api/crm/email-templates')
      .set('Cookie', w.staff.cookie)
      .send({
        name: 'HTML follow-up',
        subject: 'News for {{businessName}}',
        content: '<!DOCTYPE html><html><body><p>Dear {{firstName}} of {{businessName}}</p></body></html>',
        category: 'follow_up',
      })
      .expect(201);
    await send(w.staff.cookie, {
      businessProfileId: scripted,
      recipient: 'html.customer@example.co.uk',
      subject: created.body.subject,
      content: created.body.content,
      templateId: created.body.id,
    }).expect(201);
    await waitFor(() => to('html.customer@example.co.uk').length === 1, 10_000, 'the HTML email');
    const [message] = to('html.customer@example.co.uk');
    expect(message.html).toContain('<p>Dear Jane of &lt;script&gt;alert("x")&lt;/script&gt; &amp; Sons</p>');
    expect(message.html).not.toContain('<script>');
    expect(message.subject).toBe(`News for ${name}`);
  });

  it('does not count staff sends towards the hourly cap on automated email', async () => {
    for (let i = 0; i < 11; i += 1)
      await send(w.staff.cookie, { businessProfileId: customer, recipient: 'busy@example.co.uk', subject: `Note ${i}`, content: 'Hello' }).expect(201);
    expect(await emails.countBy({ recipient: 'busy@example.co.uk' })).toBe(11);
    // nor do they use up the address's automated allowance
    await expect(mail.queueTemplate('save-progress', 'busy@example.co.uk', {}, { sealed: { resumeLink: 'https://example.co.uk/r' } })).resolves.toMatchObject({
      recipient: 'busy@example.co.uk',
    });
  });

  it.each([
    ['no subject', { recipient: 'a@example.co.uk', content: 'c' }, ['subject']],
    ['a blank content', { recipient: 'a@example.co.uk', subject: 's', content: '  ' }, ['content']],
    ['nothing', {}, ['recipient', 'subject', 'content']],
  ])('refuses %s with the fixed message, storing nothing', async (_case, body, missingFields) => {
    const before = { emails: await emails.count(), activities: await w.t.dataSource.getRepository(Activity).count() };
    const res = await send(w.staff.cookie, { businessProfileId: customer, ...body }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: MISSING, error: 'Bad Request', missingFields });
    expect({ emails: await emails.count(), activities: await w.t.dataSource.getRepository(Activity).count() }).toEqual(before);
  });

  it('refuses a wrong recipient, template or customer, storing nothing', async () => {
    const before = await emails.count();
    const base = { businessProfileId: customer, recipient: 'ok@example.co.uk', subject: 's', content: 'c' };
    for (const recipient of ['not-an-email', 'a@example.co.uk, b@example.co.uk', 'x@y']) {
      expect((await send(w.staff.cookie, { ...base, recipient }).expect(400)).body.message).toBe('Invalid recipient email address');
    }
    const automated = await template('quote-saved');
    expect((await send(w.staff.cookie, { ...base, templateId: automated.id }).expect(400)).body.message).toMatch(
      /^templateId must name an active manual template/,
    );
    await send(w.staff.cookie, { ...base, templateId: 999999 }).expect(400);
    await send(w.staff.cookie, { ...base, templateId: 'welcome' }).expect(400);
    await send(w.staff.cookie, { ...base, businessProfileId: undefined }).expect(400);
    expect((await send(w.staff.cookie, { ...base, businessProfileId: '00000000-0000-4000-8000-000000000000' }).expect(404)).body.message).toBe(
      'Customer not found',
    );
    expect(await emails.count()).toBe(before);
  });

  it("lets a partner email its own provider's customers only (another's: 404, nothing stored)", async () => {
    const { customer: applicant } = await createApplicantCustomer(w.t, w.providerId, 'Partner Applicant Bakery', 'owner@bakery.example.co.uk');
    const own = await send(w.partner.cookie, {
      businessProfileId: applicant,
      recipient: 'owner@bakery.example.co.uk',
      subject: 'From your provider',
      content: 'Hello from {{senderName}}',
    }).expect(201);
    expect(own.body).toMatchObject({ businessProfileId: applicant, sentByCrmUserId: w.partner.id });
    const before = await emails.count();
    const other = await send(w.partner.cookie, {
      businessProfileId: w.otherCustomer,
      recipient: 'owner@garage.example.co.uk',
      subject: 's',
      content: 'c',
    }).expect(404);
    expect(other.body.message).toBe('Customer not found');
    expect(await emails.count()).toBe(before);
    await send(w.admin.cookie, { businessProfileId: w.otherCustomer, recipient: 'owner@garage.example.co.uk', subject: 's', content: 'c' }).expect(201);
  });
});
