import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../common/decorators/auth.decorator';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing request that carries the session cookie
 * (and no Bearer token) must come from the app's own origin or a configured CORS origin.
 */
@Injectable()
export class OriginGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return true;
    if (!request.cookies?.[SESSION_COOKIE] || /^Bearer /i.test(request.headers.authorization ?? '')) return true;
    const origin = request.headers.origin ?? originOf(request.headers.referer);
    if (!origin) return true;
    if (origin === ownOrigin(request) || this.config.corsOrigins.includes(origin)) return true;
    throw new ForbiddenException('Cross-site request refused.');
  }
}

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

function ownOrigin(request: FastifyRequest): string {
  const forwardedProto = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto) ?? request.protocol;
  return `${proto}://${request.headers.host}`;
}
