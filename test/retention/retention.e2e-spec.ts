import { SchedulerRegistry } from '@nestjs/schedule';
import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { TrackingEvent } from '../../src/analytics/entities/tracking-event.entity';
import { AuditService } from '../../src/audit/audit.service';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { Activity } from '../../src/activities/entities/activity.entity';
import { Task } from '../../src/tasks/entities/task.entity';
import { JobLocks } from '../../src/jobs/job-locks.service';
import { Lead } from '../../src/leads/entities/lead.entity';
import { Email } from '../../src/mail/entities/email.entity';
import { MailService } from '../../src/mail/mail.service';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { Quote } from '../../src/quotes/entities/quote.entity';
import { WebhookAttempt } from '../../src/webhooks/entities/webhook-attempt.entity';
import { WebhookDelivery, WebhookDeliveryStatus } from '../../src/webhooks/entities/webhook-delivery.entity';
import { RETENTION_JOB, RetentionJob } from '../../src/retention/retention.job';
import { freezeClock, newCustomer, quotedProviders, TEST_ENV, TestCustomer } from '../customers/customer-fixtures';
import { ADMIN, signIn, startApp, TestApp } from '../support/app';

/** 16 July 2026; the 12-month period then reaches back to 16 July 2025. */
const T0 = new Date('2026-07-16T12:00:00Z');
const LONG_AGO = new Date('2025-01-10T10:00:00Z');
const days = (n: number): number => n * 24 * 60 * 60 * 1000;

describe('Data retention under a moved clock', () => {
  let t: TestApp;
  let admin: string;
  let clock: jest.SpyInstance;
  let p1: number;
  let old: TestCustomer;
  let failing: TestCustomer;
  let withTask: TestCustomer;
  let active: TestCustomer;

  const setNow = (at: Date) => {
    clock?.mockRestore();
    clock = freezeClock(t, at);
  };
  const setLastActivity = (customer: TestCustomer, at: Date) => t.dataSource.getRepository(BusinessProfile).update({ id: customer.id }, { lastActivityAt: at });
  const belongings = async (customer: TestCustomer) => ({
    profile: await t.dataSource.getRepository(BusinessProfile).countBy({ id: customer.id }),
    leads: await t.dataSource.getRepository(Lead).countBy({ businessProfileId: customer.id }),
    quotes: await t.dataSource.getRepository(Quote).countBy({ businessProfileId: customer.id }),
    activities: await t.dataSource.getRepository(Activity).countBy({ businessProfileId: customer.id }),
    emails: await t.dataSource.getRepository(Email).countBy({ businessProfileId: customer.id }),
    tasks: await t.dataSource.getRepository(Task).countBy({ businessProfileId: customer.id }),
  });
  const scheduledNames = async () =>
    (await t.http.get('/api/crm/retention/scheduled').set('Cookie', admin).expect(200)).body
      .map((r: { businessProfile: { businessName: string }; status: string }) => `${r.businessProfile.businessName}:${r.status}`)
      .sort();

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    t.app.get(SchedulerRegistry).getCronJob(RETENTION_JOB).stop();
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    [p1] = await quotedProviders(t);
    old = await newCustomer(t, { businessName: 'Old Oak Ltd', applyFor: p1 });
    failing = await newCustomer(t, { businessName: 'Fragile Goods', applyFor: p1 });
    withTask = await newCustomer(t, { businessName: 'Future Call Co' });
    active = await newCustomer(t, { businessName: 'Busy Bee' });
    setNow(T0);
    // A task due after T0 (creating it is CRM activity: the last activity is put back afterwards).
    await t.http
      .post('/api/crm/tasks')
      .set('Cookie', admin)
      .send({ title: 'Renewal call', dueDate: '2026-08-01T09:00:00Z', businessProfileId: withTask.id })
      .expect(201);
    await t.http.post('/api/crm/activities').set('Cookie', admin).send({ businessProfileId: old.id, type: 'note', notes: 'Spoke to the owner' }).expect(201);
    for (const customer of [old, failing, withTask]) await setLastActivity(customer, LONG_AGO);
    await setLastActivity(active, new Date('2026-06-01T10:00:00Z'));
  });
  afterAll(async () => {
    clock?.mockRestore();
    await t.close();
  });

  it('reports totals, what qualifies now, the policy and the next daily run', async () => {
    const res = await t.http.get('/api/crm/data-retention/status').set('Cookie', admin).expect(200);
    const quotesEach = old.quotes.length;
    expect(res.body).toEqual({
      dataOverview: {
        total: { businessProfiles: 4, leads: 2, quotes: 4 * quotesEach },
        // Old Oak and Fragile Goods; Future Call Co has a task ahead, Busy Bee was active last month.
        eligibleForDeletion: { businessProfiles: 2, leads: 2, quotes: 2 * quotesEach },
        scheduledForDeletion: 0,
      },
      retentionPolicy: { period: '12 months', months: 12, noticeDays: 30, exceptions: expect.arrayContaining(['A task due in the future']) },
      // 03:00 BST on 17 July.
      nextScheduledCleanup: '2026-07-17T02:00:00.000Z',
    });
  });

  it('schedules the eligible customers (not one with a task ahead, not an active one) and deletes nothing yet', async () => {
    await t.app.get(RetentionJob).run();
    expect(await scheduledNames()).toEqual(['Fragile Goods:scheduled', 'Old Oak Ltd:scheduled']);
    const list = await t.http.get('/api/crm/retention/scheduled').set('Cookie', admin).expect(200);
    expect(list.headers['content-range']).toBe('retention 0-1/2');
    expect(list.body[0].scheduledDeletionDate).toBe(new Date(T0.getTime() + days(30)).toISOString());
    expect((await belongings(old)).profile).toBe(1);
  });

  it('after the notice: deletes each due customer with everything of it in one transaction (all or nothing), schedules the one whose task has passed, and purges old audit entries, tracking events, emails and finished webhook deliveries', async () => {
    const oldEvent = await t.dataSource.getRepository(TrackingEvent).save({ type: 'visitor', sessionHash: null, step: null, path: '/', data: null });
    await t.dataSource.getRepository(TrackingEvent).update({ id: oldEvent.id }, { createdAt: new Date('2025-06-01T10:00:00Z') });
    await t.dataSource.getRepository(TrackingEvent).insert({ type: 'user', sessionHash: null, step: null, path: '/comparison-tool', data: null });
    const oldEntry = await t.dataSource
      .getRepository(AuditLog)
      .save({ action: 'update', tableName: 'providers', recordId: '1', changedFields: null, reason: 'Old change', crmUserId: null });
    await t.dataSource.getRepository(AuditLog).update({ id: oldEntry.id }, { createdAt: new Date('2025-06-01T10:00:00Z') });
    // Emails older than the period go whatever their customer (an active one's too, or none); newer ones stay.
    const mail = t.app.get(MailService);
    const oldEmails = [
      await mail.queue({ to: 'old-visitor@example.co.uk', subject: 'Your saved comparison', content: 'Hello', isHtml: false }),
      await mail.queue({ to: 'busy@example.co.uk', subject: 'Last year', content: 'Hello', isHtml: false, businessProfileId: active.id }),
    ];
    const recentEmail = await mail.queue({ to: 'recent@example.co.uk', subject: 'This year', content: 'Hello', isHtml: false, businessProfileId: active.id });
    await t.dataSource.getRepository(Email).update({ id: In(oldEmails.map((email) => email.id)) }, { createdAt: new Date('2025-06-01T10:00:00Z') });
    // Webhook deliveries to the provider (their bodies carry the lead's contact details), on a
    // customer that stays: the finished ones last tried before the period go with their attempt
    // logs; one still being tried, and a recent one, stay.
    const lead = await t.dataSource.getRepository(Lead).findOneByOrFail({ businessProfileId: failing.id });
    const delivery = async (status: WebhookDeliveryStatus, lastTouched: Date): Promise<number> => {
      const saved = await t.dataSource.getRepository(WebhookDelivery).save({
        messageId: `msg_${randomUUID()}`,
        providerId: p1,
        leadId: lead.id,
        businessProfileId: failing.id,
        eventType: 'lead.created',
        payload: JSON.stringify({ contact: { email: 'owner@fragile.example.co.uk' } }),
        status,
        attempts: 1,
        nextAttemptAt: status === 'pending' ? lastTouched : null,
        retryUntil: lastTouched,
        lastAttemptAt: lastTouched,
      });
      await t.dataSource.getRepository(WebhookDelivery).update({ id: saved.id }, { createdAt: lastTouched, updatedAt: lastTouched });
      await t.dataSource
        .getRepository(WebhookAttempt)
        .save({ deliveryId: saved.id, attemptedAt: lastTouched, url: 'https://hooks.example.co.uk/leads', statusCode: 200, durationMs: 40 });
      return saved.id;
    };
    const oldDeliveries = [await delivery('delivered', new Date('2025-06-01T10:00:00Z')), await delivery('failed', new Date('2025-06-02T10:00:00Z'))];
    const keptDeliveries = [await delivery('pending', new Date('2025-06-03T10:00:00Z')), await delivery('delivered', new Date('2026-07-01T10:00:00Z'))];
    const oldBefore = await belongings(old);
    expect(oldBefore).toMatchObject({ profile: 1, leads: 1, quotes: old.quotes.length, emails: 1 });
    expect(oldBefore.activities).toBeGreaterThanOrEqual(2);
    const failingBefore = await belongings(failing);

    const audit = t.app.get(AuditService);
    const record = audit.record.bind(audit);
    const broken = jest.spyOn(audit, 'record').mockImplementation(async (manager, entry) => {
      if (entry.recordId === failing.id) throw new Error('disk full');
      return record(manager, entry);
    });
    setNow(new Date(T0.getTime() + days(31)));
    try {
      const res = await t.http.post('/api/crm/data-retention/cleanup').set('Cookie', admin).expect(200);
      expect(res.body).toEqual({
        summary: {
          totalProcessed: 3,
          businessProfilesDeleted: 1,
          scheduled: 1,
          exempted: 0,
          failed: 1,
          auditEntriesDeleted: 1,
          trackingEventsDeleted: 1,
          emailsDeleted: 2,
          webhookDeliveriesDeleted: 2,
        },
      });
    } finally {
      broken.mockRestore();
    }
    expect(await belongings(old)).toEqual({ profile: 0, leads: 0, quotes: 0, activities: 0, emails: 0, tasks: 0 });
    // The failed customer keeps everything: its deletion was rolled back whole.
    expect(await belongings(failing)).toEqual(failingBefore);
    expect(await scheduledNames()).toEqual(['Fragile Goods:scheduled', 'Future Call Co:scheduled']);
    expect(await t.dataSource.getRepository(TrackingEvent).countBy({ id: oldEvent.id })).toBe(0);
    expect(await t.dataSource.getRepository(TrackingEvent).countBy({ path: '/comparison-tool' })).toBe(1);
    expect(await t.dataSource.getRepository(AuditLog).countBy({ id: oldEntry.id })).toBe(0);
    expect(await t.dataSource.getRepository(Email).countBy({ id: In(oldEmails.map((email) => email.id)) })).toBe(0);
    expect(await t.dataSource.getRepository(Email).countBy({ id: recentEmail.id })).toBe(1);
    expect(await t.dataSource.getRepository(WebhookDelivery).countBy({ id: In(oldDeliveries) })).toBe(0);
    expect(await t.dataSource.getRepository(WebhookAttempt).countBy({ deliveryId: In(oldDeliveries) })).toBe(0);
    expect(await t.dataSource.getRepository(WebhookDelivery).countBy({ id: In(keptDeliveries) })).toBe(2);
    expect(await t.dataSource.getRepository(WebhookAttempt).countBy({ deliveryId: In(keptDeliveries) })).toBe(2);

    // The audit keeps counts, never the deleted personal data.
    const entries = await t.dataSource.getRepository(AuditLog).find({ order: { id: 'ASC' } });
    const deletion = entries.find((e) => e.recordId === old.id)!;
    expect(deletion.reason).toMatch(
      /^Customer deleted under the data-retention policy \(no activity for 12 months\) with 1 lead, \d+ quotes, 0 tasks, \d+ activities, 1 email, /,
    );
    expect(deletion.crmUserId).toBeNull();
    const run = entries.filter((e) => e.action === 'retention_cleanup');
    expect(run[run.length - 1].reason).toContain(
      '1 customers deleted, 1 scheduled, 0 no longer due, 1 failed; 1 audit entries, 1 tracking events, 2 emails and 2 webhook deliveries older than the period deleted',
    );
    expect(JSON.stringify(entries)).not.toMatch(/Old Oak|Jane|cornershop|Spoke to the owner/);
  });

  it('the failed customer goes at the next run; a customer worked on since it was scheduled stays', async () => {
    // Future Call Co gets a note: its last activity moves on, so it is no longer due.
    await t.http.post('/api/crm/activities').set('Cookie', admin).send({ businessProfileId: withTask.id, type: 'note', notes: 'Back in touch' }).expect(201);
    setNow(new Date(T0.getTime() + days(62)));
    const res = await t.http.post('/api/crm/data-retention/cleanup').set('Cookie', admin).expect(200);
    expect(res.body.summary).toMatchObject({ businessProfilesDeleted: 1, failed: 0, scheduled: 0 });
    expect((await belongings(failing)).profile).toBe(0);
    expect((await belongings(withTask)).profile).toBe(1);
    expect((await belongings(active)).profile).toBe(1);
    expect(await scheduledNames()).toEqual([]);
  });

  it('claims the job lock once when two runs start at the same moment, and frees it afterwards', async () => {
    const locks = t.app.get(JobLocks);
    const now = new Date(T0.getTime() + days(70));
    const name = `test-lock-${randomUUID().slice(0, 8)}`;
    const claims = await Promise.all([locks.claim(name, now, 60_000), locks.claim(name, now, 60_000)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await locks.claim(name, new Date(now.getTime() + 1000), 60_000)).toBeNull();
    await locks.release(claims.find(Boolean)!, now);
    expect(await locks.claim(name, now, 60_000)).not.toBeNull();
    // An expired lock (its instance died) is free again.
    expect(await locks.claim(name, new Date(now.getTime() + 61_000), 60_000)).not.toBeNull();
  });

  it('renews the lock while a run goes on, so a second instance cannot take it after its first expiry; frees it when the run ends', async () => {
    const locks = t.app.get(JobLocks);
    const name = `test-renew-${randomUUID().slice(0, 8)}`;
    const ttl = 400;
    let finish!: (value: string) => void;
    const run = locks.runExclusive(name, new Date(), ttl, () => new Promise<string>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, ttl * 3));
    // Well past the first expiry: a second instance still finds it held.
    expect(await locks.claim(name, new Date(), ttl)).toBeNull();
    expect(await locks.runExclusive(name, new Date(), ttl, async () => 'second')).toBeNull();
    finish('first');
    expect(await run).toBe('first');
    expect(await locks.claim(name, new Date(), ttl)).not.toBeNull();
  });

  it('answers 409 to a cleanup while another instance runs it', async () => {
    const locks = t.app.get(JobLocks);
    const now = new Date(T0.getTime() + days(80));
    setNow(now);
    const held = await locks.claim('data-retention', now, 60_000);
    expect(held).not.toBeNull();
    try {
      const res = await t.http.post('/api/crm/data-retention/cleanup').set('Cookie', admin).expect(409);
      expect(res.body.message).toBe('A data cleanup is already running. Please try again in a few minutes.');
    } finally {
      await locks.release(held!, now);
    }
    await t.http.post('/api/crm/data-retention/cleanup').set('Cookie', admin).expect(200);
  });

  it('is for admins only, and the list refuses a wrong filter with a 400', async () => {
    await t.http
      .get('/api/crm/retention/scheduled')
      .query({ filter: JSON.stringify({ status: 'gone' }) })
      .set('Cookie', admin)
      .expect(400);
    await t.http.get('/api/crm/data-retention/status').expect(401);
  });
});
