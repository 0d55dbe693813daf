import { useGetIdentity } from 'react-admin';
import { isRole } from './roles';
import type { CurrentUser } from './api/types';

/** The signed-in user through react-admin's identity query (cached by the authProvider). */
export const useCurrentUser = (): { user: CurrentUser | undefined; isPending: boolean } => {
  const { identity, isPending } = useGetIdentity();
  if (!identity || !isRole(identity.role)) return { user: undefined, isPending };
  return {
    user: {
      // react-admin's identity id is string | number; the API's user ids are numbers.
      id: Number(identity.id),
      name: typeof identity.name === 'string' ? identity.name : (identity.fullName ?? ''),
      email: typeof identity.email === 'string' ? identity.email : '',
      role: identity.role,
      providerId: identity.providerId ?? null,
    },
    isPending,
  };
};

/** Ids may come back as numbers or strings; compare them as text. */
export const isSameId = (a: unknown, b: unknown): boolean => a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);
