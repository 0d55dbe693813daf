import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ThrottlerOptions } from '@nestjs/throttler';

/** Route metadata marking the password reset request (set by @PasswordResetLimit). */
export const PASSWORD_RESET_LIMIT_KEY = 'passwordResetLimit';

const HOUR_MS = 60 * 60_000;

/**
 * Password reset requests an hour: per email address asked about (whether or not it has an
 * account, so the limit tells nothing) and per client IP. Named throttlers of @nestjs/throttler, the
 * one rate-limiting mechanism, counted only on the routes marked @PasswordResetLimit.
 */
export const PASSWORD_RESET_LIMITS = { perAddress: 3, perIp: 20, window: 'an hour' } as const;

export const PASSWORD_RESET_LIMIT_MESSAGE = 'Too many password reset requests. Please wait an hour and try again.';

const reflector = new Reflector();

export function isPasswordResetRoute(context: ExecutionContext): boolean {
  return reflector.getAllAndOverride<boolean | undefined>(PASSWORD_RESET_LIMIT_KEY, [context.getHandler(), context.getClass()]) === true;
}

/** The address a request asks about, as accounts store it (trimmed, lower case). */
function addressTracker(req: Record<string, unknown>): string {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return `address:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

function ipTracker(req: Record<string, unknown>): string {
  return `ip:${String(req.ip)}`;
}

/** Sliding windows (blockDuration 0): refused while at the limit; refused requests do not count. */
export function passwordResetThrottlers(): ThrottlerOptions[] {
  const skipIf = (context: ExecutionContext) => !isPasswordResetRoute(context);
  return [
    {
      name: 'passwordResetAddress',
      ttl: HOUR_MS,
      limit: PASSWORD_RESET_LIMITS.perAddress,
      blockDuration: 0,
      skipIf,
      getTracker: addressTracker,
      generateKey: (_context, tracker) => `passwordReset:${tracker}`,
    },
    {
      name: 'passwordResetIp',
      ttl: HOUR_MS,
      limit: PASSWORD_RESET_LIMITS.perIp,
      blockDuration: 0,
      skipIf,
      getTracker: ipTracker,
      generateKey: (_context, tracker) => `passwordReset:${tracker}`,
    },
  ];
}
