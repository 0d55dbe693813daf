import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, LessThan, Not, Repository } from 'typeorm';
import { AuthSession } from './entities/auth-session.entity';
import type { JwtPayload, SessionUser } from './session-user';

export const SESSION_TTL_SECONDS = 12 * 60 * 60;

/** Server-side sessions: a JWT is honoured only while its session is open and its user active. */
@Injectable()
export class SessionsService {
  constructor(@InjectRepository(AuthSession) private readonly sessions: Repository<AuthSession>) {}

  async open(userId: number): Promise<AuthSession> {
    const session = this.sessions.create({
      id: randomUUID(),
      userId,
      expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
      revokedAt: null,
    });
    return this.sessions.save(session);
  }

  async resolve(payload: JwtPayload): Promise<SessionUser | null> {
    if (typeof payload?.sid !== 'string' || typeof payload?.sub !== 'number') return null;
    const session = await this.sessions.findOne({ where: { id: payload.sid }, relations: { user: true } });
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
    const user = session.user;
    if (!user || user.id !== payload.sub || !user.isActive) return null;
    return { id: user.id, name: user.name, email: user.email, role: user.role, providerId: user.providerId, sessionId: session.id };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Ends every session of a user (deactivation, password change), but `exceptSessionId` if given. */
  async revokeAllFor(userId: number, manager?: EntityManager, exceptSessionId?: string): Promise<void> {
    const repo = manager ? manager.getRepository(AuthSession) : this.sessions;
    const where = exceptSessionId ? { userId, revokedAt: IsNull(), id: Not(exceptSessionId) } : { userId, revokedAt: IsNull() };
    await repo.update(where, { revokedAt: new Date() });
  }

  /** Housekeeping: forget sessions that ended more than a day ago. */
  async purgeExpired(): Promise<void> {
    await this.sessions.delete({ expiresAt: LessThan(new Date(Date.now() - 24 * 60 * 60 * 1000)) });
  }
}
