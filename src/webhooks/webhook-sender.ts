import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { request as httpRequest, IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isBlockedAddress, literalAddress, refusedAddressMessage } from './webhook-address';
import { MAX_RESPONSE_BYTES, REQUEST_TIMEOUT_MS, RESPONSE_EXCERPT_BYTES, shortError } from './webhook-policy';

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SendRules {
  /** Production: only https URLs. */
  requireHttps: boolean;
  /** Outside production only (WEBHOOK_ALLOW_PRIVATE): private and loopback addresses may be reached. */
  allowPrivate: boolean;
}

/** What one attempt got: the status (null when no answer came), the time it took, the answer's first bytes. */
export interface WebhookAnswer {
  statusCode: number | null;
  durationMs: number;
  excerpt: string | null;
  isCut: boolean;
  error: string | null;
}

class RefusedAddress extends Error {}

/**
 * A DNS lookup that refuses a host when any of its addresses is one a webhook may not reach: the
 * check is made at connection time, on the very addresses the socket then connects to, so a name
 * that resolves elsewhere between a check and the connection (DNS rebinding) cannot slip through.
 */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((entry) => isBlockedAddress(entry.address));
      if (refused) return callback(new RefusedAddress(refusedAddressMessage(refused.address)), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/**
 * Why a URL may not be sent to, or null: a malformed URL, a scheme other than https (http too
 * outside production), credentials in it, or a host written as a blocked IP address. A host name
 * is checked after DNS, when the request connects.
 */
export function urlProblem(raw: string, rules: SendRules): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'url must be a valid URL';
  }
  const schemes = rules.requireHttps ? ['https:'] : ['https:', 'http:'];
  if (!schemes.includes(url.protocol)) return rules.requireHttps ? 'url must start with https://' : 'url must start with https:// or http://';
  if (url.username || url.password) return 'url must not carry a user name or password';
  const address = literalAddress(url.hostname);
  if (address && !rules.allowPrivate && isBlockedAddress(address)) return refusedAddressMessage(address);
  return null;
}

/**
 * POSTs one signed message: no redirect is followed, the whole exchange is cut off after 10
 * seconds, and the answer is read up to 64 KB (the rest is not downloaded). Never throws: every
 * failure is an answer with its error.
 */
export function postWebhook(message: WebhookRequest, rules: SendRules): Promise<WebhookAnswer> {
  const startedAt = performance.now();
  const elapsed = (): number => Math.round(performance.now() - startedAt);
  const problem = urlProblem(message.url, rules);
  if (problem) return Promise.resolve({ statusCode: null, durationMs: 0, excerpt: null, isCut: false, error: shortError(problem) });
  const url = new URL(message.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<WebhookAnswer>((resolve) => {
    let isSettled = false;
    const finish = (answer: Omit<WebhookAnswer, 'durationMs'>): void => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      resolve({ ...answer, durationMs: elapsed() });
    };
    const request = send(
      url,
      {
        method: 'POST',
        // A fresh connection (and DNS check) on every attempt.
        agent: false,
        lookup: checkedLookup(rules.allowPrivate),
        headers: {
          ...message.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(message.body)),
          'user-agent': 'MerchantCompare-Webhooks/1',
        },
      },
      (response: IncomingMessage) =>
        readAnswer(response, (body, isCut) => finish({ statusCode: response.statusCode ?? null, excerpt: excerptOf(body), isCut, error: null })),
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, excerpt: null, isCut: false, error: `Timed out after ${REQUEST_TIMEOUT_MS / 1000} seconds` });
      request.destroy();
    }, REQUEST_TIMEOUT_MS);
    request.on('error', (error: Error) => finish({ statusCode: null, excerpt: null, isCut: false, error: shortError(describe(error)) }));
    request.end(message.body);
  });
}

/** Reads an answer up to MAX_RESPONSE_BYTES; past that the connection is closed and the answer counted as cut. */
function readAnswer(response: IncomingMessage, done: (body: Buffer, isCut: boolean) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  response.on('data', (chunk: Buffer) => {
    if (size >= MAX_RESPONSE_BYTES) return;
    chunks.push(chunk);
    size += chunk.length;
    if (size >= MAX_RESPONSE_BYTES) {
      const body = Buffer.concat(chunks).subarray(0, MAX_RESPONSE_BYTES);
      response.destroy();
      done(body, true);
    }
  });
  response.on('end', () => done(Buffer.concat(chunks), false));
  response.on('error', () => done(Buffer.concat(chunks), size >= MAX_RESPONSE_BYTES));
}

function excerptOf(body: Buffer): string | null {
  if (body.length === 0) return null;
  // A multi-byte character cut in half at the end is dropped rather than shown as garbage.
  return body
    .subarray(0, RESPONSE_EXCERPT_BYTES)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
}

function describe(error: Error): string {
  if (error instanceof RefusedAddress) return error.message;
  const code = (error as { code?: unknown }).code;
  return `${typeof code === 'string' ? `${code}: ` : ''}${error.message}`;
}
