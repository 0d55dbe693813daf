// Shared by the benchmarks: start the built server on an engine, wait for it, sign in, measure
// with autocannon, and say whether the machine was busy. The server runs in production mode
// with the public write limit and the per-user limits lifted (a benchmark from one address or
// one signed-in user would otherwise be 429s).
const { spawn, spawnSync } = require('node:child_process');
const { existsSync, mkdtempSync } = require('node:fs');
const { cpus, tmpdir } = require('node:os');
const { join } = require('node:path');
const { createConnection } = require('mysql2/promise');

const ROOT = join(__dirname, '..');
const ADMIN = { email: 'bench@localhost.localdomain', password: 'bench-password' };
const MYSQL_URL = process.env.BENCH_MYSQL_URL || 'mariadb://root@127.0.0.1:3306/mc_bench';

/**
 * The node flags of the production start (package.json's start:prod, as docker/Dockerfile's CMD):
 * V8's heap settings, which the benchmarks measure as deployed.
 */
const PRODUCTION_NODE_FLAGS = require('../package.json')
  .scripts['start:prod'].split(' ')
  .filter((word) => word.startsWith('--'));

/**
 * Starts the built server (dist/main.js) on `port`, with the production start's node flags (then
 * BENCH_NODE_ARGS). A production instance refuses to start while migrations are pending, so the
 * deployment's one-off step (dist/migrate.js: migrations, reference seeds, first admin) runs first,
 * with the same environment; it does nothing when all is current.
 */
function startServer(databaseUrl, port, extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-'));
  const nodeArgs = [...PRODUCTION_NODE_FLAGS, ...(process.env.BENCH_NODE_ARGS || '').split(' ').filter(Boolean)];
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_PUBLIC: '1000000',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_EXPORTS: '1000000',
    RATE_LIMIT_ANALYTICS: '1000000',
    RATE_LIMIT_EMAIL_SENDS: '1000000',
    LOG_LEVEL: 'warn',
    COOKIE_SECURE: 'false',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Production refuses to start without the company's identity (any non-example values do here).
    COMPANY_NAME: 'Bench Payments Ltd',
    COMPANY_EMAIL: 'hello@bench.localhost.localdomain',
    COMPANY_REPLY_TO: 'help@bench.localhost.localdomain',
    COMPANY_PHONE: '0113 000 0000',
    COMPANY_ADDRESS: '1 Bench Road, Leeds, LS1 1AA',
    COMPANY_BOOKING_URL: 'http://127.0.0.1/book',
    COMPANY_EXPERT_CONTACT_URL: 'http://127.0.0.1/expert',
    COMPANY_SUPPORT_EMAIL: 'support@bench.localhost.localdomain',
    ...extraEnv,
  };
  const migrated = spawnSync(process.execPath, [join(ROOT, 'dist', 'migrate.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (migrated.status !== 0) throw new Error(`dist/migrate.js failed (exit ${migrated.status})`);
  return spawn(process.execPath, [...nodeArgs, join(ROOT, 'dist', 'main.js')], { env, stdio: ['ignore', 'inherit', 'inherit'] });
}

async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function waitFor(url, seconds = 120) {
  for (let i = 0; i < seconds * 10; i += 1) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function json(method, url, body, headers = {}) {
  const res = await fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** Signs in and answers the Cookie header value of the session. */
async function signIn(base, email, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mc_session='));
  return cookie.split(';')[0];
}

/** The share of the machine's CPU time that other processes used over one second. */
async function busyShare() {
  const sample = () =>
    cpus().reduce((acc, cpu) => ({ idle: acc.idle + cpu.times.idle, total: acc.total + Object.values(cpu.times).reduce((a, b) => a + b, 0) }), {
      idle: 0,
      total: 0,
    });
  const before = sample();
  await new Promise((r) => setTimeout(r, 1000));
  const after = sample();
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}

/** Warns when the machine was busy; answers the busy share (0 to 1). */
async function warnIfBusy() {
  if (!existsSync(join(ROOT, 'dist', 'main.js'))) throw new Error('run npm run build:api first');
  // Other work on this 2-core machine shows up directly in the tail latencies.
  const busy = await busyShare();
  if (busy > 0.1)
    console.warn(`warning: ${Math.round(busy * 100)}% of the CPU was busy before the benchmark started; the figures are not comparable with an idle machine's`);
  return busy;
}

/**
 * Runs `bench(label, databaseUrl, port, query)` on a fresh SQLite file (unless BENCH_SQLITE=off)
 * and, unless BENCH_MYSQL_URL=off or the server is unreachable, on a fresh MariaDB/MySQL database.
 * `query(sql, params)` runs one statement directly on that database (to shape or seed it).
 */
async function onEachEngine(bench, { sqlitePort, mysqlPort }) {
  const results = [];
  if (process.env.BENCH_SQLITE !== 'off') {
    const sqliteFile = join(mkdtempSync(join(tmpdir(), 'mc-bench-db-')), 'bench.sqlite');
    const Database = require('better-sqlite3');
    let sqlite;
    results.push(
      ...(await bench('SQLite', `sqlite:${sqliteFile}`, sqlitePort, async (sql, params = []) => {
        sqlite ??= new Database(sqliteFile);
        sqlite.pragma('busy_timeout = 10000');
        const statement = sqlite.prepare(sql);
        return statement.reader ? statement.all(...params) : (statement.run(...params), []);
      })),
    );
    sqlite?.close();
  }
  if (MYSQL_URL === 'off') return results;
  const server = new URL(MYSQL_URL.replace(/^mariadb:/, 'mysql:'));
  const dbName = server.pathname.slice(1) || 'mc_bench';
  server.pathname = '/';
  let admin;
  try {
    admin = await createConnection(server.toString());
  } catch (error) {
    console.log(`MySQL/MariaDB not reachable (${error.message}); skipped`);
    return results;
  }
  await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
  await admin.query(`CREATE DATABASE \`${dbName}\``);
  await admin.query(`USE \`${dbName}\``);
  results.push(...(await bench('MariaDB', MYSQL_URL, mysqlPort, async (sql, params = []) => (await admin.query(sql, params))[0])));
  await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
  await admin.end();
  return results;
}

/** Inserts `rows` after the last row of the table that follows `heading` in `text`. */
function insertRows(text, heading, rows) {
  const lines = text.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`the results file has no "${heading}"`);
  let end = lines.findIndex((line, i) => i > start && line.startsWith('|'));
  while (end + 1 < lines.length && lines[end + 1].startsWith('|')) end += 1;
  lines.splice(end + 1, 0, ...rows);
  return lines.join('\n');
}

module.exports = { ADMIN, busyShare, insertRows, json, onEachEngine, signIn, startServer, stopServer, waitFor, warnIfBusy };
