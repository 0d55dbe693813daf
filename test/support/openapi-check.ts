import { appendFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'js-yaml';
import OpenAPIBackend from 'openapi-backend';
import type { Document, Operation } from 'openapi-backend';
import request from 'supertest';
import type { Response } from 'supertest';

/**
 * The e2e suites' HTTP client holds every exchange to openapi.yaml, so the document (and the front
 * ends' types generated from it) says what the server really does.
 *
 * For each request whose route is in the document (SPA pages, static files and the docs are not):
 * - the answer's status must be listed for the operation (but for a 500: the server failing, as
 *   the tests that break it on purpose expect, is no answer of the interface);
 * - a JSON answer must match the listed schema; an answer listed without content must be empty
 *   when it is a success, while an error listed without content may carry the usual error body;
 *   a file (CSV, PDF, image, HTML) is matched on its content type only;
 * - the headers the document marks required must be there, and those present must fit their schema;
 * - the request itself is checked only when the server accepted it (a 2xx): a request the server
 *   takes must be one the document allows, while a refused one (the tests of 400s and 404s) is
 *   the server's own checks at work and checking it again against the document would only repeat
 *   them. Multipart requests (uploads) are not checked: the library reads JSON bodies only.
 * String formats (date-time, email...) are not checked: types, nullability, enums and required
 * fields are.
 *
 * OPENAPI_CHECK=fail makes a mismatch fail the request's assertion with a message naming the
 * operation and the field; OPENAPI_CHECK=report writes mismatches to the file OPENAPI_CHECK_REPORT
 * names (one JSON line each, default openapi-check-report.jsonl in the temporary folder) instead;
 * OPENAPI_CHECK=off turns the check off. DEFAULT_MODE below says which applies when none is set.
 */

const DOCUMENT = join(__dirname, '..', '..', 'openapi.yaml');
/** Every e2e suite is clean on both engines: a mismatch fails the test unless a run asks otherwise. */
const DEFAULT_MODE = 'fail';
const MODE = process.env.OPENAPI_CHECK ?? DEFAULT_MODE;
const REPORT = process.env.OPENAPI_CHECK_REPORT ?? join(tmpdir(), 'openapi-check-report.jsonl');

type ResponseObject = { content?: Record<string, { schema?: unknown }>; headers?: Record<string, { required?: boolean; schema?: { type?: string } }> };
type AjvError = { instancePath?: string; message?: string; params?: Record<string, unknown> };

let api: Promise<OpenAPIBackend> | undefined;

function openApi(): Promise<OpenAPIBackend> {
  api ??= (async () => {
    const definition = withNullableForAjv(load(readFileSync(DOCUMENT, 'utf8'))) as Document;
    const backend = new OpenAPIBackend({ definition, quick: true, validate: true, ajvOpts: { validateFormats: false, allErrors: true } });
    await backend.init();
    return backend;
  })();
  return api;
}

/**
 * OpenAPI 3.0's `nullable` means "or null"; Ajv only honours it beside a `type` and wants null in
 * an `enum`, so a nullable enum gets null added, and a nullable schema without a type or composed
 * of others (oneOf, allOf of a $ref: a nullable object) is rewritten for the validator as "that,
 * or null", as the generated front-end types read it.
 */
function withNullableForAjv(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullableForAjv);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withNullableForAjv(value)])) as Record<string, unknown>;
  if (entries.nullable === true && Array.isArray(entries.enum) && !entries.enum.includes(null)) entries.enum = [...(entries.enum as unknown[]), null];
  const composed = entries.allOf !== undefined || entries.oneOf !== undefined || entries.anyOf !== undefined;
  if (entries.nullable === true && (entries.type === undefined || composed)) {
    const { nullable: _nullable, description, ...schema } = entries;
    return { description, anyOf: [schema, { type: 'null' }] };
  }
  return entries;
}

function describeErrors(where: string, errors: AjvError[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const extra = error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : '';
    const missing = error.params && 'missingProperty' in error.params ? ` (${String(error.params.missingProperty)})` : '';
    return `${where}${error.instancePath || ''}: ${error.message ?? 'invalid'}${extra}${missing}`;
  });
}

/** The documented response for a status: exact, then 2XX-style, then default. */
function documentedResponse(operation: Operation, status: number): ResponseObject | undefined {
  const responses = (operation.responses ?? {}) as Record<string, ResponseObject>;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

function contentTypeMatches(listed: string, actual: string): boolean {
  if (listed === '*/*' || listed === actual) return true;
  if (listed.endsWith('/*')) return actual.startsWith(listed.slice(0, -1));
  return false;
}

interface Exchange {
  method: string;
  path: string;
  headers: Record<string, string | string[]>;
  body: unknown;
  multipart: boolean;
}

/** The mismatches of one exchange with the document ([] when it fits or its route is not documented). */
async function mismatches(exchange: Exchange, res: Response): Promise<{ operation?: string; problems: string[] }> {
  const backend = await openApi();
  const [pathname, query = ''] = exchange.path.split('?');
  const req = { method: exchange.method.toLowerCase(), path: pathname, query, headers: exchange.headers, body: exchange.body };
  const operation = backend.router.matchOperation(req);
  if (!operation) return { problems: [] };
  const problems: string[] = [];
  const status = res.status;

  if (status >= 200 && status < 300 && !exchange.multipart) {
    problems.push(...describeErrors('request', backend.validator.validateRequest(req, operation).errors as AjvError[]));
  }

  const documented = documentedResponse(operation, status);
  if (!documented && status === 500) return { operation: operation.operationId, problems };
  if (!documented) {
    problems.push(`answer status ${status} is not listed (listed: ${Object.keys(operation.responses ?? {}).join(', ')})`);
    return { operation: operation.operationId, problems };
  }

  const actualType = (res.type || '').toLowerCase();
  const listedTypes = Object.keys(documented.content ?? {});
  const bodyText = res.text ?? '';
  if (listedTypes.length === 0) {
    if (status < 400 && bodyText.length > 0) problems.push(`answer ${status} is listed without content but has a body (${actualType || 'no content type'})`);
  } else if (listedTypes.includes('application/json') && (actualType === 'application/json' || actualType.endsWith('+json'))) {
    problems.push(...describeErrors('answer body', backend.validator.validateResponse(res.body, operation, status).errors as AjvError[]));
  } else if (!listedTypes.some((listed) => contentTypeMatches(listed.toLowerCase(), actualType))) {
    problems.push(`answer ${status} content type ${actualType || '(none)'} is not listed (listed: ${listedTypes.join(', ')})`);
  }

  // Headers are checked here rather than by the library's header validators, which compile four
  // schemas per status and made the suites' set-up calls slow: required ones present, numbers numeric.
  const headers = res.headers as Record<string, string>;
  for (const [name, header] of Object.entries(documented.headers ?? {})) {
    const value = headers[name.toLowerCase()];
    if (value === undefined) {
      if (header.required) problems.push(`answer header ${name} is required but missing`);
      continue;
    }
    const type = header.schema?.type;
    if ((type === 'integer' && !/^-?\d+$/.test(value)) || (type === 'number' && !Number.isFinite(Number(value)))) {
      problems.push(`answer header ${name}: must be ${type} (got ${value})`);
    }
  }
  return { operation: operation.operationId, problems };
}

type Test = ReturnType<ReturnType<typeof request>['get']>;
type Internals = {
  _data?: unknown;
  assert(resError: unknown, res: Response, fn?: (err: unknown, res: Response) => void): void;
};

/** Hooks the document check into one supertest request, after the test's own assertions. */
function checked(test: Test): Test {
  const internals = test as unknown as Internals;
  const assert = internals.assert.bind(test);
  internals.assert = (resError, res, fn) => {
    assert(resError, res, (error, answer) => {
      if (error || !answer || MODE === 'off' || !fn) return fn?.call(test, error, answer);
      const clientRequest = (answer as unknown as { req: { method: string; path: string; getHeaders(): Record<string, string | string[]> } }).req;
      const exchange: Exchange = {
        method: clientRequest.method,
        path: clientRequest.path,
        headers: Object.fromEntries(Object.entries(clientRequest.getHeaders()).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value])),
        body: bodyOf(internals._data),
        multipart: String(clientRequest.getHeaders()['content-type'] ?? '').startsWith('multipart/'),
      };
      mismatches(exchange, answer).then(
        ({ operation, problems }) => {
          if (problems.length === 0) return fn.call(test, null, answer);
          const heading = `${exchange.method} ${exchange.path.split('?')[0]} (${operation}) answered ${answer.status}; the exchange differs from openapi.yaml`;
          if (MODE === 'report') {
            appendFileSync(
              REPORT,
              `${JSON.stringify({ test: expect.getState().currentTestName, file: expect.getState().testPath, operation, method: exchange.method, path: exchange.path, status: answer.status, problems })}\n`,
            );
            return fn.call(test, null, answer);
          }
          fn.call(test, new Error(`${heading}:\n  ${problems.join('\n  ')}`), answer);
        },
        (failure: unknown) => {
          if (MODE !== 'report') return fn.call(test, failure, answer);
          appendFileSync(
            REPORT,
            `${JSON.stringify({ test: expect.getState().currentTestName, file: expect.getState().testPath, method: exchange.method, path: exchange.path, status: answer.status, problems: [`the check failed: ${String(failure)}`] })}\n`,
          );
          fn.call(test, null, answer);
        },
      );
    });
  };
  return test;
}

/**
 * The request body as the validator reads it: sent text is parsed as JSON, but a JSON text that is
 * itself a string ('"text"') stays as sent, since the library parses a string body once more.
 */
function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'string' ? data : parsed;
  } catch {
    return data;
  }
}

/** supertest's client for a server, with every request held to openapi.yaml (see above). */
export function checkedRequest(server: Parameters<typeof request>[0]): ReturnType<typeof request> {
  const client = request(server);
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const made = (value as (...a: unknown[]) => unknown).apply(target, args);
        return made && typeof made === 'object' && 'assert' in made ? checked(made as unknown as Test) : made;
      };
    },
  });
}
