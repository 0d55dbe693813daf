import { Lead } from '../../src/leads/entities/lead.entity';
import { Email } from '../../src/mail/entities/email.entity';
import { ResponseTimes } from '../../src/system/response-times';
import { freezeClock, newCustomer, quotedProviders, TEST_ENV } from '../customers/customer-fixtures';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';

describe('System stats (admin only), from real data', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    admin = await signIn(t, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  it('counts users, customers, quotes, leads, UK-day and UK-month applications, conversion, emails, future tasks and uptime', async () => {
    const [p1] = await quotedProviders(t);
    await createUser(t, admin, 'staff');
    const partner = await createUser(t, admin, 'partner', { providerId: p1 });
    await t.http.patch(`/api/crm/users/${partner.id}`).set('Cookie', admin).send({ isActive: false }).expect(200);

    const applied = [];
    for (let i = 0; i < 4; i += 1) applied.push(await newCustomer(t, { applyFor: p1 }));
    const browsing = await newCustomer(t);
    // Now is 16 July 2026, 13:00 BST. Today (UK) began 2026-07-15T23:00Z; July began 2026-06-30T23:00Z.
    const leadTimes = ['2026-07-15T23:30:00Z', '2026-07-01T10:00:00Z', '2026-06-30T23:30:00Z', '2026-06-30T22:30:00Z'];
    for (const [index, customer] of applied.entries())
      await t.dataSource.getRepository(Lead).update({ businessProfileId: customer.id }, { createdAt: new Date(leadTimes[index]) });
    const clock = freezeClock(t, new Date('2026-07-16T12:00:00Z'));
    try {
      for (const dueDate of ['2026-07-20T09:00:00Z', '2026-08-01T09:00:00Z', '2026-07-10T09:00:00Z']) {
        await t.http
          .post('/api/crm/tasks')
          .set('Cookie', admin)
          .send({ title: `Call ${dueDate}`, dueDate, businessProfileId: browsing.id })
          .expect(201);
      }
      const emails = await t.dataSource.getRepository(Email).count();
      const times = t.app.get(ResponseTimes);
      const averageBefore = times.averageMs();
      const sizeBefore = times.size;
      const res = await t.http.get('/api/crm/admin/system-stats').set('Cookie', admin).expect(200);
      expect(res.body).toEqual({
        totalUsers: 3,
        activeUsers: 2,
        totalCustomers: 5,
        totalQuotes: 5 * browsing.quotes.length,
        totalLeads: 4,
        // 23:30 UTC on 15 July is 00:30 on the 16th in London: today. 23:30 UTC on 30 June is 1 July.
        dailyApplications: 1,
        monthlyApplications: 3,
        conversionRate: 80,
        averageResponseTime: averageBefore,
        totalEmails: emails,
        calendarEvents: 2,
        systemUptime: expect.any(Number),
        lastBackup: null,
      });
      // Each of the four applications emailed its quote to the applicant.
      expect(emails).toBe(4);
      expect(sizeBefore).toBeGreaterThan(20);
      expect(times.size).toBe(sizeBefore + 1);
      expect(Number.isInteger(res.body.systemUptime)).toBe(true);
    } finally {
      clock.mockRestore();
    }
  });

  it('is for admins only', async () => {
    const staff = await (await createUser(t, admin, 'staff')).cookie();
    await t.http.get('/api/crm/admin/system-stats').set('Cookie', staff).expect(403);
    await t.http.get('/api/crm/admin/system-stats').expect(401);
  });
});
