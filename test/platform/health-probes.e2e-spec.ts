import { startApp, TestApp } from '../support/app';

/** A port nothing listens on: Redis there never answers. */
const CLOSED_REDIS = 'redis://127.0.0.1:1';

describe('Health probes: liveness and readiness for a load balancer (anonymous)', () => {
  describe('without Redis configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      // No Redis even when the run shares one with every app (TEST_REDIS_URL).
      t = await startApp({ REDIS_URL: '' });
    });
    afterAll(() => t.close());

    it('answers liveness with terminus’ ok body, uncached', async () => {
      const res = await t.http.get('/api/health/live').expect(200);
      expect(res.body).toEqual({ status: 'ok', info: {}, error: {}, details: {} });
      expect(res.headers['cache-control']).toMatch(/no-store/);
    });

    it('is ready when the database answers, and checks no Redis', async () => {
      const res = await t.http.get('/api/health/ready').expect(200);
      expect(res.body).toEqual({ status: 'ok', info: { database: { status: 'up' } }, error: {}, details: { database: { status: 'up' } } });
    });

    it('is not ready (503, naming the database) while the database is unreachable, yet stays live; ready again once it is back', async () => {
      await t.dataSource.destroy();
      try {
        const res = await t.http.get('/api/health/ready').expect(503);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.body).toEqual({
          status: 'error',
          info: {},
          error: { database: { status: 'down' } },
          details: { database: { status: 'down' } },
        });
        await t.http.get('/api/health/live').expect(200);
        // The original health answer keeps its shape.
        const old = await t.http.get('/api/health').expect(503);
        expect(old.body).toMatchObject({ status: 'error', database: 'down' });
      } finally {
        await t.dataSource.initialize();
      }
      await t.http.get('/api/health/ready').expect(200);
    });
  });

  describe('with REDIS_URL set', () => {
    it('is ready when the database and the local Redis answer', async () => {
      const t = await startApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
      try {
        const res = await t.http.get('/api/health/ready').expect(200);
        expect(res.body.details).toEqual({ database: { status: 'up' }, redis: { status: 'up' } });
      } finally {
        await t.close();
      }
    });

    it('is not ready (503, naming Redis) when Redis does not answer, while liveness and the database stay fine', async () => {
      const t = await startApp({ REDIS_URL: CLOSED_REDIS });
      try {
        const res = await t.http.get('/api/health/ready').expect(503);
        expect(res.body).toMatchObject({
          status: 'error',
          info: { database: { status: 'up' } },
          error: { redis: { status: 'down', message: 'Redis does not answer PING' } },
        });
        await t.http.get('/api/health/live').expect(200);
        await t.http.get('/api/health').expect(200);
      } finally {
        await t.close();
      }
    });
  });
});
