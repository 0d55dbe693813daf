import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

const WINDOW_MS = 15 * 60 * 1000;
/** Past this many tracked keys, a reservation first forgets every key whose window has passed. */
const SWEEP_ABOVE_KEYS = 10_000;

export const LOGIN_LIMIT_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes before trying again.';

/** When one attempt was counted; each attempt has its own object, so it can be taken back alone. */
interface Stamp {
  at: number;
}

/** One sign-in attempt, counted before the password is checked. */
export interface LoginAttempt {
  /**
   * The sign-in succeeded: the attempt does not count, and the failures counted for the email
   * (or, through a device cookie, for that device) are forgotten.
   */
  succeeded(): void;
}

/**
 * Failed sign-ins allowed per 15 minutes (RATE_LIMIT_LOGIN), counted per IP and per email; an
 * attempt from a browser that holds a valid device cookie for that email (device-cookie.ts) is
 * counted per device instead of per email, so guesses at an email from elsewhere cannot lock
 * its owner's own browser out.
 *
 * An attempt is counted before the password is checked, in one synchronous step with the limit
 * check, so concurrent guesses cannot all pass the check before any of them is recorded; a
 * successful sign-in takes its attempt back. Past the limit every attempt is refused with 429,
 * even with the right password, until the window passes. Kept in memory: one API process serves
 * the product (see README).
 */
@Injectable()
export class LoginThrottle {
  private readonly attempts = new Map<string, Stamp[]>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts an attempt for this IP and for the email (or, with `trustedDeviceId`, for that device),
   * or throws 429 when either is at the limit.
   */
  reserve(ip: string, email: string, trustedDeviceId?: string): LoginAttempt {
    const now = this.clock.now().getTime();
    if (this.attempts.size > SWEEP_ABOVE_KEYS) this.sweep(now);
    const ipKey = `ip:${ip}`;
    const accountKey = trustedDeviceId === undefined ? `email:${email}` : `device:${trustedDeviceId}`;
    const keys = [ipKey, accountKey];
    if (keys.some((key) => this.recent(key, now).length >= this.config.rateLimitLogin)) {
      throw new HttpException(LOGIN_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
    }
    const stamp: Stamp = { at: now };
    for (const key of keys) this.attempts.set(key, [...this.recent(key, now), stamp]);
    return {
      succeeded: () => {
        this.attempts.delete(accountKey);
        this.forget(ipKey, stamp);
      },
    };
  }

  private forget(key: string, stamp: Stamp): void {
    const list = (this.attempts.get(key) ?? []).filter((t) => t !== stamp);
    if (list.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, list);
  }

  private recent(key: string, now: number): Stamp[] {
    const list = (this.attempts.get(key) ?? []).filter((t) => now - t.at < WINDOW_MS);
    if (list.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, list);
    return list;
  }

  private sweep(now: number): void {
    for (const key of [...this.attempts.keys()]) this.recent(key, now);
  }
}
