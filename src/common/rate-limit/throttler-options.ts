import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerLimitDetail, ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../../config/env';
import { PUBLIC_WRITE_LIMIT_MESSAGE } from '../decorators/public-write.decorator';
import { isPasswordResetRoute, PASSWORD_RESET_LIMIT_MESSAGE, passwordResetThrottlers } from './password-reset-limits';
import type { RateLimitStorage } from './rate-limit-storage';
import { userRateLimitMessage, userRateLimitOf, userThrottlers } from './user-rate-limits';

/**
 * The throttler's configuration, the app's one rate-limiting mechanism with one store: 'public'
 * (per IP, RATE_LIMIT_PUBLIC a minute, on the routes marked @PublicWrite), the per-user limits
 * (user-rate-limits.ts, on the routes marked @UserRateLimit) and the password reset limits
 * (password-reset-limits.ts, on the route marked @PasswordResetLimit). The guard runs only where one of
 * those decorators puts it, and there each throttler skips the routes that are not its own. The
 * store is `storage` (RateLimitStorage: this process's HitLogStorage, or Redis shared by every
 * instance when REDIS_URL is set).
 */
export function throttlerOptions(config: AppConfig, storage: RateLimitStorage): ThrottlerModuleOptions {
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
    storage,
  };
}
