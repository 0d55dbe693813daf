import { SchedulerRegistry } from '@nestjs/schedule';
import { Task } from '../../src/tasks/entities/task.entity';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { RETENTION_JOB } from '../../src/retention/retention.job';
import { freezeClock, newCustomer, TEST_ENV } from '../customers/customer-fixtures';
import { ADMIN, signIn, startApp, TestApp } from '../support/app';

const T0 = new Date('2026-07-16T12:00:00Z');
const LONG_AGO = new Date('2025-01-10T10:00:00Z');

/**
 * A task due in the future keeps its customer from deletion only while it is due within the
 * furthest a task may be due (5 years): a task stored before that bound existed, due in 9999,
 * does not keep a customer's personal data forever.
 */
describe('Data retention: how far ahead a task keeps its customer', () => {
  let t: TestApp;
  let clock: jest.SpyInstance;

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    t.app.get(SchedulerRegistry).getCronJob(RETENTION_JOB).stop();
    clock = freezeClock(t, T0);
  });
  afterAll(async () => {
    clock.mockRestore();
    await t.close();
  });

  it('counts a task due within 5 years as an exception, and one due in 9999 as none', async () => {
    const admin = await signIn(t, ADMIN.email, ADMIN.password);
    const near = await newCustomer(t, { businessName: 'Near Task Ltd' });
    const far = await newCustomer(t, { businessName: 'Far Task Ltd' });
    const tasks = t.dataSource.getRepository(Task);
    for (const [customer, dueDate] of [
      [near, new Date('2031-07-01T09:00:00Z')],
      [far, new Date('9999-12-31T09:00:00Z')],
    ] as const) {
      // Stored directly: the API refuses a due date more than 5 years ahead, older rows may hold one.
      await tasks.insert({
        title: 'Renewal',
        dueDate,
        businessProfileId: customer.id,
        status: 'pending',
        type: 'general',
        priority: 'medium',
        reminderMinutes: 15,
      });
      await t.dataSource.getRepository(BusinessProfile).update({ id: customer.id }, { lastActivityAt: LONG_AGO });
    }
    const status = await t.http.get('/api/crm/data-retention/status').set('Cookie', admin).expect(200);
    expect(status.body.dataOverview.eligibleForDeletion.businessProfiles).toBe(1);
    await t.http.post('/api/crm/data-retention/cleanup').set('Cookie', admin).send({}).expect(200);
    const scheduled = (await t.http.get('/api/crm/retention/scheduled').set('Cookie', admin).expect(200)).body.map(
      (r: { businessProfile: { businessName: string } }) => r.businessProfile.businessName,
    );
    expect(scheduled).toEqual(['Far Task Ltd']);
  });
});
