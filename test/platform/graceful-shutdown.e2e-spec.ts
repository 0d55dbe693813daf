import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, TEST_JWT_SECRET } from '../support/app';
import { createTestDatabase, TestDatabase } from '../support/database';
import { freePort } from '../support/ports';
import { pdfOf, SUMUP_FIGURES, sumupStatementPng } from '../statements/statement-fixtures';

/**
 * A restart loses nothing: the real server (src/main.ts, in its own process, with Redis and its
 * scheduled jobs) gets SIGTERM while statements are being read by OCR (seconds each). Every one
 * of them is answered as usual, no new connection is taken, the database and Redis are closed
 * and the process exits 0 within 10 seconds.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = join(__dirname, '..', '..');

/**
 * A one-page scan (no text layer): the page is rendered, then read by OCR. OCR reads one page at a
 * time, so three of them queued are under way for a second or more here, yet all are answered well
 * inside the 9.5 s shutdown deadline even on a machine a few times slower.
 */
function scannedStatement(): Promise<Buffer> {
  const png = sumupStatementPng();
  return pdfOf((doc) => doc.image(png, 40, 40, { width: 515 }));
}

/** A file, not memory: the database the instance closes is a real one. */
async function fileDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  return db.url === 'sqlite::memory:' ? { url: `sqlite:${tmpdir()}/mc-shutdown-${randomUUID()}.sqlite`, drop: async () => undefined } : db;
}

/** The real server (src/main.ts) in a process of its own, with Redis. */
function spawnServer(db: TestDatabase, port: number, env: Record<string, string>): ChildProcess {
  return spawn(join(root, 'node_modules', '.bin', 'ts-node'), ['-T', '-P', 'tsconfig.spec.json', 'src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: db.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mc-shutdown-')),
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      REDIS_URL,
      REDIS_KEY_PREFIX: `test:${randomUUID()}:`,
      RATE_LIMIT_PUBLIC: '1000',
      // Each upload comes from a client of its own (X-Forwarded-For): one client reads one statement at a time.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

async function listening(child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (!output().includes('is listening')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the instance did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a new connection to `url` gets: an HTTP status and body, or the connection error's code. */
function connectAnew(url: string): Promise<{ status: number; body: string } | string> {
  return new Promise((resolve) => {
    get(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** The server in its own process for the tests of one describe block, killed and its database dropped after them. */
function serverForTheseTests(env: Record<string, string>): { child: () => ChildProcess; port: () => number; output: () => string } {
  let db: TestDatabase | undefined;
  let child: ChildProcess | undefined;
  let output = '';
  let port = 0;
  beforeAll(async () => {
    db = await fileDatabase();
    port = await freePort();
    child = spawnServer(db, port, env);
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await listening(child, () => output);
  }, 120_000);
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await db?.drop();
  });
  return { child: () => child!, port: () => port, output: () => output };
}

describe('SIGTERM drains the instance', () => {
  const server = serverForTheseTests({});

  const url = (path: string) => `http://127.0.0.1:${server.port()}${path}`;

  /** A wizard visitor (its own client address, session and profile) with a scanned statement to send. */
  async function visitorWithStatement(): Promise<() => Promise<Response>> {
    const sessionId = randomUUID();
    const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const created = await fetch(url('/api/business-profiles'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Forwarded-For': client },
      body: JSON.stringify({ businessType: 'retail', businessName: 'The Corner Shop', businessSector: 'retail', paymentStatus: 'existing', sessionId }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const form = new FormData();
    form.append('businessProfileId', id);
    form.append('document', new Blob([new Uint8Array(await scannedStatement())], { type: 'application/pdf' }), 'scan.pdf');
    return () => fetch(url('/api/analyze-document'), { method: 'POST', headers: { 'X-Session-Id': sessionId, 'X-Forwarded-For': client }, body: form });
  }

  it('answers every request under way, refuses new connections, closes the database and Redis and exits 0 within 10 s', async () => {
    // One read first, so the OCR engine is up and the timing below is the requests' own; its answer
    // is the normal one for this statement.
    const normal = await (await visitorWithStatement())();
    expect(normal.status).toBe(200);
    const normalBody = (await normal.json()) as { extractedData: Record<string, unknown> };
    expect(normalBody.extractedData).toMatchObject({ currentProvider: SUMUP_FIGURES.currentProvider, monthlyTurnover: SUMUP_FIGURES.monthlyTurnover });
    const uploads = await Promise.all([1, 2, 3].map(() => visitorWithStatement()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      server.child().on('exit', (code, signal) => resolve({ code, signal })),
    );

    const started = Date.now();
    const inFlight = uploads
      .map((upload) => upload())
      .map((response) => response.then(async (res) => ({ status: res.status, body: (await res.json()) as unknown, ms: Date.now() - started })));
    // The uploads have reached the server and are being read (each read takes well over this).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    server.child().kill('SIGTERM');

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await connectAnew(url('/api/health'))).toBe('ECONNREFUSED');

    // Should one not be answered, the server's own lines say why (e.g. the shutdown deadline).
    const answers = await Promise.all(inFlight).catch((error: unknown) => {
      throw new Error(`an upload under way was not answered (${String(error)}); the server said:\n${server.output()}`);
    });
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(normalBody);
    }
    // They really were under way at the signal: answered after it.
    expect(Math.min(...answers.map((answer) => answer.ms))).toBeGreaterThan(signalledAt - started);

    expect(await exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(server.output()).toContain('SIGTERM received: finishing the requests and jobs under way');
    expect(server.output()).toContain('Shut down: requests and jobs finished, database and Redis closed');
  }, 60_000);
});

describe('SIGTERM with SHUTDOWN_DELAY_SECONDS (behind a load balancer)', () => {
  const server = serverForTheseTests({ SHUTDOWN_DELAY_SECONDS: '2' });

  it('fails its readiness at once but goes on serving new connections for the delay, then stops taking them and exits 0', async () => {
    const url = (path: string) => `http://127.0.0.1:${server.port()}${path}`;
    expect(await connectAnew(url('/api/health/ready'))).toMatchObject({ status: 200 });
    const exited = new Promise<number | null>((resolve) => server.child().on('exit', (code) => resolve(code)));
    const signalledAt = Date.now();
    server.child().kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await connectAnew(url('/api/health/ready'));
    expect(ready).toMatchObject({ status: 503 });
    expect(JSON.parse((ready as { body: string }).body)).toMatchObject({ status: 'error', error: { instance: { status: 'down', message: 'shutting down' } } });
    // A proxy that has not seen the failed check yet still gets its requests answered.
    expect(await connectAnew(url('/api/health/live'))).toMatchObject({ status: 200 });
    expect(await connectAnew(url('/api/industry-defaults/retail'))).toMatchObject({ status: 200 });
    await new Promise((resolve) => setTimeout(resolve, 2500 - (Date.now() - signalledAt)));
    expect(await connectAnew(url('/api/health/live'))).toBe('ECONNREFUSED');
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
  }, 60_000);
});
