import { ExecutionContext, ForbiddenException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Auth } from '../common/decorators/auth.decorator';
import type { Role } from '../users/entities/crm-user.entity';
import { RolesGuard } from './roles.guard';
import type { SessionUser } from './session-user';

/** A small controller with rules at both levels, as a real one would carry them. */
@Auth('admin')
class AdminOnlyController {
  @Auth()
  anyUserAtMethod(): void {}

  @Auth('staff')
  staffAtMethod(): void {}

  @Auth('admin', 'staff')
  adminOrStaffAtMethod(): void {}

  classRuleOnly(): void {}
}

@Auth('admin', 'staff')
class StaffAreaController {
  @Auth('admin')
  adminAtMethod(): void {}

  @Auth()
  anyUserAtMethod(): void {}
}

class UnguardedController {
  @Auth('partner')
  partnerAtMethod(): void {}

  @Auth()
  anyUserAtMethod(): void {}
}

type Controller = new () => object;

function contextFor(controller: Controller, method: string, role: Role | null): ExecutionContext {
  const user: SessionUser | undefined = role ? { id: 1, name: 'x', email: 'x@x.co', role, providerId: null, sessionId: 's' } : undefined;
  const handler = (controller.prototype as Record<string, () => void>)[method];
  return {
    getHandler: () => handler,
    getClass: () => controller,
    switchToHttp: () => ({ getRequest: () => ({ user }) }),
  } as unknown as ExecutionContext;
}

describe('RolesGuard: every level of @Auth must allow the role', () => {
  const guard = new RolesGuard(new Reflector());
  const allowed = (controller: Controller, method: string): Role[] =>
    (['admin', 'staff', 'partner'] as const).filter((role) => {
      try {
        return guard.canActivate(contextFor(controller, method, role));
      } catch (error) {
        if (error instanceof ForbiddenException) return false;
        throw error;
      }
    });

  const CASES: Array<{ controller: Controller; method: string; roles: Role[] }> = [
    { controller: AdminOnlyController, method: 'anyUserAtMethod', roles: ['admin'] },
    { controller: AdminOnlyController, method: 'staffAtMethod', roles: [] },
    { controller: AdminOnlyController, method: 'adminOrStaffAtMethod', roles: ['admin'] },
    { controller: AdminOnlyController, method: 'classRuleOnly', roles: ['admin'] },
    { controller: StaffAreaController, method: 'adminAtMethod', roles: ['admin'] },
    { controller: StaffAreaController, method: 'anyUserAtMethod', roles: ['admin', 'staff'] },
    { controller: UnguardedController, method: 'partnerAtMethod', roles: ['partner'] },
    { controller: UnguardedController, method: 'anyUserAtMethod', roles: ['admin', 'staff', 'partner'] },
  ];

  it.each(CASES.map((c) => ({ ...c, name: c.controller.name })))('$name, $method: allows $roles', ({ controller, method, roles }) => {
    expect(allowed(controller, method)).toEqual(roles);
  });

  it('refuses a request without a user where any level names roles', () => {
    expect(() => guard.canActivate(contextFor(AdminOnlyController, 'anyUserAtMethod', null))).toThrow('You do not have permission to do this.');
  });
});
