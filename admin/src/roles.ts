export const ROLES = ['admin', 'staff', 'partner'] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  staff: 'Staff Member',
  partner: 'Partner',
};

export const ROLE_CHOICES = ROLES.map((id) => ({ id, name: ROLE_LABELS[id] }));

export const DEFAULT_ROLE: Role = 'staff';

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const roleLabel = (role: unknown): string => (isRole(role) ? ROLE_LABELS[role] : String(role ?? ''));
