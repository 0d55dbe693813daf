import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { quotedProvider } from '../support/crm';
import { NEW_RETAILER } from '../support/visitor';

const PUBLIC_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';
const ANALYTICS_ROUTES = [
  '/api/analytics/dashboard',
  '/api/analytics/journey-events',
  '/api/crm/dashboard/details?statType=created',
  '/api/analytics/page-analytics',
  '/api/analytics/export.csv',
];
const CUSTOMER_EXPORT = '/api/crm/customers/export.csv';

function createCustomer(t: TestApp) {
  return t.http.post('/api/business-profiles').send({ ...NEW_RETAILER, sessionId: crypto.randomUUID() });
}

describe('Per-user limits on customer exports and analytics (RATE_LIMIT_EXPORTS=2, RATE_LIMIT_ANALYTICS=3)', () => {
  let t: TestApp;
  let admin: string;
  let exporter: string;
  let analyst: string;
  let partner: string;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_PUBLIC: '1000', RATE_LIMIT_EXPORTS: '2', RATE_LIMIT_ANALYTICS: '3' });
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    exporter = await (await createUser(t, admin, 'staff')).cookie();
    analyst = await (await createUser(t, admin, 'staff')).cookie();
    partner = await (await createUser(t, admin, 'partner', { providerId: await quotedProvider(t) })).cookie();
  });
  afterAll(() => t.close());

  const get = (cookie: string, path: string) => t.http.get(path).set('Cookie', cookie);

  it("refuses a user's third customer export of the hour with 429 and Retry-After; other users are unaffected", async () => {
    await get(exporter, CUSTOMER_EXPORT).expect(200);
    await get(exporter, CUSTOMER_EXPORT).expect(200);
    const refused = await get(exporter, CUSTOMER_EXPORT).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/^You have reached the limit of 2 customer exports an hour: try again in (59|60) minutes\.$/),
      error: 'Too Many Requests',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);

    await get(admin, CUSTOMER_EXPORT).expect(200);
    await get(partner, CUSTOMER_EXPORT).expect(200);
    // The exporter's other limits are its own: analytics still answers.
    await get(exporter, '/api/analytics/dashboard').expect(200);
  });

  it("counts a user's analytics requests over all the analytics routes: the fourth in a minute is 429", async () => {
    for (const path of ANALYTICS_ROUTES.slice(0, 3)) {
      const res = await get(analyst, path).expect(200);
      expect(res.headers['x-ratelimit-limit-analytics']).toBe('3');
    }
    for (const path of ANALYTICS_ROUTES.slice(3)) {
      const refused = await get(analyst, path).expect(429);
      expect(refused.body.message).toMatch(/^You have reached the limit of 3 analytics requests a minute: try again in \d{1,2} seconds\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    await get(admin, '/api/analytics/page-analytics').expect(200);
    await get(partner, '/api/crm/dashboard/details').expect(200);
    await get(analyst, CUSTOMER_EXPORT).expect(200);
  });

  it('leaves public routes and the other signed-in routes alone', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await createCustomer(t).expect(201);
      expect(res.headers['x-ratelimit-limit-public']).toBe('1000');
      expect(Object.keys(res.headers).filter((name) => /^x-ratelimit-limit-(exports|analytics|emailSends)$/i.test(name))).toEqual([]);
    }
    // The exporter is at its export limit, and the analyst at its analytics limit.
    for (const cookie of [exporter, analyst]) {
      for (let i = 0; i < 4; i += 1) {
        const res = await get(cookie, '/api/crm/customers').expect(200);
        expect(Object.keys(res.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
      }
    }
    const limited = await get(admin, '/api/analytics/dashboard').expect(200);
    expect(limited.headers['x-ratelimit-limit-public']).toBeUndefined();
  });
});

describe('The public write limit does not count signed-in requests (RATE_LIMIT_PUBLIC=2)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_PUBLIC: '2' });
  });
  afterAll(() => t.close());

  it('lets a user call analytics and export past the public limit, which still stops the third public write', async () => {
    const admin = await signIn(t, ADMIN.email, ADMIN.password);
    for (const path of [...ANALYTICS_ROUTES, CUSTOMER_EXPORT, CUSTOMER_EXPORT, CUSTOMER_EXPORT]) await t.http.get(path).set('Cookie', admin).expect(200);

    await createCustomer(t).expect(201);
    await createCustomer(t).expect(201);
    const refused = await createCustomer(t).expect(429);
    expect(refused.body.message).toBe(PUBLIC_LIMIT_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});
