import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { RedisRateLimitStorage } from './redis-rate-limit-storage';
import { HitLogStorage } from '../common/rate-limit/hit-log-storage';
import type { RateLimitStorage } from '../common/rate-limit/rate-limit-storage';

const MINUTE = 60_000;
/** The shared Redis of the machine (never flushed: each run writes under its own prefix and deletes it). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let redis: Redis;
const prefix = `test:rate-limit-spec:${randomUUID()}:`;
beforeAll(() => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  if (redis.status === 'ready') {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  }
  redis.disconnect();
});

// The same behaviours of both storages of the rate limits (RateLimitStorage): this process's memory, and Redis shared by the instances.
describe.each([
  { kind: 'HitLogStorage (in this process)', make: (): RateLimitStorage => new HitLogStorage() },
  { kind: 'RedisRateLimitStorage (shared)', make: (): RateLimitStorage => new RedisRateLimitStorage(redis, `${prefix}${randomUUID()}:`) },
])('$kind: the rate limiter, a sliding window per client', ({ make }) => {
  let now: number;
  let storage: RateLimitStorage;

  beforeEach(() => {
    now = Date.parse('2026-11-27T10:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    storage = make();
  });
  afterEach(() => jest.restoreAllMocks());

  const hit = (key = '203.0.113.7', limit = 3, blockDuration = MINUTE) => storage.increment(key, MINUTE, limit, blockDuration, 'public');

  it('lets a client make `limit` requests in the window, then blocks it for the block duration', async () => {
    for (let i = 1; i <= 3; i += 1) expect(await hit()).toMatchObject({ totalHits: i, isBlocked: false, timeToBlockExpire: 0 });
    now += 10_000;
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 60 });
    now += 30_000;
    // Still blocked (the hits do not count while blocked), with the time left.
    expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 30 });
    now += 30_000;
    // The block is over: the client starts again from one hit.
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('forgets each hit a window after it was made (a sliding window, not a fixed one)', async () => {
    await hit();
    now += 40_000;
    await hit();
    await hit();
    now += 20_000; // the first hit is a minute old now
    expect(await hit()).toMatchObject({ totalHits: 3, isBlocked: false });
    now += 1;
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true });
  });

  it('counts each client apart', async () => {
    for (let i = 0; i < 4; i += 1) await hit('198.51.100.1');
    expect(await hit('198.51.100.2')).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('without a block duration, refuses while at the limit and answers when the oldest hit expires', async () => {
    await hit(undefined, 2, 0);
    now += 15_000;
    await hit(undefined, 2, 0);
    expect(await hit(undefined, 2, 0)).toMatchObject({ isBlocked: true, totalHits: 3, timeToBlockExpire: 45 });
    now += 45_000;
    expect(await hit(undefined, 2, 0)).toMatchObject({ isBlocked: false, totalHits: 2 });
  });

  it('counts a reservation under every key only when none is at the limit, and takes it back', async () => {
    const reserve = (...keys: string[]) => storage.reserve('login', keys, MINUTE, 2, now);
    const first = await reserve('ip:1', 'email:a');
    expect(first).not.toBeNull();
    expect(await reserve('ip:2', 'email:a')).not.toBeNull();
    // email:a is at the limit: refused, and ip:3 is not counted either.
    expect(await reserve('ip:3', 'email:a')).toBeNull();
    expect(await reserve('ip:3', 'email:b')).not.toBeNull();
    expect(await reserve('ip:3', 'email:c')).not.toBeNull();
    expect(await reserve('ip:3', 'email:d')).toBeNull();
    await first!.takeBack('email:a');
    expect(await reserve('ip:4', 'email:a')).not.toBeNull();
    await storage.forget('login', 'email:a');
    expect(await reserve('ip:5', 'email:a')).not.toBeNull();
    now += MINUTE;
    expect(await reserve('ip:3', 'email:d')).not.toBeNull();
  });
});

describe('RedisRateLimitStorage only', () => {
  it('lets its keys expire with their last hit or block', async () => {
    const keyPrefix = `${prefix}${randomUUID()}:`;
    const storage = new RedisRateLimitStorage(redis, keyPrefix);
    await storage.increment('198.51.100.1', MINUTE, 1, 2 * MINUTE, 'public');
    await storage.increment('198.51.100.1', MINUTE, 1, 2 * MINUTE, 'public');
    const keys = await redis.keys(`${keyPrefix}*`);
    expect(keys.length).toBe(2);
    for (const key of keys) {
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(MINUTE);
      expect(ttl).toBeLessThanOrEqual(2 * MINUTE);
    }
  });
});
