import { createSecretKey } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { SESSION_COOKIE } from '../common/decorators/auth.decorator';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { SessionsService } from './sessions.service';
import type { JwtPayload, SessionUser } from './session-user';

function fromCookie(request: { cookies?: Record<string, string | undefined> }): string | null {
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

/**
 * Reads the JWT from the session cookie or an Authorization: Bearer header. Only HS256 tokens
 * signed with our key are accepted (alg none and other keys are refused), and the token's
 * session must still be open on the server.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), fromCookie]),
      // A key object made once: given the text, jsonwebtoken would first try (and fail) to read it
      // as a public key, then make a key of it, on every request. passport-jwt hands the key to
      // jsonwebtoken's verify unchanged, which takes a KeyObject; its typings only name text.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: JwtPayload): Promise<SessionUser> {
    const user = await this.sessions.resolve(payload);
    if (!user) throw new UnauthorizedException('Your session has ended. Please sign in again.');
    return user;
  }
}
