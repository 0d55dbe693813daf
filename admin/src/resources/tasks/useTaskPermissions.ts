import { canAccess } from '../../canAccess';
import { useCurrentUser } from '../../useCurrentUser';

/** Who is working on the tasks screen, and whether they may give tasks to others (admins only). */
export const useTaskPermissions = (): { userId: number | null; canAssignOthers: boolean } => {
  const { user } = useCurrentUser();
  return { userId: user?.id ?? null, canAssignOthers: canAccess(user?.role, 'task-assignment', 'edit') };
};
