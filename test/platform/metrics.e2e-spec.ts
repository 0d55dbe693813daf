import { SessionCleanupJob } from '../../src/auth/session-cleanup.job';
import { startApp, TestApp } from '../support/app';

const TOKEN = 'metrics-token-0123456789abcdef0123456789abcdef';

/** The value of one sample line of the Prometheus text, or undefined when there is none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('Prometheus metrics at GET /metrics (the operator’s monitoring)', () => {
  it('is off (404) when METRICS_TOKEN is not configured', async () => {
    const t = await startApp();
    try {
      await t.http.get('/metrics').expect(404);
      await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    } finally {
      await t.close();
    }
  });

  describe('with METRICS_TOKEN set', () => {
    let t: TestApp;
    const scrape = async (): Promise<string> => {
      const res = await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.text;
    };

    beforeAll(async () => {
      t = await startApp({ METRICS_TOKEN: TOKEN });
    });
    afterAll(() => t.close());

    it('refuses a missing, wrong or malformed token with 401', async () => {
      await t.http.get('/metrics').expect(401);
      await t.http.get('/metrics').set('Authorization', 'Bearer wrong-token').expect(401);
      await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
      await t.http.get('/metrics').set('Authorization', TOKEN).expect(401);
      await t.http.get('/metrics').set('Authorization', `Basic ${TOKEN}`).expect(401);
    });

    it('counts requests by route template and status, never by raw URL', async () => {
      await t.http.get('/api/industry-defaults/retail').expect(200);
      await t.http.get('/api/industry-defaults/retail').expect(200);
      await t.http.get('/api/no-such-route-4711').expect(404);
      const text = await scrape();
      expect(sample(text, 'http_requests_total{method="GET",route="/api/industry-defaults/:sector",status_code="200"}')).toBe(2);
      expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/industry-defaults/:sector",status_code="200"}')).toBe(2);
      expect(sample(text, 'http_requests_total{method="GET",route="(unmatched)",status_code="404"}')).toBeGreaterThanOrEqual(1);
      expect(text).not.toContain('retail');
      expect(text).not.toContain('no-such-route-4711');
    });

    it("reports the event loop's lag and the process's default metrics", async () => {
      const text = await scrape();
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    });

    it('reports the mail outbox depth by status', async () => {
      const text = await scrape();
      for (const status of ['queued', 'sending', 'failed']) expect(sample(text, `mail_outbox_emails{status="${status}"}`)).toBeGreaterThanOrEqual(0);
    });

    it('reports the database pool on MySQL/MariaDB, and no pool on SQLite, which has none', async () => {
      const text = await scrape();
      if (/^(mysql|mariadb):/.test(t.database.url)) {
        expect(sample(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'db_pool_max_connections')).toBeGreaterThan(0);
        expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
      } else {
        expect(text).not.toContain('db_pool_');
      }
    });

    it('counts scheduled job runs and failures, with their durations; a scrape still answers while the database is down', async () => {
      await t.app.get(SessionCleanupJob).run();
      let text = await scrape();
      expect(sample(text, 'job_runs_total{job="session-cleanup",outcome="completed"}')).toBe(1);
      expect(sample(text, 'job_duration_seconds_count{job="session-cleanup",outcome="completed"}')).toBe(1);
      await t.dataSource.destroy();
      try {
        await t.app.get(SessionCleanupJob).run();
        text = await scrape();
        expect(sample(text, 'job_runs_total{job="session-cleanup",outcome="failed"}')).toBe(1);
        expect(sample(text, 'job_duration_seconds_count{job="session-cleanup",outcome="failed"}')).toBe(1);
        // The outbox cannot be read now: its gauge is left out of this scrape rather than failing it.
        expect(text).not.toMatch(/^mail_outbox_emails\{/m);
      } finally {
        await t.dataSource.initialize();
      }
    });
  });
});
