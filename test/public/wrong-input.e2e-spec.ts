import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { startApp, TestApp } from '../support/app';
import { compare, createProfile, LEAD, NEW_RETAILER, quotesOf, Visitor } from '../support/visitor';

/**
 * Every public call, every field of its body (as openapi.yaml lists them), each given values of
 * the wrong kind: the answer is a 4xx that says what is wrong (or, for tracking, a quiet 2xx),
 * never a 500. Odd path parameters get the same treatment.
 */
type Schema = { $ref?: string; properties?: Record<string, unknown> };
type Operation = { requestBody?: { content: Record<string, { schema: Schema }> }; security?: unknown[] };

const WRONG_VALUES: unknown[] = [
  'not a number',
  '',
  -1,
  1e308,
  0.000001,
  true,
  null,
  {},
  [],
  [[1]],
  { nested: { deep: [1] } },
  'x'.repeat(5000),
  '1; DROP TABLE leads',
  '<script>alert(1)</script>',
];
const ODD_IDS = ['0', '-1', '1.5', '99999999999999999999', 'abc', '%00', "1' OR '1'='1", 'x'.repeat(300), '00000000-0000-0000-0000-000000000000'];

function publicJsonOperations(): Array<{ method: string; path: string; fields: string[] }> {
  const document = load(readFileSync(join(__dirname, '..', '..', 'openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };
  const operations: Array<{ method: string; path: string; fields: string[] }> = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation.security?.length) continue; // signed-in calls: test/auth and test/users
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const resolved = schema.$ref ? document.components.schemas[schema.$ref.split('/').pop() ?? ''] : schema;
      operations.push({ method, path, fields: Object.keys(resolved?.properties ?? {}) });
    }
  }
  return operations;
}

describe("A visitor's wrong input never gets a 500", () => {
  let t: TestApp;
  let visitor: Visitor;
  let quoteId: number;
  const operations = publicJsonOperations();

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_PUBLIC: '1000000' });
    visitor = await createProfile(t);
    await compare(t, visitor, { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 15000 }).expect(200);
    quoteId = (await quotesOf(t, visitor))[0].id;
  });
  afterAll(() => t.close());

  /** A body that the call accepts, so each wrong value is the only thing wrong with it. */
  function validBody(path: string): Record<string, unknown> {
    const ids = { id: visitor.profileId, sessionId: visitor.sessionId };
    if (path === '/api/leads') return { ...LEAD, businessProfileId: visitor.profileId, sessionId: visitor.sessionId };
    if (path === '/api/progress/resume') return { token: 'A'.repeat(43) };
    if (path === '/api/progress') return { email: 'jane@cornershop.co.uk', state: { currentStep: 2 } };
    if (path.startsWith('/api/quotes')) return { sessionId: visitor.sessionId, selectionReasoning: 'cheapest' };
    if (path.startsWith('/api/track')) return { sessionId: visitor.sessionId, path: '/comparison-tool' };
    return { ...NEW_RETAILER, ...ids };
  }

  function urlOf(path: string): string {
    return path.replace('{id}', path.startsWith('/api/quotes') ? String(quoteId) : visitor.profileId);
  }

  it('covers the public calls with a JSON body', () => {
    expect(operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).sort()).toEqual(
      expect.arrayContaining([
        'POST /api/business-profiles',
        'PUT /api/business-profiles/{id}',
        'POST /api/compare-providers',
        'POST /api/leads',
        'POST /api/quotes/{id}/select',
        'POST /api/progress',
        'POST /api/progress/resume',
        'POST /api/track-user',
      ]),
    );
  });

  it.each(publicJsonOperations().map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const))(
    '%s: each field with values of the wrong kind',
    async (_name, { method, path, fields }) => {
      const failures: string[] = [];
      for (const field of fields) {
        for (const value of WRONG_VALUES) {
          const body = { ...validBody(path), [field]: value };
          const res = await t.http[method as 'post' | 'put'](urlOf(path)).send(body);
          if (res.status >= 500) failures.push(`${field} = ${JSON.stringify(value).slice(0, 40)}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
          else if (res.status >= 400 && !(typeof res.body?.message === 'string' || Array.isArray(res.body?.message)))
            failures.push(`${field}: ${res.status} without a message`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('a body that is not an object, or not JSON at all', async () => {
    const failures: string[] = [];
    for (const { method, path } of operations) {
      for (const raw of ['[]', '"text"', '42', 'null', '{"a":', 'not json']) {
        const res = await t.http[method as 'post' | 'put'](urlOf(path)).set('content-type', 'application/json').send(raw);
        if (res.status >= 500) failures.push(`${method} ${path} ${raw}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a JSON null body is refused like any body that is not an object (it is not read as "no fields")', async () => {
    for (const path of ['/api/compare-providers', '/api/business-profiles', '/api/leads', '/api/progress']) {
      const res = await t.http.post(path).set('content-type', 'application/json').send('null').expect(400);
      expect(res.body.message).toEqual(['Validation failed (object is expected)']);
    }
    // A beacon still takes any JSON.
    await t.http.post('/api/track-user').set('content-type', 'application/json').send('null').expect(204);
  });

  it('odd session ids in the X-Session-Id header', async () => {
    const failures: string[] = [];
    for (const sessionId of [
      '',
      ' ',
      'x'.repeat(5000),
      '%00',
      "1' OR '1'='1",
      '00000000-0000-0000-0000-000000000000',
      'g0000000-0000-0000-0000-000000000000',
    ]) {
      for (const { method, path } of operations) {
        const res = await t.http[method as 'post' | 'put'](urlOf(path)).set('X-Session-Id', sessionId).send(validBody(path));
        if (res.status >= 500) failures.push(`${method} ${path} ${sessionId.slice(0, 20)}: ${res.status}`);
      }
      const res = await t.http.get(`/api/business-profiles/${visitor.profileId}`).set('X-Session-Id', sessionId);
      if (res.status >= 500) failures.push(`GET profile ${sessionId.slice(0, 20)}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('odd ids in the path', async () => {
    const failures: string[] = [];
    for (const id of ODD_IDS) {
      const encoded = encodeURIComponent(id);
      const calls: Array<[string, () => PromiseLike<{ status: number }>]> = [
        [`GET /api/business-profiles/${id}`, () => t.http.get(`/api/business-profiles/${encoded}`)],
        [`GET /api/business-profiles/${id}/quotes`, () => t.http.get(`/api/business-profiles/${encoded}/quotes`)],
        [`PUT /api/business-profiles/${id}`, () => t.http.put(`/api/business-profiles/${encoded}`).send(validBody('/api/business-profiles/{id}'))],
        [`GET /api/providers/${id}/terminals`, () => t.http.get(`/api/providers/${encoded}/terminals`)],
        [`GET /api/industry-defaults/${id}`, () => t.http.get(`/api/industry-defaults/${encoded}`)],
        [`POST /api/progress/resume ${id}`, () => t.http.post('/api/progress/resume').send({ token: id })],
        [`POST /api/quotes/${id}/select`, () => t.http.post(`/api/quotes/${encoded}/select`).send(validBody('/api/quotes/{id}/select'))],
      ];
      for (const [name, call] of calls) {
        const res = await call();
        if (res.status >= 500) failures.push(`${name.slice(0, 80)}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
