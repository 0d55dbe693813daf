import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ThrottlerLimitDetail, ThrottlerOptions } from '@nestjs/throttler';
import type { AppConfig } from '../../config/env';

/** Route metadata naming the per-user limit a route counts towards (set by @UserRateLimit). */
export const USER_RATE_LIMIT_KEY = 'userRateLimit';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface UserRateLimitRule {
  /** The window the limit counts over. */
  ttl: number;
  /** In words, for the message: 'an hour'. */
  window: string;
  /** What is counted, plural: 'customer exports'. */
  counted: string;
  /** The environment variable that sets the limit (README "Configuration"). */
  variable: string;
  limitOf(config: AppConfig): number;
}

/**
 * The per-user limits on expensive signed-in routes: named throttlers of @nestjs/throttler (the
 * one rate-limiting mechanism), keyed by the signed-in user's id. Each is counted over all the
 * routes that name it, so a user's analytics requests share one allowance whichever screen asks.
 */
export const USER_RATE_LIMITS = {
  exports: { ttl: HOUR_MS, window: 'an hour', counted: 'customer exports', variable: 'RATE_LIMIT_EXPORTS', limitOf: (c) => c.rateLimitExports },
  analytics: { ttl: MINUTE_MS, window: 'a minute', counted: 'analytics requests', variable: 'RATE_LIMIT_ANALYTICS', limitOf: (c) => c.rateLimitAnalytics },
  emailSends: { ttl: HOUR_MS, window: 'an hour', counted: 'emails', variable: 'RATE_LIMIT_EMAIL_SENDS', limitOf: (c) => c.rateLimitEmailSends },
} as const satisfies Record<string, UserRateLimitRule>;

export type UserRateLimitName = keyof typeof USER_RATE_LIMITS;

const USER_RATE_LIMIT_NAMES = Object.keys(USER_RATE_LIMITS) as UserRateLimitName[];

const reflector = new Reflector();

/** The per-user limit the route of this request counts towards, if any. */
export function userRateLimitOf(context: ExecutionContext): UserRateLimitName | undefined {
  return reflector.getAllAndOverride<UserRateLimitName | undefined>(USER_RATE_LIMIT_KEY, [context.getHandler(), context.getClass()]);
}

/** The signed-in user a per-user limit counts for (the JWT guard, a global guard, has already run). */
function userTracker(req: Record<string, unknown>): string {
  const id = (req.user as { id?: number } | undefined)?.id;
  if (id === undefined) throw new Error('A per-user rate limit is set on a route without a signed-in user');
  return `user:${id}`;
}

/**
 * The named throttlers of the per-user limits. The throttler guard runs every named throttler on
 * a route it guards unless that throttler is skipped there, so each one skips every route that
 * does not name it: a public route is never counted per user, nor one limit's route by another.
 * Sliding windows (blockDuration 0): a user at the limit is refused until the oldest request of
 * the window is older than the window, and refused requests do not count.
 */
export function userThrottlers(config: AppConfig): ThrottlerOptions[] {
  return USER_RATE_LIMIT_NAMES.map((name) => ({
    name,
    ttl: USER_RATE_LIMITS[name].ttl,
    limit: USER_RATE_LIMITS[name].limitOf(config),
    blockDuration: 0,
    skipIf: (context: ExecutionContext) => userRateLimitOf(context) !== name,
    getTracker: userTracker,
    generateKey: (_context: ExecutionContext, tracker: string) => `${name}:${tracker}`,
  }));
}

/** '45 seconds', '1 minute', '59 minutes'. */
function waitInWords(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  return seconds < 120 ? plural(Math.max(1, seconds), 'second') : plural(Math.ceil(seconds / 60), 'minute');
}

/** What a user over a per-user limit is told: 'You have reached the limit of 50 emails an hour: try again in 12 minutes.' */
export function userRateLimitMessage(name: UserRateLimitName, detail: Pick<ThrottlerLimitDetail, 'limit' | 'timeToBlockExpire'>): string {
  const rule = USER_RATE_LIMITS[name];
  return `You have reached the limit of ${detail.limit} ${rule.counted} ${rule.window}: try again in ${waitInWords(detail.timeToBlockExpire)}.`;
}

/** The Swagger note of a route's 429 answer. */
export function userRateLimitNote(name: UserRateLimitName): string {
  const rule = USER_RATE_LIMITS[name];
  return `Over the signed-in user's limit (${rule.variable} ${rule.counted} ${rule.window}): 'You have reached the limit of N ${rule.counted} ${rule.window}: try again in …'; Retry-After gives the seconds to wait.`;
}
