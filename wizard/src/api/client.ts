/**
 * The generic API helper of public-site.md §7: every call sends credentials (cookies); a JSON
 * content type and body are added only when there is a payload; a non-OK answer throws an Error
 * whose message is `${status}: ${bodyText || statusText}`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer. `message` follows §7; `status` is kept for callers that branch on it. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, statusText: string, bodyText: string) {
    super(apiErrorMessage(status, statusText, bodyText));
    this.name = 'ApiError';
    this.status = status;
  }
}

/** 404, 'Not Found', '' -> '404: Not Found'; a non-empty body text wins over the status text. */
export function apiErrorMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** The fetch options for one call: JSON headers and body only when a payload is given. */
export function buildRequestInit(method: HttpMethod, payload?: unknown): RequestInit {
  const init: RequestInit = { method, credentials: 'include' };
  if (payload !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(payload);
  }
  return init;
}

/**
 * Calls the API and answers the parsed JSON body (undefined when the answer has no body).
 * Throws ApiError for a non-OK status; network failures reject as fetch does.
 */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, payload?: unknown): Promise<T> {
  const response = await fetch(path, buildRequestInit(method, payload));
  const bodyText = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, bodyText);
  return (bodyText ? JSON.parse(bodyText) : undefined) as T;
}
