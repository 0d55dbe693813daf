import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import Redis from 'ioredis';
import type { Clock } from '../common/clock/clock';
import { loadConfig } from '../config/env';
import { HitLogStorage } from '../common/rate-limit/hit-log-storage';
import type { RateLimitStorage } from '../common/rate-limit/rate-limit-storage';
import { RedisRateLimitStorage } from '../redis/redis-rate-limit-storage';
import { LoginThrottle } from './login-throttle';

let redis: Redis;
const prefix = `test:login-throttle-spec:${randomUUID()}:`;
beforeAll(() => {
  redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  if (redis.status === 'ready') {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  }
  redis.disconnect();
});

// The same rule whether the attempts are counted in this process or in Redis (several instances).
describe.each([
  { kind: 'in this process', storage: (): RateLimitStorage => new HitLogStorage() },
  { kind: 'in Redis', storage: (): RateLimitStorage => new RedisRateLimitStorage(redis, `${prefix}${randomUUID()}:`) },
])('failed sign-in limit, counted $kind', ({ storage }) => {
  const config = { ...loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(40) }), rateLimitLogin: 2 };
  let time: number;
  const clock = { now: () => new Date(time) } as Clock;
  const LIMITED = 'Too many failed sign-in attempts';

  beforeEach(() => {
    time = Date.UTC(2026, 0, 1);
  });

  it('counts each attempt as it starts, so the attempt past the limit is refused before any password check', async () => {
    const throttle = new LoginThrottle(config, clock, storage());
    await throttle.reserve('1.1.1.1', 'a@x.co');
    await throttle.reserve('2.2.2.2', 'a@x.co');
    await expect(throttle.reserve('3.3.3.3', 'a@x.co')).rejects.toThrow(LIMITED);
    await expect(throttle.reserve('3.3.3.3', 'b@x.co')).resolves.toBeDefined();
  });

  it('blocks an IP after the limit, for any email', async () => {
    const throttle = new LoginThrottle(config, clock, storage());
    await throttle.reserve('1.1.1.1', 'a@x.co');
    await throttle.reserve('1.1.1.1', 'b@x.co');
    await expect(throttle.reserve('1.1.1.1', 'c@x.co')).rejects.toThrow(LIMITED);
  });

  it('takes back a successful attempt and forgets the email’s failures, but not the IP’s other failures', async () => {
    const throttle = new LoginThrottle(config, clock, storage());
    await throttle.reserve('1.1.1.1', 'a@x.co');
    await (await throttle.reserve('2.2.2.2', 'a@x.co')).succeeded();
    await throttle.reserve('2.2.2.2', 'a@x.co');
    await throttle.reserve('3.3.3.3', 'a@x.co');
    await expect(throttle.reserve('4.4.4.4', 'a@x.co')).rejects.toThrow(LIMITED);
    await expect(throttle.reserve('1.1.1.1', 'b@x.co')).resolves.toBeDefined();
    await expect(throttle.reserve('1.1.1.1', 'c@x.co')).rejects.toThrow(LIMITED);
  });

  it('counts attempts through a trusted device per device, not per email', async () => {
    const throttle = new LoginThrottle(config, clock, storage());
    await throttle.reserve('1.1.1.1', 'a@x.co');
    await throttle.reserve('2.2.2.2', 'a@x.co');
    await expect(throttle.reserve('3.3.3.3', 'a@x.co')).rejects.toThrow(LIMITED);
    await throttle.reserve('4.4.4.4', 'a@x.co', 'device-1');
    await throttle.reserve('5.5.5.5', 'a@x.co', 'device-1');
    await expect(throttle.reserve('6.6.6.6', 'a@x.co', 'device-1')).rejects.toThrow(LIMITED);
    await expect(throttle.reserve('6.6.6.6', 'a@x.co', 'device-2')).resolves.toBeDefined();
  });

  it('still limits a trusted device’s IP', async () => {
    const throttle = new LoginThrottle(config, clock, storage());
    await throttle.reserve('1.1.1.1', 'b@x.co');
    await throttle.reserve('1.1.1.1', 'c@x.co');
    await expect(throttle.reserve('1.1.1.1', 'a@x.co', 'device-1')).rejects.toThrow(LIMITED);
  });

  it('forgets attempts after 15 minutes', async () => {
    const throttle = new LoginThrottle(config, clock, storage());
    await throttle.reserve('1.1.1.1', 'a@x.co');
    await throttle.reserve('1.1.1.1', 'a@x.co');
    time += 15 * 60 * 1000 + 1;
    await expect(throttle.reserve('1.1.1.1', 'a@x.co')).resolves.toBeDefined();
  });
});
