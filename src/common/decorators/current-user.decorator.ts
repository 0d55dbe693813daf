import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { SessionUser } from '../../auth/session-user';

/** The signed-in user that the JWT guard attached to the request. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): SessionUser => {
  return ctx.switchToHttp().getRequest<{ user: SessionUser }>().user;
});
