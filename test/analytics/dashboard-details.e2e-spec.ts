import { createHash, randomUUID } from 'node:crypto';
import { TrackingEvent } from '../../src/analytics/entities/tracking-event.entity';
import { TEST_ENV } from '../customers/customer-fixtures';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { AnalyticsFixture, buildAnalyticsFixture, JULY } from './analytics-fixture';

describe('Dashboard details and recent activities', () => {
  let t: TestApp;
  let admin: string;
  let fx: AnalyticsFixture;
  let partner1: string;
  let sessionIdsBefore: string[] = [];

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    fx = await buildAnalyticsFixture(t);
    partner1 = await (await createUser(t, admin, 'partner', { providerId: fx.p1 })).cookie();
  });
  afterAll(() => t.close());

  const details = (cookie: string, query: Record<string, string>) => t.http.get('/api/crm/dashboard/details').query(query).set('Cookie', cookie);

  it('lists the customers of each stage, newest first, with id, businessName, monthlyTurnover, status and createdAt', async () => {
    const applied = (await details(admin, { statType: 'applied', ...JULY }).expect(200)).body;
    expect(applied).toEqual([
      {
        id: fx.a.id,
        kind: 'customer',
        businessName: 'Alpha Stores',
        monthlyTurnover: 15000,
        status: 'created',
        createdAt: '2026-07-02T09:05:00.000Z',
        lastStep: null,
        lastStepName: null,
      },
    ]);
    const names = async (statType: string) =>
      (await details(admin, { statType, ...JULY }).expect(200)).body.map((row: { businessName: string }) => row.businessName);
    expect(await names('created')).toEqual(['Cafe Gamma', 'Beta Boutique', 'Alpha Stores']);
    expect(await names('quoted')).toEqual(['Cafe Gamma', 'Beta Boutique', 'Alpha Stores']);
    expect(await names('selected')).toEqual(['Beta Boutique', 'Alpha Stores']);
    // Without a stage the dashboard's default selection, applied; D applied in June, outside.
    expect((await details(admin, JULY).expect(200)).body.map((row: { id: string }) => row.id)).toEqual([fx.a.id]);
  });

  it('lists visits and wizard sessions with the furthest step reached', async () => {
    const visits = (await details(admin, { statType: 'visitors', ...JULY }).expect(200)).body;
    expect(visits.map((row: { createdAt: string }) => row.createdAt)).toEqual([
      '2026-07-15T22:30:00.000Z',
      '2026-07-05T10:00:00.000Z',
      '2026-06-30T23:30:00.000Z',
    ]);
    const sessions = (await details(admin, { statType: 'users', ...JULY }).expect(200)).body;
    sessionIdsBefore = sessions.map((row: { id: string }) => row.id);
    expect(
      sessions.map((row: { businessName: string | null; lastStep: number; lastStepName: string }) => [row.businessName, row.lastStep, row.lastStepName]),
    ).toEqual([
      [null, 2, 'Payment Methods'],
      [null, 1, 'Business Details'],
      ['Cafe Gamma', 4, 'Compare'],
      ['Beta Boutique', 4, 'Compare'],
      ['Alpha Stores', 5, 'Apply'],
    ]);
    expect(sessions[4]).toMatchObject({ kind: 'session', createdAt: '2026-07-02T09:00:00.000Z' });
    expect(JSON.stringify(sessions)).not.toContain(fx.a.visitor.sessionId);
  });

  it('shows at most 10 rows', async () => {
    for (let i = 0; i < 12; i += 1) await t.http.post('/api/track-visitor').send({}).expect(204);
    expect((await details(admin, { statType: 'visitors', dateFilter: 'today' }).expect(200)).body).toHaveLength(10);
  });

  it('still lists every session when one session opened the wizard hundreds of times since', async () => {
    // 300 openings by one visit on 10 July, after the fixture's five sessions (2-7 July).
    const busy = createHash('sha256').update(randomUUID()).digest('hex');
    const base = new Date('2026-07-10T08:00:00Z').getTime();
    await t.dataSource.getRepository(TrackingEvent).insert(
      Array.from({ length: 300 }, (_, i) => ({
        type: 'user',
        sessionHash: busy,
        step: null,
        path: '/comparison-tool',
        data: null,
        createdAt: new Date(base + i * 1000),
      })),
    );
    try {
      const sessions = (await details(admin, { statType: 'users', ...JULY }).expect(200)).body;
      expect(sessions.map((row: { id: string }) => row.id)).toEqual([busy.slice(0, 16), ...sessionIdsBefore.slice(0, 5)]);
      expect(sessions[0].createdAt).toBe(new Date(base + 299_000).toISOString());
    } finally {
      await t.dataSource.getRepository(TrackingEvent).delete({ sessionHash: busy });
    }
  });

  it("gives a partner only its own provider's customers and their visits", async () => {
    expect((await details(partner1, { statType: 'created', ...JULY }).expect(200)).body.map((row: { id: string }) => row.id)).toEqual([fx.a.id]);
    expect((await details(partner1, { statType: 'selected', ...JULY }).expect(200)).body.map((row: { id: string }) => row.id)).toEqual([fx.a.id]);
    expect((await details(partner1, { statType: 'visitors', ...JULY }).expect(200)).body).toEqual([]);
    expect((await details(partner1, { statType: 'users', ...JULY }).expect(200)).body.map((row: { businessName: string }) => row.businessName)).toEqual([
      'Alpha Stores',
    ]);
  });

  it('refuses a wrong stage or period with a 400 naming it', async () => {
    expect(JSON.stringify((await details(admin, { statType: 'leads' }).expect(400)).body.message)).toContain('statType must be one of');
    expect(JSON.stringify((await details(admin, { dateFilter: 'ytd' }).expect(400)).body.message)).toContain('dateFilter must be one of');
  });

  it('answers the 5 latest activities the user may see, newest first', async () => {
    const note = (customerId: string, text: string, cookie = admin) =>
      t.http.post('/api/crm/activities').set('Cookie', cookie).send({ businessProfileId: customerId, type: 'note', notes: text }).expect(201);
    // The partner's own note on its customer, and the platform's (the admin's), which only admins and staff read.
    await note(fx.a.id, 'Alpha 1', partner1);
    await note(fx.a.id, 'Alpha by the platform');
    for (const [customer, text] of [
      [fx.b, 'Beta 1'],
      [fx.c, 'Gamma 1'],
      [fx.b, 'Beta 2'],
      [fx.c, 'Gamma 2'],
      [fx.b, 'Beta 3'],
    ] as const)
      await note(customer.id, text);
    const recent = (await t.http.get('/api/crm/activities/recent').set('Cookie', admin).expect(200)).body;
    expect(recent.map((a: { description: string }) => a.description)).toEqual(['Beta 3', 'Gamma 2', 'Beta 2', 'Gamma 1', 'Beta 1']);
    expect(recent[0]).toMatchObject({ type: 'note', crmUserName: expect.any(String), businessProfileId: fx.b.id });
    const own = (await t.http.get('/api/crm/activities/recent').set('Cookie', partner1).expect(200)).body;
    expect(own[0].description).toBe('Alpha 1');
    expect(own.map((a: { description: string }) => a.description)).not.toContain('Alpha by the platform');
    expect(own.every((a: { businessProfileId: string }) => a.businessProfileId === fx.a.id || a.businessProfileId === fx.d.id)).toBe(true);
    expect(own.length).toBeGreaterThanOrEqual(2);
  });
});
