import type { Role } from '../users/entities/crm-user.entity';

/** What a request knows about its signed-in user. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  providerId: number | null;
  sessionId: string;
}

export interface JwtPayload {
  sub: number;
  sid: string;
}
