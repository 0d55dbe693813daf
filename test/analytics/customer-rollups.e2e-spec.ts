import { AnalyticsService } from '../../src/analytics/analytics.service';
import { TRACKING_TYPES } from '../../src/analytics/entities/tracking-event.entity';
import { TrackingRollupJob } from '../../src/analytics/tracking-rollup.job';
import { periodOf } from '../../src/analytics/analytics-period';
import { deleteTrackingEvents, insertTrackingEvent } from '../../src/analytics/tracking-rollup';
import type { SessionUser } from '../../src/auth/session-user';
import { isMysql } from '../../src/database/engine';
import { Transactions } from '../../src/database/transactions';
import { Lead } from '../../src/leads/entities/lead.entity';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { Quote } from '../../src/quotes/entities/quote.entity';
import { rebuildCustomerRollups } from '../../src/domain/customer-rollup-store';
import { newCustomer, quotedProviders, TEST_ENV, TestCustomer } from '../customers/customer-fixtures';
import { ADMIN, signIn, startApp, TestApp } from '../support/app';
import { markCustomersStale } from '../support/customer-rollups';
import { DAY_MS, randomPeriods, ROLLUP_TEST_SEED } from '../support/random-periods';
import { apply, compare, quotesOf } from '../support/visitor';
import { createHash } from 'node:crypto';

/**
 * The dashboard's customer, quote and lead figures read from the daily roll-ups equal the same
 * figures counted over the records, for admins and for partners of each provider (their own
 * customers, quotes and leads only, and the visit figures of the visits that made them): after the writes of the wizard and the back-office (a new
 * comparison, another quote selected, a second application, a sector corrected, a customer
 * entered by hand, a customer deleted), and on random periods of whole UK days over records
 * spread across both UK clock changes.
 */
const SEED = ROLLUP_TEST_SEED;
const { random, pick, randomInstant, randomPeriod } = randomPeriods(SEED);
const SECTORS = ['retail', 'food_beverage', 'healthcare', 'automotive'];

describe(`Customer roll-ups equal a count over the records (seed ${SEED})`, () => {
  let t: TestApp;
  let admin: string;
  let providers: number[];
  let customers: TestCustomer[];
  let users: SessionUser[];

  const user = (role: SessionUser['role'], providerId: number | null): SessionUser => ({
    id: 1,
    name: role,
    email: `${role}@test.local`,
    role,
    providerId,
    sessionId: 'test',
  });

  /** Both ways of counting, for every user, over the period of `query` (as the dashboard reads it). */
  async function expectEqual(query: Record<string, string>): Promise<void> {
    const analytics = t.app.get(AnalyticsService);
    // The admins' drop-off counts follow the leads within a minute (the tracking roll-up job): brought up to date first.
    await t.app.get(TrackingRollupJob).reconcile();
    const period = periodOf(query, new Date());
    for (const who of users) {
      const rolledUp = await analytics.computeDashboard(period, who, 'rollups');
      const counted = await analytics.computeDashboard(period, who, 'records');
      expect({ query, role: who.role, providerId: who.providerId, ...rolledUp }).toEqual({
        query,
        role: who.role,
        providerId: who.providerId,
        ...counted,
      });
    }
  }

  const thisMonth = async () => (await t.app.get(AnalyticsService).computeDashboard(periodOf({}, new Date()), users[0], 'rollups')).conversionFunnel;

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    providers = await quotedProviders(t);
    const [p1, p2, p3] = providers;
    customers = [];
    for (let i = 0; i < 14; i += 1) {
      const options = [{ applyFor: p1 }, { applyFor: p2 }, { selectQuoteOf: p1 }, { selectQuoteOf: p3 }, {}, { applyFor: p3 }][i % 6];
      customers.push(await newCustomer(t, { businessSector: SECTORS[i % SECTORS.length], ...options }));
    }
    users = [user('admin', null), user('staff', null), ...providers.slice(0, 4).map((id) => user('partner', id)), user('partner', 999_999)];
  }, 180_000);
  afterAll(() => t.close());

  it('follows the writes of the wizard and the back-office', async () => {
    const [p1, p2] = providers;
    await expectEqual({});
    await expectEqual({ dateFilter: 'today' });
    const before = await thisMonth();
    expect(before.step3.count).toBe(customers.length);
    const applied = customers.filter((customer) => customer.leadId !== undefined).length;
    expect(before.step6.count).toBe(applied);

    // A second application, for another provider, on a customer that applied (shared by two providers).
    await apply(t, customers[0].visitor, { selectedProvider: p2 }).expect(201);
    // Another comparison replaces a customer's quotes; another quote is selected.
    await compare(t, customers[4].visitor, { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 30000 }).expect(200);
    const other = (await quotesOf(t, customers[2].visitor)).find((quote) => quote.providerId === p2)!;
    await t.http.post(`/api/quotes/${other.id}/select`).set('X-Session-Id', customers[2].visitor.sessionId).send({}).expect(200);
    // A sector corrected; a customer entered by hand on the phone; a customer deleted.
    await t.http.patch(`/api/crm/customers/${customers[1].id}`).set('Cookie', admin).send({ businessSector: 'construction_trade' }).expect(200);
    await t.http
      .post('/api/crm/customers')
      .set('Cookie', admin)
      .send({
        source: 'phone',
        businessName: 'Rollup Fish Bar',
        businessSector: 'food_beverage',
        businessType: 'restaurant',
        paymentStatus: 'new',
        monthlyTurnover: 9000,
        firstName: 'Nadia',
        lastName: 'Okafor',
        email: 'nadia@rollup.example',
        phone: '01632 960123',
        selectedProviderId: p1,
      })
      .expect(201);
    await t.http.delete(`/api/crm/customers/${customers[5].id}`).set('Cookie', admin).expect(200);
    // Visits go on: their partners count them.
    for (const customer of customers.slice(0, 4)) {
      await t.http.post('/api/track-user').send({ sessionId: customer.visitor.sessionId }).expect(204);
      await t.http.post('/api/track-step').send({ sessionId: customer.visitor.sessionId, step: 3 }).expect(204);
    }

    await expectEqual({});
    await expectEqual({ dateFilter: 'today' });
    const after = await thisMonth();
    // One customer entered, one deleted; the deleted one had applied, the entered one applies.
    expect(after.step3.count).toBe(customers.length);
    expect(after.step6.count).toBe(applied);
    const sectors = (await t.app.get(AnalyticsService).computeDashboard(periodOf({}, new Date()), users[0], 'rollups')).sectorBreakdown;
    expect(sectors.find((share) => share.sector === 'construction_trade')?.count).toBe(1);
  }, 180_000);

  it('gives the same figures on random periods over records spread across the clock changes, and as a rebuild', async () => {
    // Records moved in time behind the service's back, as a long-running site would have them:
    // profiles, then quotes and leads up to days later, some visits starting before their profile.
    for (const row of await t.dataSource.query<{ id: string; sessionHash: string | null }[]>('SELECT id, sessionHash FROM business_profiles')) {
      const created = randomInstant();
      await t.dataSource.getRepository(BusinessProfile).update({ id: row.id }, { createdAt: created });
      for (const quote of await t.dataSource.getRepository(Quote).findBy({ businessProfileId: row.id })) {
        await t.dataSource.getRepository(Quote).update({ id: quote.id }, { createdAt: new Date(created.getTime() + Math.floor(random() * 3 * DAY_MS)) });
      }
      for (const lead of await t.dataSource.getRepository(Lead).findBy({ businessProfileId: row.id })) {
        await t.dataSource.getRepository(Lead).update({ id: lead.id }, { createdAt: new Date(created.getTime() + Math.floor(random() * 5 * DAY_MS)) });
      }
      // The visit's events, some before its profile, some days after.
      for (let i = row.sessionHash ? Math.floor(random() * 6) : 0; i > 0; i -= 1) {
        const type = pick(TRACKING_TYPES);
        const at = new Date(created.getTime() + Math.floor((random() * 4 - 1) * DAY_MS));
        const step = type === 'step' ? 1 + Math.floor(random() * 5) : null;
        await t.app
          .get(Transactions)
          .run((manager) => insertTrackingEvent(manager, { type, sessionHash: row.sessionHash, step, path: '/comparison-tool', createdAt: at }));
      }
    }
    // A second lead for the same provider on another day, and one whose provider is another's.
    const twice = customers[6];
    await apply(t, twice.visitor, { selectedProvider: pick(providers.slice(0, 2)) }).expect(201);
    await markCustomersStale(t);

    for (let i = 0; i < 30; i += 1) await expectEqual(randomPeriod());
    // The partners' visit figures are real ones, not zeros on both sides.
    const partner = await t.app
      .get(AnalyticsService)
      .computeDashboard(periodOf({ startDate: '2026-03-01', endDate: '2026-11-29' }, new Date()), users[2], 'rollups');
    expect(partner.overview.uniqueSessions).toBeGreaterThan(0);

    const rows = () =>
      t.dataSource.query<Record<string, unknown>[]>(
        'SELECT providerId, day, measure, prevDay, total, millis FROM customer_rollups WHERE total <> 0 OR millis <> 0 ORDER BY providerId, day, measure, prevDay',
      );
    const kept = await rows();
    await t.app.get(Transactions).run((manager) => rebuildCustomerRollups((sql, params) => manager.query(sql, params), isMysql(manager.connection)));
    expect(await rows()).toEqual(kept);
    expect(kept.length).toBeGreaterThan(50);
  }, 300_000);

  it("follows the visits' first events: one stored before the others, and the events' deletion", async () => {
    const everything = { startDate: '2026-03-01', endDate: '2026-11-30' };
    const [first, second] = [customers[0], customers[1]].map((customer) => ({
      customer,
      hash: createHash('sha256').update(customer.visitor.sessionId).digest('hex'),
    }));
    // An event imported from before the visit's others (and its profile) moves the start of its time to complete.
    const created = (await t.dataSource.getRepository(BusinessProfile).findOneByOrFail({ id: first.customer.id })).createdAt;
    await t.app.get(Transactions).run((manager) =>
      insertTrackingEvent(manager, {
        type: 'user',
        sessionHash: first.hash,
        step: null,
        path: '/comparison-tool',
        createdAt: new Date(created.getTime() - 2 * DAY_MS),
      }),
    );
    await expectEqual(everything);
    // The visit's events deleted: its time to complete starts at the profile again.
    await t.app.get(Transactions).run((manager) => deleteTrackingEvents(manager, 'sessionHash = ?', [second.hash]));
    await expectEqual({ ...everything, endDate: '2026-11-29' });
    for (let i = 0; i < 5; i += 1) await expectEqual(randomPeriod());
  }, 120_000);
});
