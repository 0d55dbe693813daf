import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Repository } from 'typeorm';
import { APP_CONFIG } from '../../src/config/config.module';
import type { AppConfig } from '../../src/config/env';
import { EXAMPLE_COMPANY } from '../../src/config/company';
import { MAX_ATTEMPTS } from '../../src/mail/delivery-policy';
import { Email } from '../../src/mail/entities/email.entity';
import { EmailTemplate } from '../../src/mail/entities/email-template.entity';
import { MailService } from '../../src/mail/mail.service';
import { startApp, TestApp } from '../support/app';
import { TEST_COMPANY_ENV } from '../support/company';
import { parseMessage, SmtpTestServer, waitFor } from './smtp-test-server';

const QUOTE_VALUES = {
  firstName: 'Jane',
  businessName: 'Smith & <Sons> "Bakers"',
  providerName: 'Acme Pay',
  terminalName: 'Smart Terminal',
  applicationRef: 'MC123456',
  monthlyVolume: '£15,000.00',
  averageTransaction: '£25.00',
  transactionFees: '£75.00',
  terminalRental: '£15.00',
  totalMonthlyCost: '£90.00',
};

const PAST = new Date(Date.now() - 60_000);

describe('Sending email over SMTP (system)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let mail: MailService;
  let emails: Repository<Email>;

  const row = (id: number): Promise<Email> => emails.findOneByOrFail({ id });
  const waitForRow = (id: number, check: (email: Email) => boolean, what: string): Promise<void> => waitFor(async () => check(await row(id)), 10_000, what);

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    t = await startApp({ SMTP_URL: smtp.url, ...TEST_COMPANY_ENV });
    mail = t.app.get(MailService);
    emails = t.dataSource.getRepository(Email);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
    smtp.rejectNext = 0;
    smtp.rejected = 0;
  });

  it('queues a templated HTML email, returns at once, and delivers it once with escaped values', async () => {
    const template = await t.dataSource.getRepository(EmailTemplate).findOneByOrFail({ name: 'quote_email_new_customer' });
    const queued = await mail.queueTemplate('quote_email_new_customer', 'jane@example.co.uk', QUOTE_VALUES);
    expect(queued).toMatchObject({ id: expect.any(Number), status: 'queued', recipient: 'jane@example.co.uk', templateId: template.id, attempts: 0 });
    expect(queued.subject).toBe('Your card payment quote from Acme Pay (ref MC123456)');

    const [message] = await smtp.waitForMessages(1);
    await waitForRow(queued.id, (e) => e.status === 'sent', 'the row to be sent');
    expect(message.envelopeTo).toEqual(['jane@example.co.uk']);
    expect(message.subject).toBe('Your card payment quote from Acme Pay (ref MC123456)');
    // the configured company (COMPANY_*): its name and address as sender, its Reply-To, phone and email in the body
    expect(message.headers.from).toBe('Acme Payments Ltd <hello@acme-payments.co.uk>');
    expect(message.headers['reply-to']).toBe('help@acme-payments.co.uk');
    expect(message.html).toContain('Smith &amp; &lt;Sons&gt; &quot;Bakers&quot;');
    expect(message.html).not.toContain('<Sons>');
    expect(message.html).toContain('0113 000 0123');
    expect(message.html).toContain('mailto:hello@acme-payments.co.uk');
    expect(message.raw).not.toContain('020 7946');
    expect(message.html).not.toMatch(/\{\{|\}\}/);
    // unknown to this call: left empty, never shown raw
    expect(message.raw).not.toContain('{{monthlySavings}}');
    expect(message.text).toContain('Smith & <Sons> "Bakers"');
    expect(message.text).toContain('Total monthly cost');

    const sent = await row(queued.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 0, lastError: null, nextAttemptAt: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(await mail.deliverDue()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it('sends plain text without an HTML part and keeps the context ids', async () => {
    const queued = await mail.queue({
      to: ' plain@example.co.uk ',
      subject: 'A note',
      content: 'Hello <b>there</b>\nLine two',
      isHtml: false,
      sentByCrmUserId: null,
    });
    const [message] = await smtp.waitForMessages(1);
    await waitForRow(queued.id, (e) => e.status === 'sent', 'the row to be sent');
    expect(message.html).toBeNull();
    expect(message.text.replace(/\r\n/g, '\n')).toContain('Hello <b>there</b>\nLine two');
    expect(queued).toMatchObject({ recipient: 'plain@example.co.uk', templateId: null, businessProfileId: null, sentByCrmUserId: null });
  });

  it('retries a refused email with backoff and delivers it exactly once when the server accepts', async () => {
    smtp.rejectNext = 1;
    const queued = await mail.queueTemplate('save-progress', 'retry@example.co.uk', { resumeLink: 'https://example.co.uk/comparison-tool?resume=abc' });
    await waitForRow(queued.id, (e) => e.attempts === 1 && e.status !== 'sending', 'the first attempt to fail');
    const failed = await row(queued.id);
    expect(smtp.rejected).toBe(1);
    expect(smtp.messages).toHaveLength(0);
    expect(failed.status).toBe('queued');
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/451/);
    expect(failed.lastError!.length).toBeLessThanOrEqual(200);
    const wait = failed.nextAttemptAt!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(30_000);
    expect(wait).toBeLessThanOrEqual(60_000);

    expect(await mail.deliverDue()).toBe(0); // not due yet
    expect(smtp.messages).toHaveLength(0);

    await emails.update({ id: queued.id }, { nextAttemptAt: PAST });
    expect(await mail.deliverDue()).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].subject).toBe('Continue your card payment comparison');
    expect(smtp.messages[0].text).toContain('https://example.co.uk/comparison-tool?resume=abc');
    expect(await row(queued.id)).toMatchObject({ status: 'sent', attempts: 1, nextAttemptAt: null, lastError: null });
    expect(await mail.deliverDue()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it('never sends one email twice when two delivery runs overlap', async () => {
    smtp.rejectNext = 3;
    const queued = await Promise.all(
      ['a', 'b', 'c'].map((n) => mail.queueTemplate('save-progress', `${n}@example.co.uk`, { resumeLink: `https://example.co.uk/r/${n}` })),
    );
    const ids = queued.map((e) => e.id);
    for (const id of ids) await waitForRow(id, (e) => e.attempts === 1 && e.status === 'queued', `email ${id} to fail once`);
    await emails.createQueryBuilder().update(Email).set({ nextAttemptAt: PAST }).whereInIds(ids).execute();

    const counts = await Promise.all([mail.deliverDue(), mail.deliverDue(), mail.deliverDue()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect(smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual(['a@example.co.uk', 'b@example.co.uk', 'c@example.co.uk']);
    for (const id of ids) expect((await row(id)).status).toBe('sent');
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and leaves the email failed`, async () => {
    smtp.rejectNext = 100;
    const queued = await mail.queue({ to: 'gone@example.co.uk', subject: 'Last try', content: 'Hello', isHtml: false });
    await waitForRow(queued.id, (e) => e.attempts === 1 && e.status === 'queued', 'the first attempt to fail');
    await emails.update({ id: queued.id }, { attempts: MAX_ATTEMPTS - 1, nextAttemptAt: PAST });
    expect(await mail.deliverDue()).toBe(0);
    const failed = await row(queued.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null, sentAt: null });
    expect(failed.lastError).toMatch(/Mailbox busy/);

    smtp.rejectNext = 0;
    expect(await mail.deliverDue()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('retries a failed email that still has attempts left, and takes over a claim whose lease ran out', async () => {
    smtp.rejectNext = 1;
    const first = await mail.queue({ to: 'one@example.co.uk', subject: 'One', content: 'Hello', isHtml: false });
    await waitForRow(first.id, (e) => e.attempts === 1 && e.status === 'queued', 'the first attempt to fail');
    await emails.update({ id: first.id }, { status: 'failed', nextAttemptAt: PAST });
    // a 'sending' row whose process died: its lease (nextAttemptAt) has passed
    const second = await emails.save(
      emails.create({ recipient: 'two@example.co.uk', subject: 'Two', content: 'Hello', status: 'sending', attempts: 0, nextAttemptAt: PAST }),
    );
    // a 'sending' row still inside its lease belongs to another run
    const third = await emails.save(
      emails.create({
        recipient: 'three@example.co.uk',
        subject: 'Three',
        content: 'Hello',
        status: 'sending',
        attempts: 0,
        nextAttemptAt: new Date(Date.now() + 600_000),
      }),
    );

    expect(await mail.deliverDue()).toBe(2);
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual(['One', 'Two']);
    expect((await row(first.id)).status).toBe('sent');
    expect((await row(second.id)).status).toBe('sent');
    expect((await row(third.id)).status).toBe('sending');
    await emails.delete({ id: third.id });
  });

  it('refuses an unknown or inactive template and a bad recipient, storing nothing', async () => {
    const before = await emails.count();
    await expect(mail.queueTemplate('no-such-template', 'x@example.co.uk', {})).rejects.toThrow(/no-such-template/);
    const templates = t.dataSource.getRepository(EmailTemplate);
    await templates.update({ name: 'welcome' }, { isActive: false });
    await expect(mail.queueTemplate('welcome', 'x@example.co.uk', { firstName: 'X' })).rejects.toThrow(/welcome/);
    await templates.update({ name: 'welcome' }, { isActive: true });
    await expect(mail.queue({ to: 'a@example.co.uk, b@example.co.uk', subject: 'x', content: 'x', isHtml: false })).rejects.toThrow(/recipient/);
    await expect(mail.queue({ to: 'not an address', subject: 'x', content: 'x', isHtml: false })).rejects.toThrow(/recipient/);
    expect(await emails.count()).toBe(before);
  });

  it('stores a plain-text template as plain text, with its values unescaped', async () => {
    const queued = await mail.queueTemplate('welcome', 'w@example.co.uk', { firstName: 'Tom & Jerry', businessName: 'T&J <Ltd>', senderName: 'Sam' });
    expect(queued.subject).toBe('Welcome to Merchant Compare, Tom & Jerry');
    expect(queued.content).toContain('for T&J <Ltd>.');
    expect(queued.content).toContain('For a  business like yours'); // businessType not given: left empty
    const [message] = await smtp.waitForMessages(1);
    expect(message.html).toBeNull();
    expect(message.text).toContain('Hi Tom & Jerry,');
  });
});

describe('Without SMTP_URL, development writes each message to a folder (system)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('writes <timestamp>-<emailId>.eml under DATA_DIR/mail and counts it as sent', async () => {
    const mail = t.app.get(MailService);
    const emails = t.dataSource.getRepository(Email);
    const queued = await mail.queueTemplate('save-progress', 'dev@example.co.uk', { resumeLink: 'http://localhost:3000/comparison-tool?resume=xyz' });
    await waitFor(async () => (await emails.findOneByOrFail({ id: queued.id })).status === 'sent', 10_000, 'the row to be sent');

    const folder = join(t.app.get<AppConfig>(APP_CONFIG).dataDir, 'mail');
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z-${queued.id}\\.eml$`));
    const message = parseMessage(readFileSync(join(folder, files[0]), 'utf8'));
    expect(message.headers.to).toBe('dev@example.co.uk');
    expect(message.subject).toBe('Continue your card payment comparison');
    expect(message.text).toContain('http://localhost:3000/comparison-tool?resume=xyz');
    // no COMPANY_* variables outside production: the example company, plainly so
    expect(message.headers.from).toBe(`"${EXAMPLE_COMPANY.name}" <${EXAMPLE_COMPANY.email}>`);
    expect(message.text).toContain(EXAMPLE_COMPANY.phone);
    expect((await emails.findOneByOrFail({ id: queued.id })).sentAt).toBeInstanceOf(Date);
  });
});
