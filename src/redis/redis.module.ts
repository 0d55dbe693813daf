import { Global, Module } from '@nestjs/common';
import { RateLimitStorage } from '../common/rate-limit/rate-limit-storage';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { RedisConnection } from './redis-connection';
import { SharedCaches } from './shared-caches';
import { rateLimitStorage } from './shared-rate-limit-storage';

/**
 * The shared Redis connection (RedisConnection), present when REDIS_URL is set, and the storage
 * the rate limits count in (RateLimitStorage: Redis with REDIS_URL, this process's memory without)
 * and the caches that must agree across instances (SharedCaches).
 */
@Global()
@Module({
  providers: [
    RedisConnection,
    SharedCaches,
    {
      provide: RateLimitStorage,
      inject: [RedisConnection, APP_CONFIG],
      useFactory: (connection: RedisConnection, config: AppConfig) => rateLimitStorage(connection, config.redisKeyPrefix),
    },
  ],
  exports: [RedisConnection, RateLimitStorage, SharedCaches],
})
export class RedisModule {}
