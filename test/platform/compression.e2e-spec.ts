import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { startApp, TestApp } from '../support/app';
import { rawGet, rawRequest } from '../support/raw-request';
import { createProfile, EXISTING_RESTAURANT as EXISTING, Visitor } from '../support/visitor';

describe('Compression of answers over 1 KB (a phone on a slow link)', () => {
  let t: TestApp;
  let visitor: Visitor;

  /** The raw bytes and headers of POST /api/compare-providers, asking for `acceptEncoding`. */
  const compareRaw = async (acceptEncoding?: string) => {
    const res = await rawRequest(t, {
      method: 'POST',
      url: '/api/compare-providers',
      acceptEncoding,
      json: { ...EXISTING, id: visitor.profileId, sessionId: visitor.sessionId },
    });
    expect(res.statusCode).toBe(200);
    return { headers: res.headers, bytes: res.rawPayload };
  };

  beforeAll(async () => {
    t = await startApp();
    visitor = await createProfile(t);
  });
  afterAll(() => t.close());

  it('sends the comparison uncompressed to a client that asks for no encoding, and it is over 1 KB', async () => {
    const plain = await compareRaw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1024);
    expect(JSON.parse(plain.bytes.toString('utf8')).providers.length).toBeGreaterThan(0);
  });

  it.each([
    ['gzip', 'gzip', gunzipSync],
    ['br', 'br', brotliDecompressSync],
    ['br;q=1.0, gzip;q=0.8', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ])('compresses it for Accept-Encoding: %s (as %s), smaller, decoding to the same JSON', async (accept, encoding, decode) => {
    const plain = JSON.parse((await compareRaw()).bytes.toString('utf8'));
    const packed = await compareRaw(accept);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.headers['content-type']).toMatch(/application\/json/);
    expect(packed.bytes.length).toBeLessThan(JSON.stringify(plain).length / 2);
    expect(JSON.parse(decode(packed.bytes).toString('utf8'))).toEqual(plain);
  });

  it('leaves answers under 1 KB uncompressed', async () => {
    const res = await rawGet(t, '/api/health', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers the test client (supertest) in a form it reads, with gzip and with br', async () => {
    const body = { ...EXISTING, id: visitor.profileId, sessionId: visitor.sessionId };
    const gzip = await t.http.post('/api/compare-providers').set('Accept-Encoding', 'gzip').send(body).expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const br = await t.http.post('/api/compare-providers').set('Accept-Encoding', 'br').send(body).expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(gzip.body);
    expect(br.body.providers.length).toBeGreaterThan(0);
  });
});

/** Built front ends as Vite leaves them: index.html, hashed files under assets/, others at the root. */
const ADMIN_PAGE = `<!doctype html><title>back-office</title>${'<link rel="modulepreload" href="/crm/assets/chunk.js">'.repeat(40)}`;
const SCRIPT = `console.log(${JSON.stringify('a hashed chunk of the wizard '.repeat(100))});`;
const PRECOMPRESSED_SCRIPT = `console.log(${JSON.stringify('a chunk compressed at build time '.repeat(100))});`;
const PRECOMPRESSED = {
  br: brotliCompressSync(PRECOMPRESSED_SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(PRECOMPRESSED_SCRIPT, { level: 9 }),
};
function builtFrontEnds(): { admin: string; wizard: string } {
  const root = mkdtempSync(join(tmpdir(), 'mc-web-'));
  const admin = join(root, 'admin');
  const wizard = join(root, 'wizard');
  for (const dist of [admin, wizard]) {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'index-DLD6G58K.js'), SCRIPT);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // As vite-plugin-compression2 leaves them: the best brotli level, unlike the on-the-fly one.
    writeFileSync(join(dist, 'assets', 'chunk-Q1w2E3r4.js'), PRECOMPRESSED_SCRIPT);
    writeFileSync(join(dist, 'assets', 'chunk-Q1w2E3r4.js.br'), PRECOMPRESSED.br);
    writeFileSync(join(dist, 'assets', 'chunk-Q1w2E3r4.js.gz'), PRECOMPRESSED.gzip);
  }
  writeFileSync(join(admin, 'index.html'), ADMIN_PAGE);
  writeFileSync(join(wizard, 'index.html'), '<!doctype html><title>wizard</title>');
  return { admin, wizard };
}

describe('The built front ends: compressed, and hashed files cached for a year', () => {
  let t: TestApp;
  const get = (url: string, acceptEncoding?: string) => rawGet(t, url, acceptEncoding);

  beforeAll(async () => {
    t = await startApp({}, undefined, { web: builtFrontEnds() });
  });
  afterAll(() => t.close());

  it.each(['/assets/index-DLD6G58K.js', '/crm/assets/index-DLD6G58K.js'])('sends %s compressed, cached for a year as immutable', async (url) => {
    const packed = await get(url, 'gzip');
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(packed.rawPayload).toString('utf8')).toBe(SCRIPT);
    expect(packed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=0.5, br', 'br'],
  ] as const)('sends the file compressed at build time for Accept-Encoding: %s (%s), as it is on disk', async (accept, encoding) => {
    for (const url of ['/assets/chunk-Q1w2E3r4.js', '/crm/assets/chunk-Q1w2E3r4.js']) {
      const res = await get(url, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(PRECOMPRESSED[encoding])).toBe(true);
    }
    expect((await get('/assets/chunk-Q1w2E3r4.js')).body).toBe(PRECOMPRESSED_SCRIPT);
  });

  it('checks files outside assets/ again each time (their names carry no hash)', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toMatch(/immutable/);
  });

  it("compresses the back-office's page from the history fallback (over 1 KB), and sends the wizard's small page as it is", async () => {
    const br = await get('/crm/customers/42', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(ADMIN_PAGE);
    const gzip = await get('/crm', 'gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(ADMIN_PAGE);
    const plain = await get('/crm/customers/42');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ADMIN_PAGE);
    const wizard = await get('/comparison-tool', 'br, gzip');
    expect(wizard.statusCode).toBe(200);
    expect(wizard.headers['content-encoding']).toBeUndefined();
    expect(wizard.body).toBe('<!doctype html><title>wizard</title>');
  });
});
