import { randomUUID } from 'node:crypto';
import { startApp, TestApp } from '../support/app';
import { startPrivateMariaDb, PrivateMariaDb } from '../support/private-mariadb';
import { NEW_RETAILER } from '../support/visitor';

const UNAVAILABLE = {
  statusCode: 503,
  message: 'The service is temporarily unavailable. Please try again shortly.',
  error: 'Service Unavailable',
};

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

/**
 * A database restart under a running instance (on a MariaDB server the test starts and stops in a
 * temporary folder, whatever engine the suite runs on): requests during the outage fail fast with
 * 503, Retry-After and a clear message; once the database is back the instance answers again by
 * itself, without a restart.
 */
describe('A database outage: 503 while the database is down, recovery by itself once it is back', () => {
  let server: PrivateMariaDb;
  let t: TestApp;

  beforeAll(async () => {
    server = await startPrivateMariaDb();
    const url = await server.createDatabase('mc_outage');
    t = await startApp({ RATE_LIMIT_PUBLIC: '100000' }, { url, drop: async () => undefined });
  }, 120_000);
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await server?.destroy();
  });

  const industryDefaults = () => t.http.get('/api/industry-defaults/retail');
  const newProfile = () => t.http.post('/api/business-profiles').send({ ...NEW_RETAILER, sessionId: randomUUID() });

  it('answers 503 with Retry-After and a clear JSON message within a few seconds during the outage, then 200/201 within 30 s of the database returning', async () => {
    await industryDefaults().expect(200);
    await newProfile().expect(201);

    await server.stop();
    for (const call of [industryDefaults, newProfile, industryDefaults, newProfile]) {
      const started = Date.now();
      const res = await call();
      expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: UNAVAILABLE });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(5_000);
    }

    await server.start();
    await eventually(async () => (await industryDefaults()).status === 200, 30_000);
    await eventually(async () => (await newProfile()).status === 201, 30_000);
    const res = await industryDefaults().expect(200);
    expect(res.body).toMatchObject({ sectorLabel: 'Retail' });
  }, 120_000);
});
