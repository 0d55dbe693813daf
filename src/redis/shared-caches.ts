import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { RedisConnection } from './redis-connection';
import { RedisFallback } from './redis-fallback';

/**
 * What the caches that must agree across instances keep in Redis when REDIS_URL is set: a version
 * per cache (bumped by the instance that changed its source, read by every instance before it uses
 * its copy) and shared values with an expiry. Without REDIS_URL (`isShared` false) every call
 * answers "nothing shared" and each process keeps its own caches, as one process needs. When Redis
 * fails or does not answer in time, the caller likewise goes on with its own cache and the outage is
 * logged once.
 *
 * A version key rather than pub/sub: a message published while an instance's subscriber connection
 * is down is lost, and that instance would then use its stale copy until it expires; a version is
 * read at each use, so an instance that missed nothing and one that missed everything both see
 * the change at their next use (one GET, well under a millisecond on the local network).
 */
@Injectable()
export class SharedCaches {
  private readonly fallback: RedisFallback | null;
  private readonly prefix: string;

  constructor(
    private readonly connection: RedisConnection,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.redisKeyPrefix}cache:`;
    this.fallback = connection.client ? new RedisFallback(connection.client, new Logger('SharedCaches'), 'caches', 'kept per process') : null;
  }

  /** True when the caches are shared through Redis (REDIS_URL is set). */
  get isShared(): boolean {
    return this.fallback !== null;
  }

  /** The current version of a cache's source; undefined when nothing is shared (use the own copy). */
  async version(name: string): Promise<string | undefined> {
    const client = this.connection.client;
    if (!client || !this.fallback) return undefined;
    return this.fallback.run(
      async () => (await client.get(`${this.prefix}${name}:version`)) ?? '0',
      () => Promise.resolve(undefined),
    );
  }

  /** Tells every instance that a cache's source changed (their next version() differs). */
  async bump(name: string): Promise<void> {
    const client = this.connection.client;
    if (!client || !this.fallback) return;
    await this.fallback.run(
      async () => void (await client.incr(`${this.prefix}${name}:version`)),
      () => Promise.resolve(),
    );
  }

  /** A shared value (JSON), or undefined when there is none or nothing is shared. */
  async read<T>(key: string): Promise<T | undefined> {
    const client = this.connection.client;
    if (!client || !this.fallback) return undefined;
    return this.fallback.run(
      async () => {
        const raw = await client.get(`${this.prefix}${key}`);
        return raw === null ? undefined : (JSON.parse(raw) as T);
      },
      () => Promise.resolve(undefined),
    );
  }

  /** Shares a value (as JSON) for `ttlMs`. */
  async write(key: string, value: unknown, ttlMs: number): Promise<void> {
    const client = this.connection.client;
    if (!client || !this.fallback) return;
    await this.fallback.run(
      async () => void (await client.set(`${this.prefix}${key}`, JSON.stringify(value), 'PX', ttlMs)),
      () => Promise.resolve(),
    );
  }
}
