#!/usr/bin/env node
// npm run bench: POST /api/compare-providers at 10 concurrent clients, on SQLite and on
// MariaDB (when reachable), with 25 live providers and 100 terminals. Prints latency
// percentiles and appends them to bench/RESULTS.md. Needs `npm run build:api` first.
//   BENCH_REQUESTS (default 10000), BENCH_CONNECTIONS (default 10), BENCH_MYSQL_URL
//   (default mariadb://root@127.0.0.1:3306/mc_bench; set to "off" to skip), BENCH_NODE_ARGS (extra
//   node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the time goes)
const { spawn } = require('node:child_process');
const { randomUUID } = require('node:crypto');
const { mkdtempSync, appendFileSync, existsSync } = require('node:fs');
const { tmpdir, cpus } = require('node:os');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { createConnection } = require('mysql2/promise');

const ROOT = join(__dirname, '..');
const REQUESTS = Number(process.env.BENCH_REQUESTS || 10000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const MYSQL_URL = process.env.BENCH_MYSQL_URL || 'mariadb://root@127.0.0.1:3306/mc_bench';

const PROFILE = {
  businessType: 'restaurant',
  businessName: 'Bench Bistro',
  businessSector: 'food_beverage',
  paymentStatus: 'existing',
  monthlyTurnover: 20000,
  debitCardVolume: 14000,
  creditCardVolume: 6000,
  averageTransaction: 30,
  numberOfTerminals: 2,
  currentTotalMonthlyCost: 450,
  paymentMethods: ['pdq', 'epos'],
};

function startServer(databaseUrl, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-'));
  const nodeArgs = (process.env.BENCH_NODE_ARGS || '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'dist', 'main.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42', ADMIN_EMAIL: 'bench@localhost.localdomain', ADMIN_PASSWORD: 'bench-password', RATE_LIMIT_PUBLIC: '1000000', LOG_LEVEL: 'warn', COOKIE_SECURE: 'false', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitFor(url, seconds = 60) {
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

async function json(method, url, body) {
  const res = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/**
 * Brings the catalogue to 25 live providers with 100 terminals: the seed's quote-only (draft)
 * providers get indicative rates and go live, and terminals are added through SQL.
 */
async function shapeCatalogue(query) {
  await query(
    "UPDATE providers SET debitFeeMin = COALESCE(debitFeeMin, 0.3), debitFeeMax = COALESCE(debitFeeMax, 0.6), creditFeeMin = COALESCE(creditFeeMin, 0.8), creditFeeMax = COALESCE(creditFeeMax, 1.5), authorizationFee = COALESCE(authorizationFee, 3), monthlyMinimumFee = COALESCE(monthlyMinimumFee, 0), terminalRentalMin = COALESCE(terminalRentalMin, 15), terminalRentalMax = COALESCE(terminalRentalMax, 25), status = 'live' WHERE status <> 'live'",
  );
  await query("UPDATE terminals SET status = 'live' WHERE status = 'draft'");
  const providers = await query("SELECT id FROM providers WHERE status = 'live' ORDER BY id");
  const terminals = await query("SELECT COUNT(*) AS n FROM terminals t JOIN providers p ON p.id = t.providerId WHERE p.status = 'live'");
  let count = Number(terminals[0].n);
  for (let i = 0; count < 100; i += 1, count += 1) {
    const providerId = providers[i % providers.length].id;
    await query(
      "INSERT INTO terminals (providerId, name, type, status, dataQualityScore, monthlyRental, setupFee, connectivity, features, specialFeatures, suitableFor, isRecommended, hasHigherTransactionFees, createdAt, updatedAt) VALUES (?, ?, 'portable', 'live', 100, 19.5, 0, '[\"wifi\"]', '[\"Contactless\"]', '[\"Tipping\"]', '[\"restaurant\"]', 0, 0, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)",
      [providerId, `Bench portable ${i + 1}`],
    );
  }
  return { providers: providers.length, terminals: count };
}

async function run(label, databaseUrl, port, query) {
  const child = startServer(databaseUrl, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    const catalogue = await shapeCatalogue(query);
    // One visitor per client, each comparing (and recording quotes for) its own profile.
    const bodies = [];
    for (let i = 0; i < CONNECTIONS; i += 1) {
      const sessionId = randomUUID(); // the profile's owner secret (a UUID)
      const profile = await json('POST', `${base}/api/business-profiles`, { ...PROFILE, sessionId });
      bodies.push({ ...PROFILE, id: profile.id, sessionId });
    }
    let next = 0;
    const opts = {
      url: `${base}/api/compare-providers`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      connections: CONNECTIONS,
      // Every request carries different figures, so every comparison writes its quotes.
      requests: [{ setupRequest: (request) => { next += 1; const body = bodies[next % bodies.length]; return { ...request, body: JSON.stringify({ ...body, monthlyTurnover: body.monthlyTurnover + next }) }; } }],
    };
    await autocannon({ ...opts, amount: 300 }); // warm-up
    const result = await autocannon({ ...opts, amount: REQUESTS });
    const l = result.latency;
    const line = `| ${new Date().toISOString().slice(0, 10)} | ${label} | ${catalogue.providers} / ${catalogue.terminals} | ${CONNECTIONS} | ${result.requests.total} | ${result.non2xx} | ${l.p50} | ${l.p90} | ${l.p99} | ${l.max} | ${Math.round(result.requests.average)} |`;
    console.log(line);
    return line;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** The share of the machine's CPU time that other processes used over one second. */
async function busyShare() {
  const sample = () => cpus().reduce((acc, cpu) => ({ idle: acc.idle + cpu.times.idle, total: acc.total + Object.values(cpu.times).reduce((a, b) => a + b, 0) }), { idle: 0, total: 0 });
  const before = sample();
  await new Promise((r) => setTimeout(r, 1000));
  const after = sample();
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}

async function main() {
  if (!existsSync(join(ROOT, 'dist', 'main.js'))) throw new Error('run npm run build:api first');
  // Other work on this 2-core machine shows up directly in the tail latencies.
  const busy = await busyShare();
  if (busy > 0.1) console.warn(`warning: ${Math.round(busy * 100)}% of the CPU was busy before the benchmark started; the figures are not comparable with an idle machine's`);
  const lines = [];
  const sqliteFile = join(mkdtempSync(join(tmpdir(), 'mc-bench-db-')), 'bench.sqlite');
  const Database = require('better-sqlite3');
  let sqlite;
  lines.push(
    await run('SQLite', `sqlite:${sqliteFile}`, 3211, async (sql, params = []) => {
      sqlite ??= new Database(sqliteFile);
      const statement = sqlite.prepare(sql);
      return statement.reader ? statement.all(...params) : (statement.run(...params), []);
    }),
  );
  sqlite?.close();
  if (MYSQL_URL !== 'off') {
    const server = new URL(MYSQL_URL.replace(/^mariadb:/, 'mysql:'));
    const dbName = server.pathname.slice(1) || 'mc_bench';
    server.pathname = '/';
    let admin;
    try {
      admin = await createConnection(server.toString());
    } catch (error) {
      console.log(`MySQL/MariaDB not reachable (${error.message}); skipped`);
    }
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
      await admin.query(`CREATE DATABASE \`${dbName}\``);
      await admin.query(`USE \`${dbName}\``);
      lines.push(await run('MariaDB', MYSQL_URL, 3212, async (sql, params = []) => (await admin.query(sql, params))[0]));
      await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
      await admin.end();
    }
  }
  appendFileSync(join(__dirname, 'RESULTS.md'), `${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
