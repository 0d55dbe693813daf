import { Global, Module } from '@nestjs/common';
import { RedisConnection } from './redis-connection';

/** The shared Redis connection (RedisConnection), present when REDIS_URL is set. */
@Global()
@Module({ providers: [RedisConnection], exports: [RedisConnection] })
export class RedisModule {}
