import { useGetList } from 'react-admin';
import type { UserView } from '../../api/types';

/** The API's largest page: the whole users list of a back-office in one call. */
const ALL_USERS = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };

/**
 * The CRM users, by name, for the admin's assignee filter and picker (GET /api/crm/users is admin
 * only: asked only when `isEnabled`, as a refused call would sign the user out). One cached query
 * serves the filter bar and the dialogs.
 */
export const useTaskUsers = (isEnabled: boolean): UserView[] => {
  const { data } = useGetList<UserView>('users', ALL_USERS, { enabled: isEnabled });
  return isEnabled ? (data ?? []) : [];
};
