import { useSearchParams } from 'react-router-dom';

/**
 * Where the user screens go back to (after Create User, Update User, Delete or Cancel) when they
 * were opened from another screen's user management tab: `?returnTo=` on their address. Only the
 * screens that embed the users list are accepted (never another site, never an arbitrary path),
 * else the users list.
 */
export const RETURN_TO_PARAM = 'returnTo';

/** The screens that show the users list inside themselves (admin console, administration page). */
const RETURN_SCREENS = ['/admin-consolidated', '/admin'];

export const USERS_LIST_PATH = '/users';

/** A path inside /crm that may be returned to, else null. */
export const safeReturnTo = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const [pathname] = value.split('?');
  return RETURN_SCREENS.includes(pathname) ? value : null;
};

/** A user screen's address that comes back to `returnTo` (when it is one of RETURN_SCREENS). */
export const withReturnTo = (path: string, returnTo: string | undefined): string => {
  const safe = safeReturnTo(returnTo);
  return safe ? `${path}?${new URLSearchParams({ [RETURN_TO_PARAM]: safe }).toString()}` : path;
};

/** The return path of the current user screen: the embedding screen's tab, or the users list. */
export const useReturnTo = (): string => {
  const [searchParams] = useSearchParams();
  return safeReturnTo(searchParams.get(RETURN_TO_PARAM)) ?? USERS_LIST_PATH;
};
