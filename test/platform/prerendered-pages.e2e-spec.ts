import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { startApp, TestApp } from '../support/app';
import { rawGet } from '../support/raw-request';

/**
 * The public site's pages as the build leaves them (npm run build:wizard): the empty shell in
 * index.html and, for the routes it prerenders, prerendered/<route>.html with the content in it.
 * The server answers each such route with its own page, every other route with the shell.
 */
const SHELL = '<!doctype html><title>shell</title><div id="root"></div>';
const page = (name: string) => `<!doctype html><title>${name}</title><div id="root"><h1>${name}</h1>${'<p>prerendered content</p>'.repeat(60)}</div>`;

function builtSite(): { admin: string; wizard: string } {
  const root = mkdtempSync(join(tmpdir(), 'mc-prerendered-'));
  const admin = join(root, 'admin');
  const wizard = join(root, 'wizard');
  mkdirSync(admin, { recursive: true });
  mkdirSync(join(wizard, 'prerendered'), { recursive: true });
  writeFileSync(join(admin, 'index.html'), '<!doctype html><title>back-office</title>');
  writeFileSync(join(wizard, 'index.html'), SHELL);
  writeFileSync(join(wizard, 'prerendered', 'index.html'), page('landing'));
  writeFileSync(join(wizard, 'prerendered', 'comparison-tool.html'), page('wizard'));
  return { admin, wizard };
}

describe('Prerendered pages of the public site', () => {
  let t: TestApp;
  const get = (url: string, acceptEncoding?: string) => rawGet(t, url, acceptEncoding);

  beforeAll(async () => {
    t = await startApp({}, undefined, { web: builtSite() });
  });
  afterAll(() => t.close());

  it.each([
    ['/', 'landing'],
    ['/comparison-tool', 'wizard'],
    ['/comparison-tool/', 'wizard'],
    ['/comparison-tool?resume=abc', 'wizard'],
  ])('answers %s with its prerendered page (%s), as HTML checked again each time', async (url, name) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(page(name));
  });

  it('sends a prerendered page compressed to a client that accepts it', async () => {
    const res = await get('/comparison-tool', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(page('wizard'));
  });

  it('answers a public route the build did not prerender with the shell, and an unknown path with the shell as a 404', async () => {
    const reminder = await get('/mobile-test');
    expect(reminder.statusCode).toBe(200);
    expect(reminder.body).toBe(SHELL);
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(SHELL);
  });

  it('does not serve the prerendered files under their own names', async () => {
    for (const url of ['/prerendered/index.html', '/prerendered/comparison-tool.html']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(SHELL);
    }
  });
});
