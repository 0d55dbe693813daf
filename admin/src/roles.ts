import type { Role } from './api/types';

export type { Role };

/** Every role the API knows (the generated Role type), with its label: a new role fails the type-check here. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  staff: 'Staff Member',
  partner: 'Partner',
};

export const ROLES = Object.keys(ROLE_LABELS) as Role[];

export const ROLE_CHOICES = ROLES.map((id) => ({ id, name: ROLE_LABELS[id] }));

export const DEFAULT_ROLE: Role = 'staff';

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const roleLabel = (role: unknown): string => (isRole(role) ? ROLE_LABELS[role] : String(role ?? ''));
