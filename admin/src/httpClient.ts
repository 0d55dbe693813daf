import { fetchUtils, HttpError } from 'react-admin';

/** Base path of the CRM API. */
export const CRM_API = '/api/crm';

/**
 * The text a server error carries. Nest errors are {statusCode, message, error}, where message
 * is a string or, for validation, an array of strings; the login route answers {success, error}.
 */
export const serverMessage = (body: unknown): string | undefined => {
  if (typeof body === 'string') return body.trim() || undefined;
  if (!body || typeof body !== 'object') return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (Array.isArray(message)) {
    const parts = message.filter((part): part is string => typeof part === 'string' && part !== '');
    if (parts.length > 0) return parts.join('; ');
  }
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return undefined;
};

/**
 * The message worth showing to a user for a failed call: the server's own text for 4xx answers.
 * Server faults and network failures give undefined, so the caller's fallback text is shown.
 */
export const userFacingMessage = (error: unknown): string | undefined => {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
    return serverMessage(error.body) ?? (error.message || undefined);
  }
  return undefined;
};

/** fetchJson with the session cookie, and errors whose message is the server's text. */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(serverMessage(error.body) ?? error.message, error.status, error.body);
    }
    throw error;
  }
};
