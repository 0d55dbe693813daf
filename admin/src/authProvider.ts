import type { AuthProvider, UserIdentity } from 'react-admin';
import type { CurrentUser, LoginBody, LoginResponse } from './api/types';
import { canAccess } from './canAccess';
import { CRM_API, serverMessage } from './httpClient';
import { isRole } from './roles';

export type { CurrentUser };

/** Login failed because the server could not be reached (as opposed to a refusal). */
export class NetworkError extends Error {
  constructor() {
    super('Network error occurred. Please try again.');
    this.name = 'NetworkError';
  }
}

/** The server refused the login; message is the server's text when it gave one. */
export class LoginRefusedError extends Error {
  constructor(serverText: string | undefined) {
    super(serverText ?? 'Invalid credentials');
    this.name = 'LoginRefusedError';
  }
}

/**
 * What checkAuth rejects with when nobody is signed in (as opposed to the check itself failing).
 * message false: react-admin shows no 'please log in' toast for it.
 */
export const SIGNED_OUT = { message: false, isSignedOut: true } as const;

export const isSignedOut = (error: unknown): boolean => typeof error === 'object' && error !== null && 'isSignedOut' in error && error.isSignedOut === true;

const LOGIN_URL = '/api/auth/login';
const LOGOUT_URL = '/api/auth/logout';
const CURRENT_USER_URL = `${CRM_API}/auth/user`;

/**
 * The user of an answer (CurrentUserDto), or null when the answer does not have its shape: an id
 * and a known role are what the back-office cannot do without.
 */
const toCurrentUser = (value: unknown): CurrentUser | null => {
  if (!value || typeof value !== 'object') return null;
  const user = value as Partial<CurrentUser>;
  if (typeof user.id !== 'number' || !isRole(user.role)) return null;
  return {
    id: user.id,
    name: user.name ?? '',
    email: user.email ?? '',
    role: user.role,
    providerId: user.providerId ?? null,
  };
};

/**
 * The current user, fetched once and kept in memory for the session.
 * null means "not signed in" (401/403). Failures other than that are not cached.
 */
let currentUser: Promise<CurrentUser | null> | null = null;

const fetchCurrentUser = async (): Promise<CurrentUser | null> => {
  const response = await fetch(CURRENT_USER_URL, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return toCurrentUser((await response.json()) as CurrentUser);
};

export const getCurrentUser = (): Promise<CurrentUser | null> => {
  if (!currentUser) {
    currentUser = fetchCurrentUser().catch((error: unknown) => {
      currentUser = null;
      throw error;
    });
  }
  return currentUser;
};

/** Forget the cached user, so the next check asks the server (e.g. after changing one's own account). */
export const forgetCurrentUser = (): void => {
  currentUser = null;
};

/** We know there is no session (after logout or a 401/403): answer that without asking again. */
const rememberSignedOut = (): void => {
  currentUser = Promise.resolve(null);
};

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
};

const statusOf = (error: unknown): number | undefined => {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status } = error as { status: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
};

export const authProvider: AuthProvider = {
  async login({ email, password }: LoginBody) {
    forgetCurrentUser();
    let response: Response;
    try {
      response = await fetch(LOGIN_URL, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, password } satisfies LoginBody),
      });
    } catch {
      throw new NetworkError();
    }
    const body = (await readJson(response)) as Partial<LoginResponse> | undefined;
    const user = response.ok ? toCurrentUser(body?.user) : null;
    if (!user || body?.success === false) {
      throw new LoginRefusedError(serverMessage(body));
    }
    currentUser = Promise.resolve(user);
    // The sign-in screen welcomes the user and redirects after 1 second itself.
    return { redirectTo: false, user };
  },

  async logout() {
    // Skip the call when we already know there is no session (e.g. redirect after a 401).
    const known = currentUser ? await currentUser.catch(() => undefined) : undefined;
    rememberSignedOut();
    if (known !== null) {
      await fetch(LOGOUT_URL, { method: 'POST', credentials: 'include' }).catch(() => undefined);
    }
    return '/login';
  },

  async checkAuth() {
    const user = await getCurrentUser();
    if (!user) throw SIGNED_OUT;
  },

  async checkError(error: unknown) {
    const status = statusOf(error);
    if (status === 401 || status === 403) {
      rememberSignedOut();
      throw error;
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = await getCurrentUser();
    if (!user) throw new Error('Not signed in');
    return { ...user, fullName: user.name };
  },

  async getPermissions() {
    const user = await getCurrentUser();
    return user?.role;
  },

  async canAccess({ resource, action }) {
    const user = await getCurrentUser();
    return canAccess(user?.role, resource, action);
  },
};
