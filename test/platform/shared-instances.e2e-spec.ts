import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { TrackingEvent } from '../../src/analytics/entities/tracking-event.entity';
import { Provider } from '../../src/providers/entities/provider.entity';
import { ADMIN, signIn, startApp, TestApp } from '../support/app';
import { patchProvider } from '../support/catalogue';
import { createTestDatabase, TestDatabase } from '../support/database';
import { compare, createProfile, EXISTING_RESTAURANT as EXISTING, NEW_RETAILER } from '../support/visitor';

/** The machine's Redis (never flushed: each test's instances write under a prefix of their own). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A port where nothing listens: Redis is down. */
const DOWN_REDIS_URL = 'redis://127.0.0.1:6390';
const LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** One database two instances share: a file for SQLite (an in-memory one is each process's own). */
async function sharedDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  if (db.url !== 'sqlite::memory:') return db;
  const file = join(tmpdir(), `mc-instances-${randomUUID()}.sqlite`);
  return { url: `sqlite:${file}`, drop: async () => ['', '-wal', '-shm', '-journal'].forEach((end) => rmSync(`${file}${end}`, { force: true })) };
}

/** Two app instances on one database (booted one after the other, as a rolling start does). */
async function twoInstances(db: TestDatabase, env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const a = await startApp(env, db);
  const b = await startApp(env, db).catch(async (error: unknown) => {
    await a.close();
    throw error;
  });
  return [a, b];
}

const createProfileOn = (t: TestApp) => t.http.post('/api/business-profiles').send({ ...NEW_RETAILER, sessionId: randomUUID() });
const signInOn = (t: TestApp, password: string) => t.http.post('/api/auth/login').send({ email: ADMIN.email, password });

describe('Two instances with REDIS_URL share the limits and tracking windows (RATE_LIMIT_PUBLIC=10, RATE_LIMIT_LOGIN=3)', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    db = await sharedDatabase();
    [a, b] = await twoInstances(db, { REDIS_URL, REDIS_KEY_PREFIX: `test:${randomUUID()}:`, RATE_LIMIT_PUBLIC: '10', RATE_LIMIT_LOGIN: '3' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await db?.drop();
  });

  it('counts public profile creations on both: ten split across them, then the eleventh is refused on either', async () => {
    for (let i = 0; i < 10; i += 1) await createProfileOn(i % 2 === 0 ? a : b).expect(201);
    const res = await createProfileOn(a).expect(429);
    expect(res.body.message).toBe(LIMIT_MESSAGE);
    await createProfileOn(b).expect(429);
  });

  it('counts sign-in guesses on both: three wrong passwords across them, then even the right one is refused on either', async () => {
    await signInOn(a, 'wrong-password-1').expect(401);
    await signInOn(b, 'wrong-password-2').expect(401);
    await signInOn(a, 'wrong-password-3').expect(401);
    const res = await signInOn(b, ADMIN.password).expect(429);
    expect(res.body.message).toMatch(/Too many failed sign-in attempts/);
    await signInOn(a, ADMIN.password).expect(429);
  });

  it('counts tracking events on both: past ten in the minute from one IP, the extra ones are dropped', async () => {
    const events = a.dataSource.getRepository(TrackingEvent);
    const before = await events.countBy({ type: 'visitor' });
    for (let i = 0; i < 14; i += 1) await (i % 2 === 0 ? a : b).http.post('/api/track-visitor').send({}).expect(204);
    expect((await events.countBy({ type: 'visitor' })) - before).toBe(10);
  });
});

describe('Two instances with REDIS_URL agree on the catalogue and the dashboard', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let cookie: string;

  beforeAll(async () => {
    db = await sharedDatabase();
    [a, b] = await twoInstances(db, { REDIS_URL, REDIS_KEY_PREFIX: `test:${randomUUID()}:`, RATE_LIMIT_PUBLIC: '100000' });
    cookie = await signIn(a, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await db?.drop();
  });

  const monthlyCostOf = async (t: TestApp, providerId: number): Promise<number> => {
    const visitor = await createProfile(t);
    const providers = (await compare(t, visitor, EXISTING).expect(200)).body.providers as Array<{ id: number; estimatedMonthlyCost: number }>;
    const provider = providers.find((p) => p.id === providerId);
    if (!provider) throw new Error(`provider ${providerId} not compared`);
    return provider.estimatedMonthlyCost;
  };

  it("prices a debit rate lowered through instance A in instance B's next comparison", async () => {
    const visitor = await createProfile(b);
    const ranked = (await compare(b, visitor, EXISTING).expect(200)).body.providers as Array<{ id: number; estimatedMonthlyCost: number }>;
    const providerId = ranked[0].id;
    const before = await monthlyCostOf(b, providerId);
    const provider = await a.dataSource.getRepository(Provider).findOneByOrFail({ id: providerId });
    await patchProvider(a, cookie, providerId, { debitFeeMin: provider.debitFeeMin! / 2, debitFeeMax: provider.debitFeeMax! / 2 }).expect(200);
    const onA = await monthlyCostOf(a, providerId);
    expect(onA).toBeLessThan(before);
    // B had the catalogue cached (it just compared): it prices the new rate at once, as A does.
    expect(await monthlyCostOf(b, providerId)).toBe(onA);
  });

  it('shows the same dashboard figures on both: the ones computed first, until they are 30 s old', async () => {
    const dashboard = async (t: TestApp) =>
      (await t.http.get('/api/analytics/dashboard').query({ dateFilter: 'today' }).set('Cookie', cookie).expect(200)).body;
    const onA = await dashboard(a);
    await createProfile(b);
    await new Promise((resolve) => setTimeout(resolve, 100)); // A shares its figures once computed
    expect(await dashboard(b)).toEqual(onA);
  });
});

describe('Two instances with REDIS_URL where Redis is down (nothing listens): limits per process, nothing fails', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let warn: jest.SpyInstance;

  beforeAll(async () => {
    warn = jest.spyOn(Logger.prototype, 'warn');
    db = await sharedDatabase();
    [a, b] = await twoInstances(db, { REDIS_URL: DOWN_REDIS_URL, REDIS_KEY_PREFIX: `test:${randomUUID()}:`, RATE_LIMIT_PUBLIC: '4' });
  });
  afterAll(async () => {
    warn.mockRestore();
    await b?.close();
    await a?.close();
    await db?.drop();
  });

  it('counts the public limit in each process, still compares, and logs the outage once per instance', async () => {
    for (let i = 0; i < 4; i += 1) await createProfileOn(b).expect(201);
    await createProfileOn(b).expect(429);
    // A counts its own: B's four do not count there (a route's limit is its own: comparing does not count).
    const visitor = await createProfile(a);
    const ranked = (await compare(a, visitor, EXISTING).expect(200)).body.providers as unknown[];
    expect(ranked.length).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) await createProfileOn(a).expect(201);
    await createProfileOn(a).expect(429);
    const warnings = warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('rate limits are counted per process'));
    // Once per instance for the outage, not once per request.
    expect(warnings).toHaveLength(2);
  });

  it('signs in on both and answers the dashboard', async () => {
    const cookie = await signIn(b, ADMIN.email, ADMIN.password);
    await signInOn(a, 'wrong-password').expect(401);
    await signIn(a, ADMIN.email, ADMIN.password);
    await a.http.get('/api/analytics/dashboard').query({ dateFilter: 'today' }).set('Cookie', cookie).expect(200);
  });
});
