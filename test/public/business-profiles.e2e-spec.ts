import { startApp, TestApp } from '../support/app';
import { createProfile, NEW_RETAILER } from '../support/visitor';

describe('Business profiles (anonymous visitor)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('creates a profile with a random UUID and answers the saved fields, never the session id', async () => {
    const res = await t.http.post('/api/business-profiles').send({ ...NEW_RETAILER, sessionId: 'session-a', monthlyTurnover: '10,000', personalCorporateSplit: [80] }).expect(201);
    expect(res.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.body).toMatchObject({ businessName: 'The Corner Shop', businessType: 'retail', monthlyTurnover: 10000, personalCorporateSplit: 80 });
    expect(res.body.sessionId).toBeUndefined();
    const read = await t.http.get(`/api/business-profiles/${res.body.id}`).expect(200);
    expect(read.body).toMatchObject({ id: res.body.id, monthlyTurnover: 10000 });
    expect(read.body.sessionId).toBeUndefined();
  });

  it('updates only for the session that created it; another or no session is 404 and changes nothing', async () => {
    const visitor = await createProfile(t);
    const ok = await t.http.put(`/api/business-profiles/${visitor.profileId}`).send({ sessionId: visitor.sessionId, monthlyTurnover: 25000, averageTransaction: '' }).expect(200);
    expect(ok.body.monthlyTurnover).toBe(25000);
    await t.http.put(`/api/business-profiles/${visitor.profileId}`).send({ sessionId: 'someone-else', monthlyTurnover: 1 }).expect(404);
    const missing = await t.http.put(`/api/business-profiles/${visitor.profileId}`).send({ monthlyTurnover: 1 }).expect(400);
    expect(missing.body.message).toContain('sessionId is required');
    const read = await t.http.get(`/api/business-profiles/${visitor.profileId}`).expect(200);
    expect(read.body.monthlyTurnover).toBe(25000);
  });

  it('answers 404 for unknown ids everywhere', async () => {
    for (const id of ['0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44', '1', 'not-a-uuid']) {
      await t.http.get(`/api/business-profiles/${id}`).expect(404);
      await t.http.get(`/api/business-profiles/${id}/quotes`).expect(404);
      await t.http.put(`/api/business-profiles/${id}`).send({ sessionId: 'x' }).expect(404);
    }
  });

  it.each([
    [{ currentDebitFee: -0.5 }, 'currentDebitFee must not be negative'],
    [{ personalCorporateSplit: 120 }, 'personalCorporateSplit must be between 0 and 100'],
    [{ ukInternationalSplit: [-5] }, 'ukInternationalSplit must be between 0 and 100'],
    [{ numberOfTerminals: 0 }, 'numberOfTerminals must be at least 1'],
    [{ merchantAccounts: '0' }, 'merchantAccounts must be at least 1'],
    [{ monthlyTurnover: 'lots' }, 'monthlyTurnover must be a number conforming to the specified constraints'],
    [{ businessType: 'spaceship' }, 'businessType must be one of: retail, restaurant, online, trade'],
    [{ isAdmin: true }, 'property isAdmin should not exist'],
  ])('refuses %j with the field named', async (fields, message) => {
    const res = await t.http.post('/api/business-profiles').send({ ...NEW_RETAILER, sessionId: 's', ...fields }).expect(400);
    expect(res.body.message).toContain(message);
  });
});

describe('Public write rate limit (RATE_LIMIT_PUBLIC=3, production)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_PUBLIC: '3', NODE_ENV: 'production', PUBLIC_URL: 'https://compare.example.co.uk' });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear message past the limit', async () => {
    for (let i = 0; i < 3; i += 1) await t.http.post('/api/business-profiles').send({ sessionId: `s${i}` }).expect(201);
    const res = await t.http.post('/api/business-profiles').send({ sessionId: 's4' }).expect(429);
    expect(res.body).toEqual({ statusCode: 429, message: 'Too many requests. Please wait a minute and try again.', error: 'Too Many Requests' });
  });

  it('cannot be escaped by sending another address in X-Forwarded-For (no proxy configured)', async () => {
    await t.http.post('/api/business-profiles').set('X-Forwarded-For', '203.0.113.9').send({ sessionId: 's5' }).expect(429);
  });
});

describe('Public write rate limit behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_PUBLIC: '2', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it("counts each client address the proxy reports, not the proxy's", async () => {
    const from = (address: string, sessionId: string) => t.http.post('/api/business-profiles').set('X-Forwarded-For', address).send({ sessionId });
    await from('203.0.113.1', 'a1').expect(201);
    await from('203.0.113.1', 'a2').expect(201);
    await from('203.0.113.1', 'a3').expect(429);
    await from('203.0.113.2', 'b1').expect(201);
  });
});
