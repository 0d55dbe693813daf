import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { ADMIN, signIn, startApp, TestApp } from '../support/app';

/**
 * The only public routes under /api/crm: Google's redirect to the Gmail callback carries no
 * SameSite=Strict session cookie, so the signed single-use state binds it to a user.
 */
const PUBLIC_CRM_ROUTES = ['get /api/crm/gmail/callback'];

describe('Platform: health, errors, headers, CORS, Swagger (anonymous)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ CORS_ORIGINS: 'https://partner.example.co.uk' });
  });
  afterAll(() => t.close());

  it('reports health with a database check', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers unknown /api paths with 404 JSON, never a page', async () => {
    const res = await t.http.get('/api/does-not-exist').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ statusCode: 404, message: expect.any(String), error: 'Not Found' });
  });

  it('answers malformed JSON with 400 in the one error shape', async () => {
    const res = await t.http.post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Malformed JSON in request body', error: 'Bad Request' });
  });

  it('answers oversize bodies with 413', async () => {
    const res = await t.http
      .post('/api/auth/login')
      .send({ email: 'a@b.co', password: 'x'.repeat(1_100_000) })
      .expect(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large' });
  });

  it('sends helmet security headers', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('allows configured CORS origins and exposes Content-Range', async () => {
    const admin = await signIn(t, ADMIN.email, ADMIN.password);
    const res = await t.http.get('/api/crm/users').set('Origin', 'https://partner.example.co.uk').set('Cookie', admin).expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example.co.uk');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-expose-headers']).toMatch(/Content-Range/);
    const other = await t.http.get('/api/health').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves Swagger UI and the OpenAPI document, and openapi.yaml is up to date', async () => {
    await t.http.get('/api/docs').expect((r) => expect([200, 301, 302]).toContain(r.status));
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(res.body.paths['/api/auth/login']).toBeDefined();
    expect(res.body.paths['/api/crm/users']).toBeDefined();
    const committed = load(readFileSync(join(__dirname, '..', '..', 'openapi.yaml'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(res.body)));
  });

  it('documents the auth rule of every signed-in route', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    const ops = Object.entries(res.body.paths as Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>);
    const crm = ops.filter(([path]) => path.startsWith('/api/crm/'));
    expect(crm.length).toBeGreaterThan(0);
    for (const [path, methods] of crm) {
      for (const [method, op] of Object.entries(methods)) {
        if (PUBLIC_CRM_ROUTES.includes(`${method} ${path}`)) {
          expect({ route: `${method} ${path}`, security: op.security ?? [] }).toEqual({ route: `${method} ${path}`, security: [] });
          continue;
        }
        expect({ route: `${method} ${path}`, secured: Array.isArray(op.security) && op.security.length > 0, has401: '401' in op.responses }).toEqual({
          route: `${method} ${path}`,
          secured: true,
          has401: true,
        });
      }
    }
  });
});
