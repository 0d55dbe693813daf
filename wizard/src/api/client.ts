/**
 * The generic API helper: every call sends credentials (cookies); a JSON
 * content type and body are added only when there is a payload; a non-OK answer throws an Error
 * whose message is `${status}: ${bodyText || statusText}`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer. `message` is 'status: body text' (or the status text); `status` is kept for callers that branch on it. */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(apiErrorMessage(status, statusText, bodyText));
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

/**
 * The server's own message in an error body ({"message": "..."} or {"message": ["...", "..."]}),
 * or null when the body is not such JSON.
 */
export function serverMessage(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message !== '') return body.message;
    if (Array.isArray(body.message)) {
      const texts = body.message.filter((item): item is string => typeof item === 'string');
      if (texts.length > 0) return texts.join('; ');
    }
  } catch {
    // Not JSON: the body text is the message.
  }
  return null;
}

/**
 * The text a toast shows for a failed call: '400: businessName must be shorter...' (the
 * 'status: body' form, with a JSON error body reduced to its message), or the error's message.
 */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    const message = serverMessage(error.bodyText);
    return message === null ? error.message : `${error.status}: ${message}`;
  }
  return error instanceof Error && error.message ? error.message : String(error);
}

/** 404, 'Not Found', '' -> '404: Not Found'; a non-empty body text wins over the status text. */
export function apiErrorMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** The fetch options for one call: JSON headers and body only when a payload is given. */
export function buildRequestInit(method: HttpMethod, payload?: unknown, headers?: Record<string, string>): RequestInit {
  const init: RequestInit = { method, credentials: 'include' };
  if (payload !== undefined) {
    init.headers = { 'Content-Type': 'application/json', ...headers };
    init.body = JSON.stringify(payload);
  } else if (headers) {
    init.headers = { ...headers };
  }
  return init;
}

/**
 * Calls the API and answers the parsed JSON body (undefined when the answer has no body).
 * Extra headers (such as Idempotency-Key) are added to the request.
 * Throws ApiError for a non-OK status; network failures reject as fetch does.
 */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, payload?: unknown, headers?: Record<string, string>): Promise<T> {
  const response = await fetch(path, buildRequestInit(method, payload, headers));
  const bodyText = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, bodyText);
  return (bodyText ? JSON.parse(bodyText) : undefined) as T;
}
