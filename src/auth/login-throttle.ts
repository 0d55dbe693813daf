import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { RateLimitStorage } from '../common/rate-limit/rate-limit-storage';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

const WINDOW_MS = 15 * 60 * 1000;
/** The throttler name the attempts are counted under in the rate limits' storage. */
const THROTTLER_NAME = 'login';

export const LOGIN_LIMIT_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes before trying again.';

/** One sign-in attempt, counted before the password is checked. */
export interface LoginAttempt {
  /**
   * The sign-in succeeded: the attempt does not count, and the failures counted for the email
   * (or, through a device cookie, for that device) are forgotten.
   */
  succeeded(): Promise<void>;
}

/**
 * Failed sign-ins allowed per 15 minutes (RATE_LIMIT_LOGIN), counted per IP and per email; an
 * attempt from a browser that holds a valid device cookie for that email (device-cookie.ts) is
 * counted per device instead of per email, so guesses at an email from elsewhere cannot lock
 * its owner's own browser out.
 *
 * An attempt is counted before the password is checked, in one atomic step with the limit check
 * (RateLimitStorage.reserve), so concurrent guesses cannot all pass the check before any of them
 * is recorded; a successful sign-in takes its attempt back. Past the limit every attempt is
 * refused with 429, even with the right password, until the window passes. The attempts are kept
 * in the rate limits' storage: this process's memory, or Redis shared by every instance when
 * REDIS_URL is set (so guesses spread over instances count together).
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    @Inject(RateLimitStorage) private readonly storage: RateLimitStorage,
  ) {}

  /**
   * Counts an attempt for this IP and for the email (or, with `trustedDeviceId`, for that device),
   * or throws 429 when either is at the limit.
   */
  async reserve(ip: string, email: string, trustedDeviceId?: string): Promise<LoginAttempt> {
    const ipKey = `ip:${ip}`;
    const accountKey = trustedDeviceId === undefined ? `email:${email}` : `device:${trustedDeviceId}`;
    const now = this.clock.now().getTime();
    const reservation = await this.storage.reserve(THROTTLER_NAME, [ipKey, accountKey], WINDOW_MS, this.config.rateLimitLogin, now);
    if (!reservation) throw new HttpException(LOGIN_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
    return {
      succeeded: async () => {
        await this.storage.forget(THROTTLER_NAME, accountKey);
        await reservation.takeBack(ipKey);
      },
    };
  }
}
