import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins allowed per 15 minutes, counted per IP and per email (RATE_LIMIT_LOGIN).
 * Past the limit every attempt is refused, even with the right password, until the window
 * passes. Kept in memory: one API process serves the product (see README).
 */
@Injectable()
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  assertAllowed(ip: string, email: string): void {
    const now = Date.now();
    for (const key of this.keys(ip, email)) {
      if (this.recent(key, now).length >= this.config.rateLimitLogin) {
        throw new HttpException(
          'Too many failed sign-in attempts. Please wait 15 minutes before trying again.',
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
    }
  }

  recordFailure(ip: string, email: string): void {
    const now = Date.now();
    for (const key of this.keys(ip, email)) this.failures.set(key, [...this.recent(key, now), now]);
  }

  recordSuccess(email: string): void {
    this.failures.delete(`email:${email}`);
  }

  private keys(ip: string, email: string): string[] {
    return [`ip:${ip}`, `email:${email}`];
  }

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }
}
