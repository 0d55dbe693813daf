import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

/** How long a ping may take before Redis counts as not answering. */
export const REDIS_PING_TIMEOUT_MS = 1000;

/**
 * The app's one connection to Redis when REDIS_URL is set (client is null otherwise: the app then
 * needs no Redis). ioredis reconnects by itself; a lost connection is logged once, not at every
 * retry, and the client is closed when the app shuts down.
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisConnection.name);
  readonly client: Redis | null;
  private isReported = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.redisUrl) {
      // Loaded only when Redis is configured: a server without it starts without ioredis (issue 26).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { default: RedisClient } = require('ioredis') as { default: typeof Redis };
      this.client = new RedisClient(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 5000 });
    } else {
      this.client = null;
    }
    this.client?.on('error', (error: Error) => {
      if (this.isReported) return;
      this.isReported = true;
      this.logger.warn(`Redis does not answer: ${error.message}`);
    });
    this.client?.on('ready', () => {
      if (this.isReported) this.logger.log('Redis answers again');
      this.isReported = false;
    });
  }

  /** True when Redis answers PING within REDIS_PING_TIMEOUT_MS. */
  async answers(): Promise<boolean> {
    if (!this.client) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), REDIS_PING_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.client.ping().then((reply) => reply === 'PONG'), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.client || this.client.status === 'end') return;
    // QUIT lets pending commands finish; a client still trying to connect just stops trying.
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client?.disconnect());
    else this.client.disconnect();
  }
}
