import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { Public } from './public.decorator';

export const PUBLIC_WRITE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** A public route that writes: no sign-in, limited per IP to RATE_LIMIT_PUBLIC requests a minute. */
export function PublicWrite(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    Public(),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({
      description: `${PUBLIC_WRITE_LIMIT_MESSAGE} (RATE_LIMIT_PUBLIC per IP per minute)`,
      headers: { 'Retry-After': { description: 'Seconds until the client may try again', schema: { type: 'integer' } } },
    }),
  );
}
