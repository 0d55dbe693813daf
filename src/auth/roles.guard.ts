import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ROLES_KEY } from '../common/decorators/auth.decorator';
import { IS_PUBLIC_KEY } from '../common/decorators/public.decorator';
import type { Role } from '../users/entities/crm-user.entity';
import type { SessionUser } from './session-user';

/**
 * Enforces @Auth(...roles) on the server. Every level's rule must hold: a method's @Auth() (any
 * signed-in user) or @Auth('staff') cannot widen its controller's @Auth('admin'); the user's role
 * must be in each non-empty list (the intersection).
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    const rules = this.reflector.getAll<Array<Role[] | undefined>>(ROLES_KEY, targets).filter((roles): roles is Role[] => !!roles && roles.length > 0);
    if (rules.length === 0) return true;
    const user = context.switchToHttp().getRequest<{ user?: SessionUser }>().user;
    if (!user || !rules.every((roles) => roles.includes(user.role))) {
      throw new ForbiddenException('You do not have permission to do this.');
    }
    return true;
  }
}
