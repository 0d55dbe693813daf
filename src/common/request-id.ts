import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request's id, in the request from a proxy and in every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand on: at most 128 characters of letters, digits, '.', '_' and '-'. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Fastify's genReqId: behind trusted proxies (TRUST_PROXY > 0) a sane X-Request-Id from the proxy
 * is kept, so that one id follows the request through the proxy's and the app's logs; otherwise
 * (or when the header is missing or not sane) a fresh UUID. Without a trusted proxy the header is
 * ignored, as any client could write it.
 */
export function requestIdGenerator(trustsProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (trustsProxy && typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)) return incoming;
    return randomUUID();
  };
}
