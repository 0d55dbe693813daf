import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp, TestApp } from '../support/app';

/**
 * Only the public wizard may be framed (by any site, for the embed); the back-office, the API,
 * Swagger and every other path refuse all frames. Checked on every kind of answer: built pages
 * and assets, history-fallback pages, API answers, errors and redirects.
 */
function builtFrontEnds(): { admin: string; wizard: string } {
  const root = mkdtempSync(join(tmpdir(), 'mc-web-'));
  const admin = join(root, 'admin');
  const wizard = join(root, 'wizard');
  for (const dist of [admin, wizard]) {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${dist === admin ? 'back-office' : 'wizard'}</title>`);
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);');
  }
  return { admin, wizard };
}

function frameAncestors(csp: string | undefined): string[] {
  return (csp ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive.startsWith('frame-ancestors'));
}

describe('Framing: only the public wizard may be embedded (anonymous)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({}, undefined, { web: builtFrontEnds() });
  });
  afterAll(() => t.close());

  it.each([
    ['/', 200],
    ['/comparison-tool', 200],
    ['/comparison-tool/', 200],
    ['/comparison-tool?resume=abc&embed=1', 200],
    ['/comparison-tool-original', 200],
    ['/mobile-test', 200],
    ['/assets/app.js', 200],
  ])('%s may be framed by any site', async (path, status) => {
    const res = await t.http.get(path).expect(status);
    expect(frameAncestors(res.headers['content-security-policy'])).toEqual(['frame-ancestors *']);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });

  it.each([
    ['GET', '/crm', 200, 'the back-office'],
    ['GET', '/crm/', 200, 'the back-office'],
    ['GET', '/crm/customers/12/show', 200, 'a back-office path only its history fallback knows'],
    ['GET', '/crm/assets/app.js', 200, 'a back-office asset'],
    ['GET', '/crm-admin', 200, 'the old admin path'],
    ['GET', '/api/health', 200, 'the API'],
    ['GET', '/api/crm/users', 401, 'a signed-in API call'],
    ['GET', '/api/does-not-exist', 404, 'an unknown API path'],
    ['POST', '/api/auth/login', 400, 'an API error'],
    ['GET', '/api/docs', 200, 'Swagger UI'],
    ['GET', '/api/docs-json', 200, 'the OpenAPI document'],
    ['GET', '/no-such-page', 404, "the public site's 404 screen"],
    ['GET', '/index.html', 200, "the wizard's page under another name"],
  ])('%s %s (%s, %s) refuses every frame', async (method, path, status) => {
    const call = method === 'POST' ? t.http.post(path).send({}) : t.http.get(path).redirects(1);
    const res = await call.expect(status as number);
    expect(frameAncestors(res.headers['content-security-policy'])).toEqual(["frame-ancestors 'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the history-fallback pages themselves (the fixture front ends are in use)', async () => {
    expect((await t.http.get('/crm/customers/12/show').expect(200)).text).toContain('back-office');
    expect((await t.http.get('/comparison-tool').expect(200)).text).toContain('wizard');
  });
});
