import type { Role } from '../../roles';

/** A CRM user as listed by GET /api/crm/users (spec §3). The password is write-only. */
export interface UserRecord {
  id: number | string;
  name: string;
  email: string;
  role: Role;
  isActive: boolean;
  hasGoogleIntegration: boolean;
  lastLogin: string | null;
  providerId: number | string | null;
}

export type UserFormMode = 'create' | 'edit';
