import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { HitLogStorage } from '../common/rate-limit/hit-log-storage';
import { HitReservation, RateLimitStorage, ThrottlerStorageRecord } from '../common/rate-limit/rate-limit-storage';
import { RedisConnection } from './redis-connection';
import { RedisFallback } from './redis-fallback';
import { RedisRateLimitStorage } from './redis-rate-limit-storage';

/**
 * The rate limits' storage with REDIS_URL: counted in Redis (RedisRateLimitStorage), shared by
 * every instance. When Redis fails or does not answer in time, that request is counted in this
 * process's memory (HitLogStorage) instead, and the outage is logged once: the limits then hold
 * per process, and nothing else fails.
 */
export class SharedRateLimitStorage extends RateLimitStorage {
  private readonly memory = new HitLogStorage();
  private readonly redis: RedisRateLimitStorage;
  private readonly fallback: RedisFallback;

  constructor(client: Redis, prefix: string) {
    super();
    this.redis = new RedisRateLimitStorage(client, prefix);
    this.fallback = new RedisFallback(client, new Logger('RateLimits'), 'rate limits', 'counted per process');
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    return this.fallback.run(
      () => this.redis.increment(key, ttl, limit, blockDuration, throttlerName),
      () => this.memory.increment(key, ttl, limit, blockDuration, throttlerName),
    );
  }

  async reserve(name: string, keys: readonly string[], ttl: number, limit: number, now: number): Promise<HitReservation | null> {
    // A reservation is taken back where it was made; if Redis fails then, the hit stays counted.
    const inRedis = (): Promise<HitReservation | null> =>
      this.redis.reserve(name, keys, ttl, limit, now).then(
        (reservation) =>
          reservation && {
            takeBack: (key: string) =>
              this.fallback.run(
                () => reservation.takeBack(key),
                () => Promise.resolve(),
              ),
          },
      );
    return this.fallback.run(inRedis, () => this.memory.reserve(name, keys, ttl, limit, now));
  }

  async forget(name: string, key: string): Promise<void> {
    await this.memory.forget(name, key);
    await this.fallback.run(
      () => this.redis.forget(name, key),
      () => Promise.resolve(),
    );
  }
}

/** The storage the app's limits count in: in this process without REDIS_URL, in Redis with it. */
export function rateLimitStorage(connection: RedisConnection, prefix: string): RateLimitStorage {
  return connection.client ? new SharedRateLimitStorage(connection.client, prefix) : new HitLogStorage();
}
