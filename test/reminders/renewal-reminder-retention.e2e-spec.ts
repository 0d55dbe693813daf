import { SchedulerRegistry } from '@nestjs/schedule';
import { In } from 'typeorm';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { RENEWAL_REMINDER_JOB, RenewalReminderJob } from '../../src/reminders/renewal-reminder.job';
import { RETENTION_JOB } from '../../src/retention/retention.job';
import { freezeClock, newCustomer, TEST_ENV } from '../customers/customer-fixtures';
import { ADMIN, signIn, startApp, TestApp } from '../support/app';

const LONG_AGO = new Date('2020-01-10T10:00:00Z');

/** Data retention counts a renewal reminder the visitor asked for as activity until it is sent. */
describe('Data retention and a pending renewal reminder', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    t.app.get(SchedulerRegistry).getCronJob(RETENTION_JOB).stop();
    t.app.get(SchedulerRegistry).getCronJob(RENEWAL_REMINDER_JOB).stop();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps an inactive customer with a pending reminder off the deletion list until the reminder is sent', async () => {
    const now = new Date();
    const clock = freezeClock(t, now);
    const waiting = await newCustomer(t, { businessName: 'Waiting Reminder Ltd' });
    const quiet = await newCustomer(t, { businessName: 'Quiet Ltd' });
    const endDate = new Date(now.getTime() + 300 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    await t.http
      .post('/api/renewal-reminders')
      .set('X-Session-Id', waiting.visitor.sessionId)
      .send({ businessProfileId: waiting.id, email: 'waiting@example.co.uk', contractEndDate: endDate, consent: true, state: {} })
      .expect(201);
    await t.dataSource.getRepository(BusinessProfile).update({ id: In([waiting.id, quiet.id]) }, { lastActivityAt: LONG_AGO });
    const eligible = async () =>
      (
        await t.http
          .get('/api/crm/data-retention/status')
          .set('Cookie', await signIn(t, ADMIN.email, ADMIN.password))
          .expect(200)
      ).body.dataOverview.eligibleForDeletion.businessProfiles;
    expect(await eligible()).toBe(1);

    // The reminder's day comes: once it is sent, nothing keeps the customer any more.
    clock.mockReturnValue(new Date(now.getTime() + 290 * 24 * 60 * 60_000));
    await t.app.get(RenewalReminderJob).run();
    expect(await eligible()).toBe(2);
  });
});
