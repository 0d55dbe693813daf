import { tmpdir } from 'node:os';
import { SchedulerRegistry } from '@nestjs/schedule';
import { RENEWAL_REMINDER_CONSENT } from '../../src/domain/renewal-reminders';
import { RenewalReminder } from '../../src/reminders/entities/renewal-reminder.entity';
import { RENEWAL_REMINDER_JOB, RenewalReminderJob } from '../../src/reminders/renewal-reminder.job';
import { ADMIN, signIn, startApp, TestApp } from '../support/app';
import { fixClock } from '../support/crm';
import { createTestDatabase, TestDatabase } from '../support/database';
import { SmtpTestServer } from '../mail/smtp-test-server';
import { compare, createProfile, EXISTING_RESTAURANT, Visitor } from '../support/visitor';

/**
 * Renewal reminders end to end: a visitor who has compared asks to be reminded before the contract
 * ends (explicit consent, stored verbatim with the time); the job sends the reminder once, 6 weeks
 * before the date, with today's best match and links that reopen the wizard and withdraw, under a
 * moved clock and with two app instances on one database; never after a withdrawal; and the
 * reminder goes when the customer is deleted.
 */
const T0 = '2031-03-03T09:00:00.000Z';
const SITE = 'https://compare.example.co.uk';

function linkIn(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  if (!match) throw new Error(`no link ${pattern} in: ${text}`);
  return match[1];
}
const withdrawTokenIn = (text: string) => linkIn(text, /\/renewal-reminder\?withdraw=([A-Za-z0-9_-]{43})/);
const resumeTokenIn = (text: string) => linkIn(text, /\/comparison-tool\?resume=([A-Za-z0-9_-]{43})/);

describe('Renewal reminders (visitor, the reminder job, two instances)', () => {
  let db: TestDatabase;
  let smtp: SmtpTestServer;
  let a: TestApp;
  let b: TestApp;
  const apps: TestApp[] = [];

  const boot = async (): Promise<TestApp> => {
    const app = await startApp({ RATE_LIMIT_PUBLIC: '100000', SMTP_URL: smtp.url, PUBLIC_URL: SITE }, db);
    app.app.get(SchedulerRegistry).getCronJob(RENEWAL_REMINDER_JOB).stop();
    apps.push(app);
    return app;
  };
  const setClock = (iso: string) => apps.forEach((app) => fixClock(app, iso));
  const run = (app: TestApp) => app.app.get(RenewalReminderJob).run();
  const rows = () => a.dataSource.getRepository(RenewalReminder);
  const mailTo = (email: string) => smtp.messages.filter((message) => message.envelopeTo.includes(email));
  const reminderMailTo = (email: string) => mailTo(email).filter((message) => message.subject.includes('your fresh comparison'));

  async function comparedVisitor(name: string, currentTotalMonthlyCost = 450): Promise<Visitor> {
    const visitor = await createProfile(a, { businessType: 'restaurant', businessName: name, businessSector: 'retail', paymentStatus: 'existing' });
    // The figures the wizard saves before it compares: the reminder prices these again.
    await a.http
      .put(`/api/business-profiles/${visitor.profileId}`)
      .send({
        sessionId: visitor.sessionId,
        monthlyTurnover: 20000,
        debitCardVolume: 14000,
        creditCardVolume: 6000,
        averageTransaction: 30,
        currentTotalMonthlyCost,
      })
      .expect(200);
    await compare(a, visitor, EXISTING_RESTAURANT).expect(200);
    return visitor;
  }
  function ask(visitor: Visitor, body: Record<string, unknown>) {
    return a.http
      .post('/api/renewal-reminders')
      .set('X-Session-Id', visitor.sessionId)
      .send({
        businessProfileId: visitor.profileId,
        consent: true,
        state: { currentStep: 5, businessData: { id: visitor.profileId, sessionId: visitor.sessionId } },
        ...body,
      });
  }
  /** The confirmation emailed to `email` (its text). */
  async function confirmationTo(email: string): Promise<string> {
    const isConfirmation = (subject: string) => subject.startsWith('Your renewal reminder is set');
    for (let i = 0; !mailTo(email).some((m) => isConfirmation(m.subject)) && i < 200; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    const confirmation = mailTo(email).find((m) => isConfirmation(m.subject));
    if (!confirmation) throw new Error(`no confirmation to ${email}`);
    return confirmation.text;
  }
  /** Asks for a reminder and answers the withdrawal token from the confirmation email. */
  async function remindMe(visitor: Visitor, email: string, contractEndDate: string): Promise<string> {
    await ask(visitor, { email, contractEndDate }).expect(201);
    return withdrawTokenIn(await confirmationTo(email));
  }
  async function waitForReminders(email: string, count: number): Promise<void> {
    for (let i = 0; reminderMailTo(email).length < count && i < 100; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    db = await createTestDatabase();
    if (db.url === 'sqlite::memory:') db = { url: `sqlite:${tmpdir()}/mc-renewal-reminders-${Date.now()}.sqlite`, drop: async () => undefined };
    a = await boot();
    b = await boot();
    setClock(T0);
  });
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close().catch(() => undefined);
    await db.drop();
    await smtp.close();
  });

  it('refuses a date that is not real, not in the future or too far ahead, a missing consent and a foreign session', async () => {
    const visitor = await comparedVisitor('Refused Dates Ltd');
    const email = 'refused@example.co.uk';
    for (const [contractEndDate, message] of [
      ['2031-02-30', 'Please enter the date your contract or lease ends'],
      ['30/06/2031', 'Please enter the date your contract or lease ends'],
      ['2031-03-03', 'The end date must be in the future'],
      ['2020-01-01', 'The end date must be in the future'],
      ['2037-03-04', 'The end date must be within 6 years'],
    ]) {
      const res = await ask(visitor, { email, contractEndDate }).expect(400);
      expect(res.body.message).toEqual([message]);
    }
    expect((await ask(visitor, { email, contractEndDate: '2031-09-30', consent: false }).expect(400)).body.message).toEqual([
      'Please tick the box to agree to the reminder',
    ]);
    await ask(visitor, { email: 'not-an-address', contractEndDate: '2031-09-30' }).expect(400);
    await a.http
      .post('/api/renewal-reminders')
      .set('X-Session-Id', '00000000-0000-4000-8000-000000000000')
      .send({ businessProfileId: visitor.profileId, email, contractEndDate: '2031-09-30', consent: true, state: {} })
      .expect(404);
    expect(await rows().countBy({ businessProfileId: visitor.profileId })).toBe(0);
  });

  it('stores the consent verbatim with its time, and sends the reminder once, 6 weeks before, under a moved clock on two instances', async () => {
    const visitor = await comparedVisitor('Once Only Cafe');
    const email = 'once@example.co.uk';
    const res = await ask(visitor, { email: ' Once@Example.co.uk ', contractEndDate: '2031-06-30' }).expect(201);
    // 6 weeks before 30/06/2031 is 19/05/2031, 09:00 UK time (BST: 08:00 UTC).
    expect(res.body).toEqual({ contractEndDate: '2031-06-30', remindAt: '2031-05-19T08:00:00.000Z', consentedAt: T0 });
    const [row] = await rows().findBy({ businessProfileId: visitor.profileId });
    expect(row).toMatchObject({ email, status: 'pending', consentText: RENEWAL_REMINDER_CONSENT, sentAt: null });
    expect(row.consentedAt.toISOString()).toBe(T0);
    // Session ids are secrets: never stored with the state.
    expect(JSON.stringify(row.state)).not.toContain(visitor.sessionId);
    expect(await confirmationTo(email)).toContain('We will email you a fresh comparison of your figures on 19/05/2031, six weeks before that date.');

    setClock('2031-05-19T07:59:59.000Z');
    await Promise.all([run(a), run(b)]);
    expect(reminderMailTo(email)).toHaveLength(0);

    setClock('2031-05-19T08:10:00.000Z');
    await Promise.all([run(a), run(b)]);
    await waitForReminders(email, 1);
    setClock('2031-05-20T08:10:00.000Z');
    await Promise.all([run(a), run(b)]);
    await run(a);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const reminders = reminderMailTo(email);
    expect(reminders).toHaveLength(1);
    const text = reminders[0].text;
    expect(reminders[0].subject).toBe('Your card payment contract ends on 30/06/2031: your fresh comparison');
    expect(text).toContain('The card payment contract or terminal lease of Once Only Cafe ends on 30/06/2031.');
    expect(text).toMatch(/Best match today: \S.*\r?\nEstimated total monthly cost: £[\d,]+\.\d{2}\r?\n/);
    expect(text).toMatch(/\nEstimated saving on what you pay today: £[\d,]+\.\d{2} a month \(£[\d,]+\.\d{2} a year\)\r?\n/);
    expect(text).toContain('asked for a renewal reminder on 03/03/2031');
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect((await rows().findOneByOrFail({ id: row.id })).status).toBe('sent');

    // The link reopens the wizard at the results with a fresh session for the profile.
    const resumed = await a.http
      .post('/api/progress/resume')
      .send({ token: resumeTokenIn(text) })
      .expect(200);
    expect(resumed.body.state.currentStep).toBe(4);
    expect(resumed.body.state.businessData.id).toBe(visitor.profileId);
    expect(resumed.body.sessionId).toEqual(expect.any(String));
    expect(resumed.body.sessionId).not.toBe(visitor.sessionId);

    // Its withdrawal link records the withdrawal, once.
    const token = withdrawTokenIn(text);
    expect((await a.http.post('/api/renewal-reminders/withdraw').send({ token }).expect(200)).body).toEqual({ withdrawn: true, contractEndDate: '2031-06-30' });
    await a.http.post('/api/renewal-reminders/withdraw').send({ token }).expect(404);
    expect((await rows().findOneByOrFail({ id: row.id })).withdrawnAt?.toISOString()).toBe('2031-05-20T08:10:00.000Z');
  });

  it('says plainly that no provider beats what the customer pays now, and how much more the best match costs, never a £0.00 saving', async () => {
    setClock(T0);
    // £20 a month today: every provider costs more on these figures.
    const visitor = await comparedVisitor('Cheap Deal Deli', 20);
    const email = 'cheap-deal@example.co.uk';
    await remindMe(visitor, email, '2031-07-31');
    // Later than the runs before (a job lock is released at its run's time).
    setClock('2031-06-19T08:10:00.000Z');
    await run(a);
    await waitForReminders(email, 1);
    const [reminder] = reminderMailTo(email);
    const pounds = (pattern: RegExp) => Number(linkIn(reminder.text, pattern).replaceAll(',', ''));
    const cost = pounds(/Estimated total monthly cost: £([\d,]+\.\d{2})/);
    const more = pounds(/No provider beats what you pay today: the best match costs £([\d,]+\.\d{2}) a month more \(£[\d,]+\.\d{2} a year more\)\./);
    // The best match's monthly cost less what the customer pays now.
    expect(more).toBeCloseTo(cost - 20, 2);
    expect(reminder.text).not.toMatch(/saving|£0\.00/i);
  });

  it('never sends a reminder withdrawn by the link in the confirmation, and the link works once', async () => {
    setClock(T0);
    const visitor = await comparedVisitor('Changed Mind Ltd');
    const email = 'changed@example.co.uk';
    const token = await remindMe(visitor, email, '2031-08-31');
    await a.http.post('/api/renewal-reminders/withdraw').send({ token: 'not-a-token' }).expect(404);
    expect((await a.http.post('/api/renewal-reminders/withdraw').send({ token }).expect(200)).body).toEqual({ withdrawn: true, contractEndDate: '2031-08-31' });
    await a.http.post('/api/renewal-reminders/withdraw').send({ token }).expect(404);
    setClock('2031-08-30T12:00:00.000Z');
    await Promise.all([run(a), run(b)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reminderMailTo(email)).toHaveLength(0);
    expect((await rows().findOneByOrFail({ businessProfileId: visitor.profileId })).status).toBe('withdrawn');
  });

  it('replaces a pending reminder with a newer date, and deletes the reminders with the customer', async () => {
    setClock(T0);
    const visitor = await comparedVisitor('Deleted Soon Ltd');
    await ask(visitor, { email: 'deleted@example.co.uk', contractEndDate: '2031-10-31' }).expect(201);
    await ask(visitor, { email: 'deleted@example.co.uk', contractEndDate: '2031-12-31' }).expect(201);
    const stored = await rows().find({ where: { businessProfileId: visitor.profileId }, order: { id: 'ASC' } });
    expect(stored.map((row) => [row.contractEndDate, row.status])).toEqual([
      ['2031-10-31', 'withdrawn'],
      ['2031-12-31', 'pending'],
    ]);
    const admin = await signIn(a, ADMIN.email, ADMIN.password);
    await a.http.delete(`/api/crm/customers/${visitor.profileId}`).set('Cookie', admin).expect(200);
    expect(await rows().countBy({ businessProfileId: visitor.profileId })).toBe(0);
  });
});
