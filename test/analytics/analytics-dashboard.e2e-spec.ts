import { Clock } from '../../src/common/clock/clock';
import { TEST_ENV } from '../customers/customer-fixtures';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { AnalyticsFixture, buildAnalyticsFixture, JULY } from './analytics-fixture';

describe('Analytics dashboard, journey events, page analytics and CSV (hand-counted fixture, UK days)', () => {
  let t: TestApp;
  let admin: string;
  let fx: AnalyticsFixture;

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    fx = await buildAnalyticsFixture(t);
  });
  afterAll(() => t.close());

  const dashboard = (cookie: string, query: Record<string, string>) => t.http.get('/api/analytics/dashboard').query(query).set('Cookie', cookie);

  it('counts each figure of 1-15 July as counted by hand', async () => {
    const res = await dashboard(admin, JULY).expect(200);
    const body = res.body;
    expect(body.period).toEqual({ from: '2026-06-30T23:00:00.000Z', to: '2026-07-15T23:00:00.000Z' });
    expect(body.conversionFunnel).toEqual({
      step1: { label: 'Visitors', count: 3 },
      step2: { label: 'Users', count: 5 },
      step3: { label: 'Created', count: 3 },
      step4: { label: 'Quoted', count: 3 },
      step5: { label: 'Selected', count: 2 },
      step6: { label: 'Applied', count: 1 },
    });
    expect(body.overview).toEqual({
      uniqueSessions: 5,
      totalQuotes: 3 * fx.quotesPerCustomer,
      totalSelectedQuotes: 2,
      totalApplications: 1,
      overallConversionRate: 20,
    });
    expect(body.sectorBreakdown).toEqual([
      { sector: 'retail', label: 'Retail', count: 2, percentage: 66.7 },
      { sector: 'food_beverage', label: 'Food & Beverage', count: 1, percentage: 33.3 },
    ]);
    expect(body.customerJourney).toEqual({ averageTimeToComplete: 20, documentUploadRate: 0.4, mostCommonDropoffPoint: 'Compare', mostCommonDropoffStep: 4 });
    const p1 = body.topProviders.find((p: { providerId: number }) => p.providerId === fx.p1);
    const p2 = body.topProviders.find((p: { providerId: number }) => p.providerId === fx.p2);
    expect(body.topProviders[0]).toEqual(p1);
    expect(p1).toEqual({ providerId: fx.p1, providerName: expect.any(String), quotesGenerated: 3, applicationsSubmitted: 1, conversionRate: 33.3 });
    expect(p2).toEqual({ providerId: fx.p2, providerName: expect.any(String), quotesGenerated: 3, applicationsSubmitted: 0, conversionRate: 0 });
    expect(body.topProviders).toHaveLength(fx.quotesPerCustomer);
  });

  it('puts an event at 23:30 UTC on a summer day in the next UK day (presets and custom days alike)', async () => {
    const first = await dashboard(admin, { startDate: '2026-07-01', endDate: '2026-07-01' }).expect(200);
    expect(first.body.conversionFunnel.step1.count).toBe(1);
    const june30 = await dashboard(admin, { startDate: '2026-06-30', endDate: '2026-06-30' }).expect(200);
    expect(june30.body.conversionFunnel.step1.count).toBe(1);
    const clock = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2026-07-16T12:00:00Z'));
    try {
      expect((await dashboard(admin, { dateFilter: 'yesterday' }).expect(200)).body.conversionFunnel.step1.count).toBe(1);
      expect((await dashboard(admin, { dateFilter: 'today' }).expect(200)).body.conversionFunnel.step1.count).toBe(1);
      // The default is the last 30 days with today: 17 June to 16 July, so D's June records count too.
      const standard = (await dashboard(admin, {}).expect(200)).body;
      expect(standard.period).toEqual({ from: '2026-06-16T23:00:00.000Z', to: '2026-07-16T23:00:00.000Z' });
      expect(standard.conversionFunnel.step6.count).toBe(1);
      expect(standard.conversionFunnel.step1.count).toBe(5);
    } finally {
      clock.mockRestore();
    }
  });

  it("gives a partner its own provider's figures only", async () => {
    const partner1 = await (await createUser(t, admin, 'partner', { providerId: fx.p1 })).cookie();
    const own = (await dashboard(partner1, JULY).expect(200)).body;
    expect(Object.values(own.conversionFunnel).map((s) => (s as { count: number }).count)).toEqual([0, 1, 1, 1, 1, 1]);
    expect(own.overview).toEqual({ uniqueSessions: 1, totalQuotes: 1, totalSelectedQuotes: 1, totalApplications: 1, overallConversionRate: 100 });
    expect(own.sectorBreakdown).toEqual([{ sector: 'retail', label: 'Retail', count: 1, percentage: 100 }]);
    expect(own.customerJourney).toEqual({ averageTimeToComplete: 20, documentUploadRate: 1, mostCommonDropoffPoint: null, mostCommonDropoffStep: null });
    expect(own.topProviders).toEqual([
      { providerId: fx.p1, providerName: expect.any(String), quotesGenerated: 1, applicationsSubmitted: 1, conversionRate: 100 },
    ]);

    const partner2 = await (await createUser(t, admin, 'partner', { providerId: fx.p2 })).cookie();
    const other = (await dashboard(partner2, JULY).expect(200)).body;
    expect(Object.values(other.conversionFunnel).map((s) => (s as { count: number }).count)).toEqual([0, 1, 1, 1, 1, 0]);
    expect(other.customerJourney.mostCommonDropoffPoint).toBe('Compare');
    expect(other.topProviders).toEqual([
      { providerId: fx.p2, providerName: expect.any(String), quotesGenerated: 1, applicationsSubmitted: 0, conversionRate: 0 },
    ]);
  });

  it('answers the same figures as CSV with a header row', async () => {
    const res = await t.http.get('/api/analytics/export.csv').query(JULY).set('Cookie', admin).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="analytics-01-07-2026-15-07-2026.csv"');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('section,item,measure,value');
    expect(lines).toEqual(
      expect.arrayContaining([
        'period,from,date,01/07/2026',
        'period,to,date,15/07/2026',
        'funnel,Visitors,count,3',
        'funnel,Users,count,5',
        'funnel,Applied,count,1',
        `overview,totalQuotes,count,${3 * fx.quotesPerCustomer}`,
        'overview,overallConversionRate,percent,20',
        'sector,Retail,percent,66.7',
        'sector,Food & Beverage,count,1',
        'journey,averageTimeToComplete,minutes,20',
        'journey,documentUploadRate,fraction,0.4',
        'journey,mostCommonDropoffPoint,step,Compare',
      ]),
    );
    expect(lines.filter((line) => line.startsWith('provider,') && line.includes(',applicationsSubmitted,1'))).toHaveLength(1);
  });

  it('lists journey events by type and step, and page analytics by path', async () => {
    const events = (await t.http.get('/api/analytics/journey-events').query(JULY).set('Cookie', admin).expect(200)).body;
    const find = (type: string, step: number | null) => events.find((e: { type: string; step: number | null }) => e.type === type && e.step === step);
    expect(find('visitor', null)).toEqual({ type: 'visitor', step: null, stepName: null, events: 3, sessions: 0 });
    expect(find('user', null)).toMatchObject({ events: 5, sessions: 5 });
    expect(find('step', 1)).toEqual({ type: 'step', step: 1, stepName: 'Business Details', events: 5, sessions: 5 });
    expect(find('step', 4)).toMatchObject({ events: 3, sessions: 3 });
    expect(find('step', 5)).toMatchObject({ events: 1, sessions: 1, stepName: 'Apply' });
    expect(find('document_upload', null)).toMatchObject({ events: 2, sessions: 2 });
    const pages = (await t.http.get('/api/analytics/page-analytics').query(JULY).set('Cookie', admin).expect(200)).body;
    const total = pages.reduce((sum: number, page: { views: number }) => sum + page.views, 0);
    // 3 visits, 5 wizard opens, 16 steps (5 + 4 + 4 + 1 + 2), 2 uploads.
    expect(total).toBe(3 + 5 + 16 + 2);
  });

  it('refuses a wrong period with a 400 that names it', async () => {
    expect((await dashboard(admin, { dateFilter: 'fortnight' }).expect(400)).body.message).toEqual(
      expect.arrayContaining([expect.stringContaining('dateFilter must be one of')]),
    );
    expect(JSON.stringify((await dashboard(admin, { startDate: '2026-02-30' }).expect(400)).body.message)).toContain('not a real date');
    expect(JSON.stringify((await dashboard(admin, { startDate: '2026-07-10', endDate: '2026-07-01' }).expect(400)).body.message)).toContain(
      'startDate must not be after endDate',
    );
    expect(JSON.stringify((await dashboard(admin, { dateFilter: 'today', startDate: '2026-07-01' }).expect(400)).body.message)).toContain('dateFilter custom');
    await t.http.get('/api/analytics/export.csv').query({ endDate: 'yesterday' }).set('Cookie', admin).expect(400);
  });

  it('refuses a period longer than 2 years, and absurd years, with a 400 naming the limit, on every call that takes a period', async () => {
    const TOO_LONG = 'The period can be at most 2 years';
    const YEARS = 'startDate and endDate must be days from 2000-01-01 to 2099-12-31';
    const widest = { startDate: '1000-01-01', endDate: '9999-12-31' };
    const res = await dashboard(admin, widest).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: expect.stringContaining(TOO_LONG), error: 'Bad Request' });
    for (const path of ['/api/analytics/export.csv', '/api/analytics/journey-events', '/api/analytics/page-analytics', '/api/crm/dashboard/details']) {
      expect((await t.http.get(path).query(widest).set('Cookie', admin).expect(400)).body.message).toContain(TOO_LONG);
    }
    // Exactly two years (both days included) is allowed; one day more is not.
    await dashboard(admin, { startDate: '2024-07-16', endDate: '2026-07-15' }).expect(200);
    expect((await dashboard(admin, { startDate: '2024-07-16', endDate: '2026-07-16' }).expect(400)).body.message).toContain(TOO_LONG);
    // One side alone runs to (or from) the default period's: from 2020 up to today is too long.
    expect((await dashboard(admin, { startDate: '2020-01-01' }).expect(400)).body.message).toContain(TOO_LONG);
    for (const period of [
      { startDate: '9999-01-01', endDate: '9999-12-31' },
      { startDate: '0000-01-01', endDate: '0000-12-31' },
      { startDate: '1999-12-31', endDate: '2000-01-01' },
    ]) {
      expect((await dashboard(admin, period).expect(400)).body.message).toBe(YEARS);
    }
  });
});
