import type { UserView } from '../../api/types';

/** A CRM user as GET /api/crm/users answers it; the password is write-only. */
export type UserRecord = UserView;

export type UserFormMode = 'create' | 'edit';
