import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerLimitDetail, ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../../config/env';
import { PUBLIC_WRITE_LIMIT_MESSAGE } from '../decorators/public-write.decorator';
import { HitLogStorage } from './hit-log-storage';
import { isPasswordResetRoute, PASSWORD_RESET_LIMIT_MESSAGE, passwordResetThrottlers } from './password-reset-limits';
import { userRateLimitMessage, userRateLimitOf, userThrottlers } from './user-rate-limits';

/**
 * The throttler's configuration, the app's one rate-limiting mechanism with one store: 'public'
 * (per IP, RATE_LIMIT_PUBLIC a minute, on the routes marked @PublicWrite), the per-user limits
 * (user-rate-limits.ts, on the routes marked @UserRateLimit) and the password reset limits
 * (password-reset-limits.ts, on the route marked @PasswordResetLimit). The guard runs only where one of
 * those decorators puts it, and there each throttler skips the routes that are not its own.
 */
export function throttlerOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: [
      {
        name: 'public',
        ttl: 60_000,
        limit: config.rateLimitPublic,
        skipIf: (context) => userRateLimitOf(context) !== undefined || isPasswordResetRoute(context),
      },
      ...userThrottlers(config),
      ...passwordResetThrottlers(),
    ],
    errorMessage: (context: ExecutionContext, detail: ThrottlerLimitDetail) => {
      if (isPasswordResetRoute(context)) return PASSWORD_RESET_LIMIT_MESSAGE;
      const name = userRateLimitOf(context);
      return name ? userRateLimitMessage(name, detail) : PUBLIC_WRITE_LIMIT_MESSAGE;
    },
    storage: new HitLogStorage(),
  };
}
