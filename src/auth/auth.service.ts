import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { CrmUser } from '../users/entities/crm-user.entity';
import { PasswordService } from '../users/password.service';
import { deviceCookieKey, newDeviceId, readDeviceCookie, signDeviceCookie } from './device-cookie';
import { LoginThrottle } from './login-throttle';
import { SESSION_TTL_SECONDS, SessionsService } from './sessions.service';
import type { JwtPayload, SessionUser } from './session-user';

export interface PublicUser {
  id: number;
  name: string;
  email: string;
  role: string;
  providerId: number | null;
}

export class InvalidCredentialsException extends UnauthorizedException {
  constructor() {
    super({ statusCode: 401, success: false, message: 'Invalid credentials', error: 'Invalid credentials' });
  }
}

export interface SignedIn {
  token: string;
  user: PublicUser;
  maxAge: number;
  /** The device cookie for this browser (a renewed one when it presented a valid one). */
  deviceCookie: string;
}

@Injectable()
export class AuthService {
  private readonly deviceKey: Buffer;

  constructor(
    @InjectRepository(CrmUser) private readonly users: Repository<CrmUser>,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionsService,
    private readonly jwt: JwtService,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.deviceKey = deviceCookieKey(config.jwtSecret);
  }

  /**
   * Checks the credentials and opens a session; answers the signed token, the user and the
   * browser's device cookie. `deviceCookie` is the one the browser presented, if any: valid and
   * for this email, its failures are limited per device rather than per email.
   */
  async login(rawEmail: string, password: string, ip: string, deviceCookie?: string): Promise<SignedIn> {
    const email = rawEmail.trim().toLowerCase();
    const now = this.clock.now();
    const device = readDeviceCookie(deviceCookie, this.deviceKey, now);
    const trustedDeviceId = device?.email === email ? device.deviceId : undefined;
    // Counted (atomically) before the password is looked at: concurrent guesses each see the ones before them.
    const attempt = await this.throttle.reserve(ip, email, trustedDeviceId);
    const user = await this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.email = :email', { email }).getOne();
    const isValid = user ? await this.passwords.verify(user.passwordHash, password) : await this.passwords.burn(password);
    if (!user || !isValid || !user.isActive) throw new InvalidCredentialsException();
    await attempt.succeeded();
    const session = await this.sessions.open(user.id);
    await this.users.update(user.id, { lastLogin: now });
    const payload: JwtPayload = { sub: user.id, sid: session.id };
    const token = await this.jwt.signAsync(payload, { expiresIn: SESSION_TTL_SECONDS, algorithm: 'HS256' });
    const renewedDevice = signDeviceCookie({ email, deviceId: trustedDeviceId ?? newDeviceId() }, this.deviceKey, now);
    return { token, user: toPublicUser(user), maxAge: SESSION_TTL_SECONDS, deviceCookie: renewedDevice };
  }

  /** Ends the session a token belongs to, if the token is ours and still readable. */
  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    try {
      const payload = await this.jwt.verifyAsync<JwtPayload>(token, { algorithms: ['HS256'] });
      if (typeof payload.sid === 'string') await this.sessions.revoke(payload.sid);
    } catch {
      // An unreadable or expired token has no session to end.
    }
  }
}

export function toPublicUser(user: Pick<SessionUser | CrmUser, 'id' | 'name' | 'email' | 'role' | 'providerId'>): PublicUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role, providerId: user.providerId ?? null };
}
