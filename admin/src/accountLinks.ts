import type { components } from '@api-types/schema';
import { serverMessage } from './httpClient';

type Schemas = components['schemas'];

/** POST /api/crm/users/{id}/invitation. */
export type InvitationSent = Schemas['InvitationSentDto'];
/** POST /api/auth/set-password/check. */
export type AccountLinkView = Schemas['AccountLinkViewDto'];
/** POST /api/auth/set-password. */
export type PasswordSet = Schemas['PasswordSetDto'];
/** POST /api/auth/password-reset. */
export type PasswordResetRequested = Schemas['PasswordResetRequestedDto'];

/**
 * The public calls of the emailed account links (no session: the sign-in page's neighbours, so
 * plain fetch like the sign-in itself, not the data provider, which signs a 401 out). Each answers
 * the body, or an AccountLinkError carrying the status and the server's text; a network failure
 * throws as fetch does.
 */
export class AccountLinkError extends Error {
  constructor(
    readonly status: number,
    message: string | undefined,
    /** The server's field messages for a refused form (400 with a list). */
    readonly fieldMessages: string[],
  ) {
    super(message ?? `Request failed (${status})`);
    this.name = 'AccountLinkError';
  }
}

const post = async <Answer>(url: string, body: unknown): Promise<Answer> => {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const message = (json as { message?: unknown } | undefined)?.message;
    throw new AccountLinkError(response.status, serverMessage(json), Array.isArray(message) ? message.filter((m): m is string => typeof m === 'string') : []);
  }
  return json as Answer;
};

export const requestPasswordReset = (email: string) => post<PasswordResetRequested>('/api/auth/password-reset', { email });
export const checkAccountLink = (token: string) => post<AccountLinkView>('/api/auth/set-password/check', { token });
export const setPasswordFromLink = (token: string, password: string) => post<PasswordSet>('/api/auth/set-password', { token, password });
