import { Global, Module } from '@nestjs/common';
import { RateLimitStorage } from '../common/rate-limit/rate-limit-storage';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { RedisConnection } from './redis-connection';
import { rateLimitStorage } from './shared-rate-limit-storage';

/**
 * The shared Redis connection (RedisConnection), present when REDIS_URL is set, and the storage
 * the rate limits count in (RateLimitStorage: Redis with REDIS_URL, this process's memory without).
 */
@Global()
@Module({
  providers: [
    RedisConnection,
    {
      provide: RateLimitStorage,
      inject: [RedisConnection, APP_CONFIG],
      useFactory: (connection: RedisConnection, config: AppConfig) => rateLimitStorage(connection, config.redisKeyPrefix),
    },
  ],
  exports: [RedisConnection, RateLimitStorage],
})
export class RedisModule {}
