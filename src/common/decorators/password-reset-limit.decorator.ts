import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { PASSWORD_RESET_LIMIT_KEY, PASSWORD_RESET_LIMIT_MESSAGE, PASSWORD_RESET_LIMITS } from '../rate-limit/password-reset-limits';
import { Public } from './public.decorator';

/**
 * The public password reset request: no sign-in, limited per email address and per IP
 * (rate-limit/password-reset-limits.ts) instead of the public per-minute limit.
 */
export function PasswordResetLimit(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    Public(),
    SetMetadata(PASSWORD_RESET_LIMIT_KEY, true),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({
      description: `${PASSWORD_RESET_LIMIT_MESSAGE} (${PASSWORD_RESET_LIMITS.perAddress} requests per email address and ${PASSWORD_RESET_LIMITS.perIp} per IP ${PASSWORD_RESET_LIMITS.window}, known address or not)`,
      headers: { 'Retry-After': { description: 'Seconds until the client may try again', schema: { type: 'integer' } } },
    }),
  );
}
