import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { createTestDatabase, TestDatabase } from '../support/database';
import { EXISTING_RESTAURANT, NEW_RETAILER } from '../support/visitor';
import { Cluster } from './cluster';

/**
 * `npm run test:cluster`: the deployment docker/ describes, for real on this machine. Two
 * instances of the built server (compose's app services' environment, NODE_ENV=production) on one
 * MariaDB database and the local Redis, after the migrate job, behind HAProxy running
 * docker/haproxy.cfg (see deployment.ts). It proves they behave as one: a public rate limit counted
 * across both, a sign-out on one refused on the other, a provider edited through one priced on the
 * other's next comparison, a scheduled job's work done once, and 1,000 lead submissions from 20
 * concurrent clients while one instance is stopped (SIGTERM) and started again: exactly 1,000 leads,
 * none lost or doubled, no 5xx.
 */
const DATABASE_SERVER = process.env.TEST_DATABASE_URL ?? 'mariadb://root@127.0.0.1:3306';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PUBLIC_LIMIT = 60;
const METRICS_TOKEN = 'cluster-metrics-token-0123456789abcdef';
const ADMIN = { email: 'operations@northwind-payments.co.uk', password: 'cluster-admin-password' };

/** What an operator writes in docker/.env (docker/.env.example lists each). */
const DOT_ENV: Record<string, string> = {
  DB_PASSWORD: 'replaced-by-the-test-database-url',
  JWT_SECRET: 'cluster-jwt-secret-shared-by-every-instance-0123456789',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  PUBLIC_URL: 'https://compare.northwind-payments.co.uk',
  SMTP_URL: '',
  TRUST_PROXY: '',
  METRICS_TOKEN,
  COMPANY_NAME: 'Northwind Payments Ltd',
  COMPANY_EMAIL: 'hello@northwind-payments.co.uk',
  COMPANY_REPLY_TO: 'support@northwind-payments.co.uk',
  COMPANY_PHONE: '0161 000 0456',
  COMPANY_ADDRESS: '10 Deansgate, Manchester, M3 1AZ',
  COMPANY_BOOKING_URL: 'https://www.northwind-payments.co.uk/book',
  COMPANY_EXPERT_CONTACT_URL: 'https://www.northwind-payments.co.uk/contact',
  COMPANY_SUPPORT_EMAIL: 'support@northwind-payments.co.uk',
};

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One HTTP client: its own keep-alive connections from its own loopback address (127.0.0.x), so
 * the proxy, and through it the instances (TRUST_PROXY), see each client as a different visitor.
 */
class Client {
  private readonly agent: Agent;

  constructor(readonly localAddress = '127.0.0.1') {
    this.agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
  }

  send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        url,
        {
          method,
          agent: this.agent,
          headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              // not JSON (e.g. /metrics): the text
            }
            resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A visitor's whole application: the business profile, then the lead (contact details last). */
async function submitLead(client: Client, base: string, email: string): Promise<Answer[]> {
  const sessionId = randomUUID();
  const profile = await client.send('POST', `${base}/api/business-profiles`, { ...NEW_RETAILER, sessionId });
  if (profile.status !== 201) return [profile];
  const lead = await client.send(
    'POST',
    `${base}/api/leads`,
    { firstName: 'Jane', lastName: 'Smith', email, phone: '07700 900123', timeline: 'asap', businessProfileId: profile.body.id },
    { 'x-session-id': sessionId },
  );
  return [profile, lead];
}

describe('A cluster: two instances on one MariaDB database and Redis behind HAProxy (docker/)', () => {
  let db: TestDatabase;
  let cluster: Cluster;
  const client = new Client();
  let adminCookie: string;
  const [first, second] = ['app1', 'app2'];

  const signIn = async (instance: string): Promise<string> => {
    const res = await client.send('POST', `${cluster.instanceUrl(instance)}/api/auth/login`, ADMIN);
    expect(res.status).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('mc_session='));
    if (!cookie) throw new Error('no session cookie');
    return cookie.split(';')[0];
  };

  /** A counter's value on one instance's /metrics (0 when the series has not appeared yet). */
  const metric = async (instance: string, series: string): Promise<number> => {
    const res = await client.send('GET', `${cluster.instanceUrl(instance)}/metrics`, undefined, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.status).toBe(200);
    const line = String(res.body)
      .split('\n')
      .find((candidate) => candidate.startsWith(`${series} `));
    return line ? Number(line.split(' ')[1]) : 0;
  };

  const query = async <T>(sql: string, values: unknown[] = []): Promise<T[]> => {
    const connection = await createConnection(new URL(db.url.replace(/^mariadb:/, 'mysql:')).toString());
    try {
      return (await connection.query(sql, values))[0] as T[];
    } finally {
      await connection.end();
    }
  };

  beforeAll(async () => {
    process.env.TEST_DATABASE_URL = DATABASE_SERVER;
    db = await createTestDatabase();
    cluster = new Cluster({
      dotEnv: DOT_ENV,
      databaseUrl: db.url,
      redisUrl: REDIS_URL,
      extraEnv: { REDIS_KEY_PREFIX: `cluster:${randomUUID()}:`, RATE_LIMIT_PUBLIC: String(PUBLIC_LIMIT), LOG_LEVEL: 'warn' },
    });
    await cluster.start();
    adminCookie = await signIn(first);
  }, 180_000);

  afterAll(async () => {
    client.close();
    await cluster?.close();
    await db?.drop();
  }, 60_000);

  it("runs compose's two instances in production, balanced by the proxy, which passes a request id on", async () => {
    expect(cluster.instances).toEqual([first, second]);
    const before = await Promise.all(cluster.instances.map((name) => metric(name, 'http_requests_total{method="GET",route="/api/health",status_code="200"}')));
    for (let i = 0; i < 4; i += 1) {
      const res = await client.send('GET', `${cluster.url}/api/health`);
      expect(res.status).toBe(200);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const after = await Promise.all(cluster.instances.map((name) => metric(name, 'http_requests_total{method="GET",route="/api/health",status_code="200"}')));
    // Round robin: each instance answered two of the four (the proxy's own checks ask /api/health/ready and /live).
    expect(after.map((count, i) => count - before[i])).toEqual([2, 2]);
  });

  it(`counts one public limit across the instances: ${PUBLIC_LIMIT} profiles through the proxy, then the next is refused`, async () => {
    const visitor = new Client('127.0.0.2');
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= PUBLIC_LIMIT; i += 1)
        statuses.push((await visitor.send('POST', `${cluster.url}/api/business-profiles`, { ...NEW_RETAILER, sessionId: randomUUID() })).status);
      expect(statuses.slice(0, PUBLIC_LIMIT).every((status) => status === 201)).toBe(true);
      // Per process, each instance would have let through PUBLIC_LIMIT of its own (twice as many).
      expect(statuses[PUBLIC_LIMIT]).toBe(429);
    } finally {
      visitor.close();
    }
  });

  it('refuses on one instance a session signed out on the other', async () => {
    const cookie = await signIn(first);
    expect((await client.send('GET', `${cluster.instanceUrl(second)}/api/crm/auth/user`, undefined, { cookie })).status).toBe(200);
    expect((await client.send('POST', `${cluster.instanceUrl(first)}/api/auth/logout`, {}, { cookie })).status).toBe(200);
    expect((await client.send('GET', `${cluster.instanceUrl(second)}/api/crm/auth/user`, undefined, { cookie })).status).toBe(401);
    expect((await client.send('GET', `${cluster.instanceUrl(first)}/api/crm/auth/user`, undefined, { cookie })).status).toBe(401);
  });

  it("prices a provider edited through one instance in the other's next comparison", async () => {
    const monthlyCosts = async (instance: string): Promise<Map<number, number>> => {
      const base = cluster.instanceUrl(instance);
      const sessionId = randomUUID();
      const profile = await client.send('POST', `${base}/api/business-profiles`, { ...NEW_RETAILER, sessionId });
      expect(profile.status).toBe(201);
      const res = await client.send('POST', `${base}/api/compare-providers`, { ...EXISTING_RESTAURANT, id: profile.body.id, sessionId });
      expect(res.status).toBe(200);
      return new Map((res.body.providers as Array<{ id: number; estimatedMonthlyCost: number }>).map((p) => [p.id, p.estimatedMonthlyCost]));
    };
    const before = await monthlyCosts(second); // the second instance now holds the catalogue in its cache
    const [providerId, cost] = [...before][0];
    const provider = await client.send('GET', `${cluster.instanceUrl(first)}/api/crm/providers/${providerId}`, undefined, { cookie: adminCookie });
    expect(provider.status).toBe(200);
    const { debitFeeMin, debitFeeMax } = provider.body as { debitFeeMin: number; debitFeeMax: number };
    const patched = await client.send(
      'PATCH',
      `${cluster.instanceUrl(first)}/api/crm/providers/${providerId}`,
      { debitFeeMin: debitFeeMin / 2, debitFeeMax: debitFeeMax / 2 },
      { cookie: adminCookie },
    );
    expect(patched.status).toBe(200);
    const onFirst = (await monthlyCosts(first)).get(providerId);
    expect(onFirst).toBeLessThan(cost);
    expect((await monthlyCosts(second)).get(providerId)).toBe(onFirst);
  });

  it('takes 1,000 lead submissions from 20 concurrent clients while an instance is stopped and started again: 1,000 leads, no 5xx', async () => {
    const CLIENTS = 20;
    const PER_CLIENT = 50;
    const run = `load-${Date.now().toString(36)}`;
    const answers: Answer[] = [];
    const failures: string[] = [];
    let submitted = 0;
    let restart: Promise<{ code: number | null; ms: number }> | undefined;
    const clients = Array.from({ length: CLIENTS }, (_, i) => new Client(`127.0.0.${10 + i}`));
    // Profiles and leads alternate, so round robin may send all of one kind to one instance: count both.
    const requestsOnSecond = async () =>
      (await metric(second, 'http_requests_total{method="POST",route="/api/leads",status_code="201"}')) +
      (await metric(second, 'http_requests_total{method="POST",route="/api/business-profiles",status_code="201"}'));

    await Promise.all(
      clients.map(async (visitor, c) => {
        for (let n = 0; n < PER_CLIENT; n += 1) {
          try {
            answers.push(...(await submitLead(visitor, cluster.url, `${run}-${c}-${n}@corner-shops.co.uk`)));
          } catch (error) {
            failures.push(`client ${c}, lead ${n}: ${error instanceof Error ? error.message : String(error)}`);
          }
          submitted += 1;
          // A fifth of the way in, the second instance is stopped (a deployment rolling it), then started again.
          if (submitted === 200 && !restart) {
            restart = cluster.stopInstance(second).then(async (stopped) => {
              await cluster.startInstance(second);
              return stopped;
            });
          }
        }
      }),
    );
    clients.forEach((visitor) => visitor.close());

    const stopped = await restart!;
    expect(stopped).toEqual({ code: 0, ms: expect.any(Number) });
    expect(stopped.ms).toBeLessThan(10_000);
    // Anything but 201 fails with what the instances logged for it (by request id) and the proxy's other lines.
    const unexpected = answers.filter((answer) => answer.status !== 201);
    if (failures.length || unexpected.length) {
      const instanceLogs = [...cluster.instances.map((name) => cluster.outputOf(name)), cluster.stoppedOutput.get(second) ?? ''].join('\n').split('\n');
      const explained = unexpected.map((answer) => ({
        status: answer.status,
        body: answer.body,
        logged: instanceLogs.filter((line) => line.includes(String(answer.headers['x-request-id']))),
      }));
      const proxyLines = cluster
        .outputOf('haproxy')
        .split('\n')
        .filter((line) => !/ 20[01] \d+ - - ---- /.test(line));
      throw new Error(JSON.stringify({ failures, unexpected: explained, proxyLines: proxyLines.slice(0, 60) }, null, 1));
    }
    const statuses = answers.reduce<Record<number, number>>((counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }), {});
    expect(statuses).toEqual({ 201: 2 * CLIENTS * PER_CLIENT });
    const rows = await query<{ email: string; n: number }>('SELECT email, COUNT(*) AS n FROM leads WHERE email LIKE ? GROUP BY email', [`${run}-%`]);
    expect(rows).toHaveLength(CLIENTS * PER_CLIENT);
    expect(rows.filter((row) => Number(row.n) !== 1)).toEqual([]);
    // The restarted instance takes its share again once the proxy has seen it ready (two checks 2 s apart).
    const proxyLog = () => cluster.outputOf('haproxy');
    const deadline = Date.now() + 30_000;
    while (proxyLog().split(`Server app/${second} is UP`).length < proxyLog().split(`Server app/${second} is DOWN`).length) {
      if (Date.now() > deadline) throw new Error(`the proxy did not take the restarted ${second} back within 30 s:\n${proxyLog()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const lateClient = new Client('127.0.0.40');
    try {
      const beforeLate = await requestsOnSecond();
      for (let n = 0; n < 4; n += 1)
        expect((await submitLead(lateClient, cluster.url, `${run}-late-${n}@corner-shops.co.uk`)).map((a) => a.status)).toEqual([201, 201]);
      expect(await requestsOnSecond()).toBeGreaterThan(beforeLate);
    } finally {
      lateClient.close();
    }
  }, 300_000);

  it("does a scheduled job's work once: a due task reminder is emailed once though both instances run the every-minute job", async () => {
    const user = await client.send(
      'POST',
      `${cluster.instanceUrl(first)}/api/crm/users`,
      { name: 'Priya Shah', email: `priya-${Date.now()}@northwind-payments.co.uk`, role: 'staff', password: 'priya-password-1' },
      { cookie: adminCookie },
    );
    expect(user.status).toBe(201);
    const due = new Date(Date.now() + 10 * 60_000).toISOString();
    const task = await client.send(
      'POST',
      `${cluster.instanceUrl(second)}/api/crm/tasks`,
      { title: 'Call the Corner Shop back', dueDate: due, assignedToCrmUserId: user.body.id },
      { cookie: adminCookie },
    );
    expect(task.status).toBe(201);
    const runs = (instance: string) => metric(instance, 'job_runs_total{job="task-reminders",outcome="completed"}');
    const runsBefore = await Promise.all(cluster.instances.map(runs));
    // Until both instances have run the job at least once since the task was made (the next minute).
    const deadline = Date.now() + 75_000;
    for (;;) {
      const now = await Promise.all(cluster.instances.map(runs));
      if (now.every((count, i) => count > runsBefore[i])) break;
      if (Date.now() > deadline) throw new Error(`the task reminder job did not run on both instances: ${runsBefore} -> ${now}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const queued = await query<{ n: number }>('SELECT COUNT(*) AS n FROM emails WHERE recipient = ? AND subject LIKE ?', [user.body.email, 'Reminder:%']);
    expect(Number(queued[0].n)).toBe(1);
    const folder = join(cluster.dataDir, 'mail');
    const delivered = existsSync(folder) ? readdirSync(folder).filter((file) => readFileSync(join(folder, file), 'utf8').includes(user.body.email)) : [];
    expect(delivered).toHaveLength(1);
  }, 120_000);
});
