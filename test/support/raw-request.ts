import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';

/**
 * A request straight to the app's Fastify instance, no HTTP client between: the answer's headers
 * and its bytes (rawPayload) exactly as the server sent them, compressed or not. Accept-Encoding is
 * sent only when given (supertest would add its own); a `json` body is sent as application/json.
 */
export function rawRequest(
  t: TestApp,
  request: { method?: 'GET' | 'POST'; url: string; acceptEncoding?: string; json?: unknown },
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (request.acceptEncoding) headers['accept-encoding'] = request.acceptEncoding;
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  return t.app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: request.method ?? 'GET',
      url: request.url,
      headers,
      ...(request.json !== undefined ? { payload: JSON.stringify(request.json) } : {}),
    });
}

/** GET `url` straight from the app, asking for `acceptEncoding` when given (rawRequest). */
export function rawGet(t: TestApp, url: string, acceptEncoding?: string): Promise<LightMyRequestResponse> {
  return rawRequest(t, { url, acceptEncoding });
}
