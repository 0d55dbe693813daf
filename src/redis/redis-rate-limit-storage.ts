import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { HitReservation, RateLimitStorage, ThrottlerStorageRecord } from '../common/rate-limit/rate-limit-storage';

/**
 * HitLogStorage's rule, kept in Redis so that every instance counts in the same windows. Per key:
 * a sorted set of hits (score: when the hit expires) and a hash with the reported window end (w)
 * and the end of a block (b). One Lua script per call checks and counts atomically, so concurrent
 * requests on several instances cannot all pass the check before one of them is counted.
 *
 * Written here rather than taken from @nest-lab/throttler-storage-redis because that package counts
 * a fixed window (INCR on a key that expires `ttl` after its first hit, refused hits counted too),
 * while the app's limits are sliding windows in which refused requests do not count (blockDuration
 * 0) or, with a block duration, a block after which the client starts again from nothing; the tests
 * in hit-log-storage.spec.ts hold both storages to the same behaviours.
 *
 * The time is the caller's clock (passed to the script), as in HitLogStorage; instances' clocks
 * are assumed to agree to well under a second (NTP).
 */
const INCREMENT = `
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local block = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local windowEndsAt = tonumber(redis.call('HGET', KEYS[2], 'w') or '0')
if windowEndsAt <= now then
  windowEndsAt = now + ttl
  redis.call('HSET', KEYS[2], 'w', string.format('%d', windowEndsAt))
end
local blockedUntil = tonumber(redis.call('HGET', KEYS[2], 'b') or '0')
local live = redis.call('ZCARD', KEYS[1])
local totalHits
local isBlocked = 0
local timeToBlockExpire = 0
if block <= 0 then
  if live >= limit then
    isBlocked = 1
    totalHits = live + 1
    local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
    if oldest[2] then timeToBlockExpire = math.ceil((tonumber(oldest[2]) - now) / 1000) end
  else
    redis.call('ZADD', KEYS[1], now + ttl, ARGV[5])
    totalHits = live + 1
  end
else
  if blockedUntil > 0 and blockedUntil <= now then
    -- The block is over: the client starts again from nothing.
    blockedUntil = 0
    redis.call('DEL', KEYS[1])
    redis.call('HDEL', KEYS[2], 'b')
    live = 0
  end
  if blockedUntil == 0 then
    redis.call('ZADD', KEYS[1], now + ttl, ARGV[5])
    live = live + 1
    if live > limit then
      blockedUntil = now + block
      redis.call('HSET', KEYS[2], 'b', string.format('%d', blockedUntil))
    end
  end
  totalHits = live
  if blockedUntil > 0 then
    isBlocked = 1
    timeToBlockExpire = math.ceil((blockedUntil - now) / 1000)
  end
end
local keepFor = math.max(windowEndsAt, blockedUntil, now + ttl) - now
redis.call('PEXPIRE', KEYS[1], keepFor)
redis.call('PEXPIRE', KEYS[2], keepFor)
return {totalHits, math.ceil((windowEndsAt - now) / 1000), isBlocked, timeToBlockExpire}
`;

/** Counts ARGV[4] (expiring at now + ttl) under every key, unless one holds `limit` live hits. */
const RESERVE = `
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
for i = 1, #KEYS do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now)
  if redis.call('ZCARD', KEYS[i]) >= limit then return 0 end
end
for i = 1, #KEYS do
  redis.call('ZADD', KEYS[i], now + ttl, ARGV[4])
  redis.call('PEXPIRE', KEYS[i], ttl)
end
return 1
`;

type ScriptClient = Redis & {
  rateLimitIncrement(
    hits: string,
    meta: string,
    now: number,
    ttl: number,
    limit: number,
    block: number,
    member: string,
  ): Promise<[number, number, number, number]>;
  rateLimitReserve(...keysAndArgs: (string | number)[]): Promise<number>;
};

export class RedisRateLimitStorage extends RateLimitStorage {
  private readonly client: ScriptClient;
  /** Hits' members must be unique in a sorted set: this process's id and a counter. */
  private readonly processId = randomBytes(6).toString('hex');
  private sequence = 0;

  constructor(
    client: Redis,
    /** Put before every key (REDIS_KEY_PREFIX), then 'rate-limit:'. */
    private readonly prefix: string,
  ) {
    super();
    // defineCommand sends the script by its SHA (EVALSHA) and loads it again after a restart.
    if (!('rateLimitIncrement' in client)) {
      client.defineCommand('rateLimitIncrement', { numberOfKeys: 2, lua: INCREMENT });
      client.defineCommand('rateLimitReserve', { lua: RESERVE });
    }
    this.client = client as ScriptClient;
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const hits = this.keyOf(throttlerName, key);
    const [totalHits, timeToExpire, isBlocked, timeToBlockExpire] = await this.client.rateLimitIncrement(
      hits,
      `${hits}:meta`,
      Date.now(),
      ttl,
      limit,
      blockDuration,
      this.nextMember(),
    );
    return { totalHits, timeToExpire, isBlocked: isBlocked === 1, timeToBlockExpire };
  }

  async reserve(name: string, keys: readonly string[], ttl: number, limit: number, now: number): Promise<HitReservation | null> {
    const member = this.nextMember();
    const redisKeys = keys.map((key) => this.keyOf(name, key));
    const counted = await this.client.rateLimitReserve(redisKeys.length, ...redisKeys, now, ttl, limit, member);
    if (counted !== 1) return null;
    return {
      takeBack: async (key: string) => {
        await this.client.zrem(this.keyOf(name, key), member);
      },
    };
  }

  async forget(name: string, key: string): Promise<void> {
    const hits = this.keyOf(name, key);
    await this.client.del(hits, `${hits}:meta`);
  }

  private keyOf(name: string, key: string): string {
    return `${this.prefix}rate-limit:${name}:${key}`;
  }

  private nextMember(): string {
    this.sequence += 1;
    return `${this.processId}:${this.sequence}`;
  }
}
