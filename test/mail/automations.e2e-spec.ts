import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { TaskRemindersService } from '../../src/tasks/task-reminders.service';
import { startCrmWorld, CrmWorld, postTask } from '../support/crm';
import { apply, compare, createProfile, NEW_RETAILER } from '../support/visitor';
import { ReceivedMail, SmtpTestServer, waitFor } from './smtp-test-server';

const DATA = { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 15000, averageTransaction: 25, paymentMethods: ['pdq'] };
const SWITCHING = { ...NEW_RETAILER, paymentStatus: 'existing' };
/** Long enough for a queued email to have been delivered, had one been queued. */
const SETTLE_MS = 1500;

interface TemplateView {
  id: number;
  name: string;
  type: string;
  isActive: boolean;
  sentWhen: string | null;
  automation: string | null;
  usageCount: number;
}

/**
 * Every automated email is sent once at its stated moment and counted in its template's usage;
 * an admin switches one off (then it is not sent) and on again; templates nothing sends are
 * retired, never shown as active automations.
 */
describe('Automated emails: their moments, usage and the switch (admin, staff, anonymous visitor)', () => {
  let smtp: SmtpTestServer;
  let w: CrmWorld;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    w = await startCrmWorld({ SMTP_URL: smtp.url });
  }, 120_000);
  afterAll(async () => {
    await w.t.close();
    await smtp.close();
  });

  const template = async (name: string): Promise<TemplateView> =>
    (await w.t.http.get(`/api/crm/email-templates/${name}`).set('Cookie', w.admin.cookie).expect(200)).body as TemplateView;
  const switchTo = (id: number, isActive: boolean, cookie = w.admin.cookie) =>
    w.t.http.patch(`/api/crm/email-templates/${id}/automation`).set('Cookie', cookie).send({ isActive });
  const to = (address: string): ReceivedMail[] => smtp.messages.filter((message) => message.envelopeTo.includes(address));
  const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  /** Waits for the first message to `address`, then long enough for any second one to arrive. */
  const received = async (address: string): Promise<ReceivedMail[]> => {
    await waitFor(() => to(address).length > 0, 10_000, `a message to ${address}`);
    await settle();
    return to(address);
  };

  async function applyAs(address: string, profile: Record<string, unknown> = NEW_RETAILER): Promise<void> {
    const visitor = await createProfile(w.t, profile);
    const top = (await compare(w.t, visitor, { ...DATA, paymentStatus: profile.paymentStatus }).expect(200)).body.providers[0];
    await apply(w.t, visitor, { email: address, selectedProvider: top.id }).expect(201);
  }

  it('lists each automation with the moment it is sent; the duplicate is gone and the unsent ones are retired and inactive', async () => {
    const res = await w.t.http.get('/api/crm/email-templates').query({ range: '[0,99]' }).set('Cookie', w.admin.cookie).expect(200);
    const byName = new Map((res.body as TemplateView[]).map((view) => [view.name, view]));
    expect(byName.has('quote_saved_automated')).toBe(false);
    expect(byName.get('quote_email_new_customer')).toMatchObject({
      automation: 'on',
      isActive: true,
      sentWhen: 'Sent when a visitor new to card payments applies',
    });
    expect(byName.get('quote_email_switching_customer')).toMatchObject({
      automation: 'on',
      sentWhen: 'Sent when a visitor switching from their current provider applies',
    });
    expect(byName.get('save-progress')).toMatchObject({ automation: 'on', sentWhen: 'Sent when a visitor saves their progress in the wizard' });
    expect(byName.get('task-reminder')).toMatchObject({ automation: 'on', sentWhen: "Sent to a task's assignee at the task's reminder time" });
    expect(byName.get('password-reset')).toMatchObject({
      automation: 'on',
      canSwitch: false,
      sentWhen: 'Sent when a back-office user asks to reset their password',
    });
    expect(byName.get('user-invitation')).toMatchObject({ automation: 'on', canSwitch: false });
    expect(byName.get('save-progress')).toMatchObject({ canSwitch: true });
    for (const name of ['quote-saved', 'application-submitted'])
      expect(byName.get(name)).toMatchObject({ automation: 'retired', isActive: false, sentWhen: null });
    expect(byName.get('welcome')).toMatchObject({ automation: null, sentWhen: null });
  });

  it('sends the new-customer quote email once when a visitor applies, and counts it', async () => {
    const before = (await template('quote_email_new_customer')).usageCount;
    await applyAs('new.applicant@cornershop.co.uk');
    expect((await received('new.applicant@cornershop.co.uk')).map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Your card payment quote from /),
    ]);
    expect((await template('quote_email_new_customer')).usageCount).toBe(before + 1);
  });

  it('sends the switching quote email once when a switching visitor applies, and counts it', async () => {
    const before = (await template('quote_email_switching_customer')).usageCount;
    await applyAs('switcher@cornershop.co.uk', SWITCHING);
    expect((await received('switcher@cornershop.co.uk')).map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Switch & Save: your quote from /),
    ]);
    expect((await template('quote_email_switching_customer')).usageCount).toBe(before + 1);
  });

  it('sends the Save Progress email once when a visitor saves their progress, and counts it', async () => {
    const before = (await template('save-progress')).usageCount;
    await w.t.http
      .post('/api/progress')
      .send({ email: 'saver@cornershop.co.uk', state: { currentStep: 2 } })
      .expect(201);
    expect((await received('saver@cornershop.co.uk')).map((message) => message.subject)).toEqual(['Continue your card payment comparison']);
    expect((await template('save-progress')).usageCount).toBe(before + 1);
  });

  it("sends the task reminder once at the task's reminder time, and counts it", async () => {
    const before = (await template('task-reminder')).usageCount;
    await postTask(w.t, w.staff.cookie, { title: 'Call the bakery back', dueDate: '2031-03-03T10:00:00Z', reminderMinutes: 15 }).expect(201);
    const reminders = w.t.app.get(TaskRemindersService);
    expect(await reminders.sendDue(new Date('2031-03-03T09:40:00Z'))).toBe(0);
    expect(await reminders.sendDue(new Date('2031-03-03T09:50:00Z'))).toBe(1);
    expect(await reminders.sendDue(new Date('2031-03-03T09:51:00Z'))).toBe(0);
    await settle();
    expect(smtp.messages.filter((message) => message.subject.startsWith('Reminder: Call the bakery back'))).toHaveLength(1);
    expect((await template('task-reminder')).usageCount).toBe(before + 1);
  });

  it('switched off by an admin, an automation is not sent at its moment and its usage stays; switched on, it is sent again; both audited', async () => {
    const quote = await template('quote_email_new_customer');
    const off = await switchTo(quote.id, false).expect(200);
    expect(off.body).toMatchObject({ isActive: false, automation: 'off', sentWhen: quote.sentWhen });

    await applyAs('while.off@cornershop.co.uk');
    await settle();
    expect(to('while.off@cornershop.co.uk')).toEqual([]);
    expect((await template('quote_email_new_customer')).usageCount).toBe(quote.usageCount);

    expect((await switchTo(quote.id, true).expect(200)).body).toMatchObject({ isActive: true, automation: 'on' });
    await applyAs('back.on@cornershop.co.uk');
    expect(await received('back.on@cornershop.co.uk')).toHaveLength(1);
    expect((await template('quote_email_new_customer')).usageCount).toBe(quote.usageCount + 1);

    const entries = await w.t.dataSource
      .getRepository(AuditLog)
      .find({ where: { tableName: 'email_templates', recordId: String(quote.id) }, order: { id: 'ASC' } });
    expect(entries.map((entry) => ({ user: entry.crmUserId, changes: entry.changedFields, reason: entry.reason }))).toEqual([
      {
        user: w.admin.id,
        changes: [{ field: 'isActive', oldValue: true, newValue: false }],
        reason: "Automated email 'quote_email_new_customer' switched off",
      },
      { user: w.admin.id, changes: [{ field: 'isActive', oldValue: false, newValue: true }], reason: "Automated email 'quote_email_new_customer' switched on" },
    ]);
  });

  it('switched off, Save Progress keeps nothing and says the email is not available; the task reminder waits', async () => {
    const progress = await template('save-progress');
    await switchTo(progress.id, false).expect(200);
    const res = await w.t.http
      .post('/api/progress')
      .send({ email: 'saver.off@cornershop.co.uk', state: { currentStep: 2 } })
      .expect(503);
    expect(res.body.message).toBe('Saving your progress by email is not available at the moment.');
    expect(await w.t.dataSource.query("SELECT token FROM saved_progress WHERE email = 'saver.off@cornershop.co.uk'")).toEqual([]);
    await switchTo(progress.id, true).expect(200);

    const reminder = await template('task-reminder');
    await switchTo(reminder.id, false).expect(200);
    await postTask(w.t, w.staff.cookie, { title: 'Reminder while off', dueDate: '2031-04-04T10:00:00Z', reminderMinutes: 15 }).expect(201);
    const reminders = w.t.app.get(TaskRemindersService);
    expect(await reminders.sendDue(new Date('2031-04-04T09:50:00Z'))).toBe(0);
    await switchTo(reminder.id, true).expect(200);
    expect(await reminders.sendDue(new Date('2031-04-04T09:51:00Z'))).toBe(1);
    await settle();
    expect(smtp.messages.filter((message) => message.subject.startsWith('Reminder: Reminder while off'))).toHaveLength(1);
    expect(to('saver.off@cornershop.co.uk')).toEqual([]);
  });

  it('lets only admins switch, only automations that are sent, and changes nothing when the state is already the one asked', async () => {
    const quote = await template('quote_email_new_customer');
    await switchTo(quote.id, false, w.staff.cookie).expect(403);
    await switchTo(quote.id, false, w.partner.cookie).expect(403);
    const auditCount = await w.t.dataSource.getRepository(AuditLog).countBy({ tableName: 'email_templates' });
    expect((await switchTo(quote.id, true).expect(200)).body.automation).toBe('on');
    expect(await w.t.dataSource.getRepository(AuditLog).countBy({ tableName: 'email_templates' })).toBe(auditCount);

    const retired = await template('quote-saved');
    expect((await switchTo(retired.id, true).expect(422)).body.message).toBe(
      'This automated template is retired: the product does not send it, so it cannot be switched on',
    );
    const manual = await template('welcome');
    expect((await switchTo(manual.id, false).expect(422)).body.message).toBe(
      'Only automated emails are switched on and off; a manual template is activated or deactivated',
    );
    const reset = await template('password-reset');
    expect((await switchTo(reset.id, false).expect(422)).body.message).toBe(
      'This email lets back-office users set their password, so it cannot be switched off',
    );
    await switchTo(999999, false).expect(404);
    await w.t.http.patch(`/api/crm/email-templates/${quote.id}/automation`).set('Cookie', w.admin.cookie).send({}).expect(400);
  });
});
