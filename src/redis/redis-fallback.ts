import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';

/** How long one Redis call may take before the caller goes on without Redis. */
export const REDIS_CALL_TIMEOUT_MS = 500;

/**
 * Runs calls on Redis, or on their per-process fallback when Redis fails or does not answer
 * within REDIS_CALL_TIMEOUT_MS. An outage is logged once, with what it means, not at
 * every request; while the connection is known to be down the fallback is used at once, without
 * waiting, and Redis is tried again as soon as ioredis has reconnected.
 */
export class RedisFallback {
  private isDown = false;

  constructor(
    private readonly client: Redis,
    private readonly logger: Logger,
    /** What is shared through Redis, for the log: 'rate limits'. */
    private readonly what: string,
    /** What happens to it meanwhile, for the warning: 'counted per process'. */
    private readonly whileDown: string,
  ) {}

  async run<T>(onRedis: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (this.isDown && this.client.status !== 'ready') return fallback();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_CALL_TIMEOUT_MS} ms`)), REDIS_CALL_TIMEOUT_MS);
    });
    try {
      const value = await Promise.race([onRedis(), timeout]);
      if (this.isDown) {
        this.isDown = false;
        this.logger.log(`Redis answers again: ${this.what} are shared again`);
      }
      return value;
    } catch (error) {
      if (!this.isDown) {
        this.isDown = true;
        this.logger.warn(`Redis failed (${(error as Error).message}): ${this.what} are ${this.whileDown} until it answers again`);
      }
      return fallback();
    } finally {
      clearTimeout(timer);
    }
  }
}
