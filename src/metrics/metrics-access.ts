import { Inject, Injectable } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Who may read /metrics: no one when METRICS_TOKEN is unset (the endpoint is off), otherwise a
 * request whose Authorization is `Bearer <METRICS_TOKEN>`. The comparison takes the same time
 * whatever the guess (both sides hashed to equal lengths, then compared in constant time).
 */
@Injectable()
export class MetricsAccess {
  private readonly expected: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = config.metricsToken ? digest(config.metricsToken) : null;
  }

  get isEnabled(): boolean {
    return this.expected !== null;
  }

  allows(authorization: string | undefined): boolean {
    if (!this.expected) return false;
    const match = /^Bearer (\S+)$/i.exec(authorization ?? '');
    return timingSafeEqual(digest(match?.[1] ?? ''), this.expected) && match !== null;
  }
}
