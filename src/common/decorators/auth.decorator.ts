import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Role } from '../../users/entities/crm-user.entity';

export const ROLES_KEY = 'roles';
export const SESSION_COOKIE = 'mc_session';

/**
 * The one decorator for signed-in routes: applies the role rule and its Swagger notes together.
 * With no roles, any signed-in user may call the route.
 */
export function Auth(...roles: Role[]): MethodDecorator & ClassDecorator {
  const who = roles.length ? `Roles: ${roles.join(', ')}.` : 'Any signed-in user.';
  return applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    ApiCookieAuth(SESSION_COOKIE),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in, or the session has ended.' }),
    ...(roles.length ? [ApiForbiddenResponse({ description: `Signed in with another role. ${who}` })] : []),
  );
}
