import { Writable } from 'node:stream';
import { startApp, TestApp } from '../support/app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Request ids: every answer names its request in X-Request-Id (anonymous)', () => {
  describe('without a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp();
    });
    afterAll(() => t.close());

    it('gives each request a fresh UUID, on answers and errors alike', async () => {
      const first = await t.http.get('/api/health').expect(200);
      const second = await t.http.get('/api/health').expect(200);
      const missing = await t.http.get('/api/does-not-exist').expect(404);
      for (const res of [first, second, missing]) expect(res.headers['x-request-id']).toMatch(UUID);
      expect(new Set([first, second, missing].map((res) => res.headers['x-request-id'])).size).toBe(3);
    });

    it("ignores a client's own X-Request-Id, as any client could write it", async () => {
      const res = await t.http.get('/api/health').set('X-Request-Id', 'chosen-by-the-client').expect(200);
      expect(res.headers['x-request-id']).toMatch(UUID);
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp({ TRUST_PROXY: '1' });
    });
    afterAll(() => t.close());

    it("keeps the proxy's X-Request-Id, so one id follows the request through both logs", async () => {
      const res = await t.http.get('/api/health').set('X-Request-Id', 'lb-7f3a.9_c-01').expect(200);
      expect(res.headers['x-request-id']).toBe('lb-7f3a.9_c-01');
    });

    it('replaces an id that is too long or holds other characters with a fresh UUID', async () => {
      for (const bad of ['x'.repeat(129), 'has space', 'semi;colon', 'new\u00e9']) {
        const res = await t.http.get('/api/health').set('X-Request-Id', bad).expect(200);
        expect(res.headers['x-request-id']).toMatch(UUID);
      }
      const longest = 'y'.repeat(128);
      expect((await t.http.get('/api/health').set('X-Request-Id', longest).expect(200)).headers['x-request-id']).toBe(longest);
    });

    it('gives a fresh UUID when the proxy sends none', async () => {
      const res = await t.http.get('/api/health').expect(200);
      expect(res.headers['x-request-id']).toMatch(UUID);
    });
  });
});

describe('Request ids in the logs', () => {
  let t: TestApp;
  const lines: Array<{ level: number; msg?: string; context?: string; req?: { id?: string; url?: string } }> = [];

  beforeAll(async () => {
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await startApp({ TRUST_PROXY: '1', LOG_LEVEL: 'info' }, undefined, { logDestination: logs });
    // Nest holds its own log lines back until the app listens (bufferLogs); tests never listen.
    t.app.flushLogs();
  });
  afterAll(() => t.close());

  it("logs each API request's completion with its id and path", async () => {
    await t.http.get('/api/industry-defaults/retail').set('X-Request-Id', 'trace-ok-1').expect(200);
    const own = lines.filter((line) => line.req?.id === 'trace-ok-1');
    expect(own).toEqual([expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ url: '/api/industry-defaults/retail' }) })]);
  });

  it("carries the id on the app's own lines while it answers, such as a failure's, and on the answer's line", async () => {
    const before = lines.length;
    await t.dataSource.destroy();
    try {
      const res = await t.http.get('/api/industry-defaults/retail').set('X-Request-Id', 'trace-fail-2');
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await t.dataSource.initialize();
    }
    const during = lines.slice(before);
    const appLines = during.filter((line) => line.context !== undefined);
    expect(appLines.length).toBeGreaterThan(0);
    for (const line of appLines) expect(line.req?.id).toBe('trace-fail-2');
    expect(during).toContainEqual(
      expect.objectContaining({ msg: 'request errored', req: expect.objectContaining({ id: 'trace-fail-2', url: '/api/industry-defaults/retail' }) }),
    );
  });
});
