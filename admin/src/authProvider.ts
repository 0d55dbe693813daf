import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccess } from './canAccess';
import { CRM_API, serverMessage } from './httpClient';
import { isRole, type Role } from './roles';

/** The signed-in CRM user, as answered by GET /api/crm/auth/user and POST /api/auth/login. */
export interface CurrentUser {
  id: number | string;
  name: string;
  email: string;
  role: Role;
  providerId: number | string | null;
}

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

const LOGIN_URL = '/api/auth/login';
const LOGOUT_URL = '/api/auth/logout';
const CURRENT_USER_URL = `${CRM_API}/auth/user`;

const toCurrentUser = (value: unknown): CurrentUser | null => {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  if ((typeof raw.id !== 'number' && typeof raw.id !== 'string') || !isRole(raw.role)) return null;
  const providerId = raw.providerId;
  return {
    id: raw.id,
    name: typeof raw.name === 'string' ? raw.name : '',
    email: typeof raw.email === 'string' ? raw.email : '',
    role: raw.role,
    providerId: typeof providerId === 'number' || typeof providerId === 'string' ? providerId : null,
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
  return toCurrentUser(await response.json());
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
  async login({ email, password }: { email: string; password: string }) {
    forgetCurrentUser();
    let response: Response;
    try {
      response = await fetch(LOGIN_URL, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    } catch {
      throw new NetworkError();
    }
    const body = await readJson(response);
    const user = response.ok ? toCurrentUser((body as { user?: unknown } | undefined)?.user) : null;
    if (!user || (body as { success?: unknown }).success === false) {
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
    // message: false -> no "please log in" toast on the sign-in screen; just go there.
    if (!user) throw { message: false };
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
