import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Not, Repository } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AuthSession } from './entities/auth-session.entity';
import type { JwtPayload, SessionUser } from './session-user';

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
/** A session's last-seen time is written at most this often (not on every request). */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

/**
 * Server-side sessions: a JWT is honoured only while its session is open and its user active.
 * A session ends on logout, deactivation, deletion or a password change, 12 hours after sign-in,
 * and when it has not been used for SESSION_IDLE_MINUTES.
 */
@Injectable()
export class SessionsService {
  private readonly idleMs: number;

  constructor(
    @InjectRepository(AuthSession) private readonly sessions: Repository<AuthSession>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.idleMs = config.sessionIdleMinutes * 60_000;
  }

  async open(userId: number): Promise<AuthSession> {
    const now = this.clock.now();
    const session = this.sessions.create({
      id: randomUUID(),
      userId,
      expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
      lastSeenAt: now,
      revokedAt: null,
    });
    return this.sessions.save(session);
  }

  /**
   * The signed-in user of a token's session, or null when the session has ended (revoked,
   * expired, idle too long) or its user is gone or inactive. Each use moves the session's
   * last-seen time, written at most once a minute; so the idle period is measured from a time
   * up to a minute before the last use.
   */
  async resolve(payload: JwtPayload): Promise<SessionUser | null> {
    if (typeof payload?.sid !== 'string' || typeof payload?.sub !== 'number') return null;
    // One query (findOne with a relation would first run a DISTINCT query for the id).
    const session = await this.sessions
      .createQueryBuilder('session')
      .leftJoinAndSelect('session.user', 'user')
      .where('session.id = :sid', { sid: payload.sid })
      .getOne();
    const now = this.clock.now();
    if (!session || session.revokedAt || session.expiresAt.getTime() <= now.getTime()) return null;
    const idleFor = now.getTime() - session.lastSeenAt.getTime();
    if (idleFor > this.idleMs) return null;
    const user = session.user;
    if (!user || user.id !== payload.sub || !user.isActive) return null;
    if (idleFor >= LAST_SEEN_WRITE_INTERVAL_MS) await this.sessions.update({ id: session.id }, { lastSeenAt: now });
    return { id: user.id, name: user.name, email: user.email, role: user.role, providerId: user.providerId, sessionId: session.id };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: this.clock.now() });
  }

  /** Ends every session of a user (deactivation, password change), but `exceptSessionId` if given. */
  async revokeAllFor(userId: number, manager?: EntityManager, exceptSessionId?: string): Promise<void> {
    const repo = manager ? manager.getRepository(AuthSession) : this.sessions;
    const where = exceptSessionId ? { userId, revokedAt: IsNull(), id: Not(exceptSessionId) } : { userId, revokedAt: IsNull() };
    await repo.update(where, { revokedAt: this.clock.now() });
  }

  /** Housekeeping: deletes every session that can no longer be used (revoked, expired or idle too long); answers how many. */
  async deleteEnded(now: Date): Promise<number> {
    const idleSince = new Date(now.getTime() - this.idleMs);
    const result = await this.sessions
      .createQueryBuilder()
      .delete()
      .from(AuthSession)
      .where('revokedAt IS NOT NULL OR expiresAt <= :now OR lastSeenAt < :idleSince', { now, idleSince })
      .execute();
    return result.affected ?? 0;
  }
}
