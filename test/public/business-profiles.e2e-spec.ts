import { createHash, randomUUID } from 'node:crypto';
import { startApp, TestApp } from '../support/app';
import { TEST_COMPANY_ENV } from '../support/company';
import { createProfile, NEW_RETAILER } from '../support/visitor';

describe('Business profiles (anonymous visitor)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('creates a profile with a random UUID and answers the saved fields, never the session id or its hash', async () => {
    const sessionId = randomUUID();
    const res = await t.http
      .post('/api/business-profiles')
      .send({ ...NEW_RETAILER, sessionId, monthlyTurnover: '10,000', personalCorporateSplit: [80] })
      .expect(201);
    expect(res.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.body).toMatchObject({ businessName: 'The Corner Shop', businessType: 'retail', monthlyTurnover: 10000, personalCorporateSplit: 80 });
    expect(res.body.sessionId).toBeUndefined();
    expect(res.body.sessionHash).toBeUndefined();
    const read = await t.http.get(`/api/business-profiles/${res.body.id}`).set('X-Session-Id', sessionId).expect(200);
    expect(read.body).toMatchObject({ id: res.body.id, monthlyTurnover: 10000 });
    expect(read.body.sessionId).toBeUndefined();
    expect(read.body.sessionHash).toBeUndefined();
  });

  it('stores only the SHA-256 of the session id', async () => {
    const visitor = await createProfile(t);
    const [row] = await t.dataSource.query('SELECT sessionHash FROM business_profiles WHERE id = ?', [visitor.profileId]);
    expect(row.sessionHash).toBe(createHash('sha256').update(visitor.sessionId).digest('hex'));
    const stored = JSON.stringify(await t.dataSource.query('SELECT * FROM business_profiles WHERE id = ?', [visitor.profileId]));
    expect(stored).not.toContain(visitor.sessionId);
  });

  it('updates only for the session that created it; another or no session is 404 and changes nothing', async () => {
    const visitor = await createProfile(t);
    const ok = await t.http
      .put(`/api/business-profiles/${visitor.profileId}`)
      .send({ sessionId: visitor.sessionId, monthlyTurnover: 25000, averageTransaction: '' })
      .expect(200);
    expect(ok.body.monthlyTurnover).toBe(25000);
    const byHeader = await t.http
      .put(`/api/business-profiles/${visitor.profileId}`)
      .set('X-Session-Id', visitor.sessionId)
      .send({ averageTransaction: 30 })
      .expect(200);
    expect(byHeader.body.averageTransaction).toBe(30);
    await t.http.put(`/api/business-profiles/${visitor.profileId}`).send({ sessionId: randomUUID(), monthlyTurnover: 1 }).expect(404);
    await t.http.put(`/api/business-profiles/${visitor.profileId}`).set('X-Session-Id', randomUUID()).send({ monthlyTurnover: 1 }).expect(404);
    await t.http.put(`/api/business-profiles/${visitor.profileId}`).send({ monthlyTurnover: 1 }).expect(404);
    const read = await t.http.get(`/api/business-profiles/${visitor.profileId}`).set('X-Session-Id', visitor.sessionId).expect(200);
    expect(read.body).toMatchObject({ monthlyTurnover: 25000, averageTransaction: 30 });
  });

  it('answers 400 for a session id that is not a UUID, and for a header and body that disagree', async () => {
    const visitor = await createProfile(t);
    const bad = await t.http.get(`/api/business-profiles/${visitor.profileId}`).set('X-Session-Id', 'session-a').expect(400);
    expect(bad.body.message).toContain('sessionId must be a UUID');
    const badBody = await t.http.put(`/api/business-profiles/${visitor.profileId}`).send({ sessionId: 'x', monthlyTurnover: 1 }).expect(400);
    expect(badBody.body.message).toContain('sessionId must be a UUID');
    const conflict = await t.http
      .put(`/api/business-profiles/${visitor.profileId}`)
      .set('X-Session-Id', randomUUID())
      .send({ sessionId: visitor.sessionId, monthlyTurnover: 1 })
      .expect(400);
    expect(conflict.body.message).toContain("X-Session-Id and the body's sessionId differ");
    const created = await t.http
      .post('/api/business-profiles')
      .send({ ...NEW_RETAILER, sessionId: 'not-a-uuid' })
      .expect(400);
    expect(created.body.message).toContain('sessionId must be a UUID');
  });

  it('requires the four step-1 fields and a session id to create a profile, naming each missing one', async () => {
    const res = await t.http.post('/api/business-profiles').send({ sessionId: randomUUID() }).expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining(['businessType is required', 'businessName is required', 'businessSector is required', 'paymentStatus is required']),
    );
    const blank = await t.http
      .post('/api/business-profiles')
      .send({ ...NEW_RETAILER, businessName: '  ', sessionId: randomUUID() })
      .expect(400);
    expect(blank.body.message).toEqual(['businessName is required']);
    const noSession = await t.http.post('/api/business-profiles').send(NEW_RETAILER).expect(400);
    expect(noSession.body.message).toEqual(['sessionId is required']);
    const byHeader = await t.http.post('/api/business-profiles').set('X-Session-Id', randomUUID()).send(NEW_RETAILER).expect(201);
    expect(byHeader.body.id).toBeDefined();
  });

  it('answers 404 for unknown ids everywhere, with or without a session', async () => {
    for (const id of ['0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44', '1', 'not-a-uuid']) {
      await t.http.get(`/api/business-profiles/${id}`).set('X-Session-Id', randomUUID()).expect(404);
      await t.http.get(`/api/business-profiles/${id}/quotes`).set('X-Session-Id', randomUUID()).expect(404);
      await t.http.put(`/api/business-profiles/${id}`).send({ sessionId: randomUUID() }).expect(404);
      await t.http.get(`/api/business-profiles/${id}`).expect(404);
    }
  });

  it('refuses free-form JSON fields over 64 KB, naming the field, on every engine alike', async () => {
    const visitor = await createProfile(t);
    const big = { note: 'x'.repeat(70_000) };
    for (const field of ['calculatedPricing', 'step3CalculatedCurrentCost']) {
      const res = await t.http
        .put(`/api/business-profiles/${visitor.profileId}`)
        .set('X-Session-Id', visitor.sessionId)
        .send({ [field]: big })
        .expect(400);
      expect(res.body.message).toEqual([`${field} is too large (at most 64 KB)`]);
    }
    const created = await t.http
      .post('/api/business-profiles')
      .send({ ...NEW_RETAILER, sessionId: randomUUID(), calculatedPricing: big })
      .expect(400);
    expect(created.body.message).toEqual(['calculatedPricing is too large (at most 64 KB)']);
    const justUnder = { note: 'é'.repeat(30_000) };
    await t.http.put(`/api/business-profiles/${visitor.profileId}`).set('X-Session-Id', visitor.sessionId).send({ calculatedPricing: justUnder }).expect(200);
    const read = await t.http.get(`/api/business-profiles/${visitor.profileId}`).set('X-Session-Id', visitor.sessionId).expect(200);
    expect(read.body.calculatedPricing).toEqual(justUnder);
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
    const res = await t.http
      .post('/api/business-profiles')
      .send({ ...NEW_RETAILER, sessionId: randomUUID(), ...fields })
      .expect(400);
    expect(res.body.message).toContain(message);
  });
});

describe('Public write rate limit (RATE_LIMIT_PUBLIC=3, production)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_PUBLIC: '3', NODE_ENV: 'production', PUBLIC_URL: 'https://compare.example.co.uk', ...TEST_COMPANY_ENV });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear message past the limit', async () => {
    for (let i = 0; i < 3; i += 1)
      await t.http
        .post('/api/business-profiles')
        .send({ ...NEW_RETAILER, sessionId: randomUUID() })
        .expect(201);
    const res = await t.http
      .post('/api/business-profiles')
      .send({ ...NEW_RETAILER, sessionId: randomUUID() })
      .expect(429);
    expect(res.body).toEqual({ statusCode: 429, message: 'Too many requests. Please wait a minute and try again.', error: 'Too Many Requests' });
  });

  it('cannot be escaped by sending another address in X-Forwarded-For (no proxy configured)', async () => {
    await t.http
      .post('/api/business-profiles')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ ...NEW_RETAILER, sessionId: randomUUID() })
      .expect(429);
  });
});

describe('Public write rate limit behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_PUBLIC: '2', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it("counts each client address the proxy reports, not the proxy's", async () => {
    const from = (address: string) =>
      t.http
        .post('/api/business-profiles')
        .set('X-Forwarded-For', address)
        .send({ ...NEW_RETAILER, sessionId: randomUUID() });
    await from('203.0.113.1').expect(201);
    await from('203.0.113.1').expect(201);
    await from('203.0.113.1').expect(429);
    await from('203.0.113.2').expect(201);
  });
});
