import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { USER_RATE_LIMIT_KEY, UserRateLimitName, userRateLimitNote } from '../rate-limit/user-rate-limits';

/**
 * A signed-in route (or every route of a controller) that counts towards one of the per-user
 * limits (src/common/rate-limit/user-rate-limits.ts): past it, 429 with a message and
 * Retry-After. Applies the throttler's guard, the limit's name and the Swagger note together.
 */
export function UserRateLimit(name: UserRateLimitName): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(USER_RATE_LIMIT_KEY, name),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({
      description: userRateLimitNote(name),
      headers: { 'Retry-After': { description: 'Seconds until the user may try again', schema: { type: 'integer' } } },
    }),
  );
}
