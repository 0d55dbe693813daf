#!/usr/bin/env node
// npm run bench:analytics: the analytics calls (dashboard, CSV export, dashboard details) at 10
// concurrent clients on a database seeded with 1,000,000 tracking events and 100,000 customers
// (bench/analytics-seed.js), as an admin and as a partner, on SQLite and on MariaDB (when
// reachable). Budget: p99 under 300 ms for each call. Prints a row per call and appends them to
// bench/RESULTS-analytics.md. Needs `npm run build:api` first.
//   BENCH_CUSTOMERS (default 100000), BENCH_EVENTS (default 1000000), BENCH_REQUESTS per call
//   (default 500), BENCH_CONNECTIONS (default 10), BENCH_MYSQL_URL ("off" skips MariaDB).
const { appendFileSync } = require('node:fs');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { seedAnalytics } = require('./analytics-seed');
const { ADMIN, json, onEachEngine, signIn, startServer, stopServer, waitFor, warnIfBusy } = require('./lib');

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS || 100_000);
const EVENTS = Number(process.env.BENCH_EVENTS || 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const BUDGET_MS = 300;

const DAY_MS = 24 * 60 * 60_000;
/** A UK day as YYYY-MM-DD (en-CA writes dates so). */
const ukDay = (instant) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(instant);

/**
 * A path with a random custom period of the last two years (startDate..endDate, UK days):
 * `longest` days at the most (730: up to two years), `shortest` at the least. Each request asks for
 * a period of its own, so none is answered from the dashboard's 30-second cache: what these rows
 * measure is the uncached computation.
 */
function randomPeriod(path, shortest, longest) {
  return () => {
    const days = shortest + Math.floor(Math.random() * (longest - shortest + 1));
    const end = Date.now() - Math.floor(Math.random() * (730 - days + 1)) * DAY_MS;
    const start = end - (days - 1) * DAY_MS;
    const separator = path.includes('?') ? '&' : '?';
    return `${path}${separator}startDate=${ukDay(new Date(start))}&endDate=${ukDay(new Date(end))}`;
  };
}

/**
 * The calls measured: [name, who, path]; a path given as a function is called for each request.
 * The default period is the last 30 days.
 */
const CALLS = [
  ['uncached dashboard: random period up to 2 years', 'admin', randomPeriod('/api/analytics/dashboard', 1, 730)],
  ['uncached dashboard: random 2-year period', 'admin', randomPeriod('/api/analytics/dashboard', 700, 730)],
  ['uncached export.csv: random period up to 2 years', 'admin', randomPeriod('/api/analytics/export.csv', 1, 730)],
  ['uncached dashboard: random period up to 2 years (partner)', 'partner', randomPeriod('/api/analytics/dashboard', 1, 730)],
  ['uncached details: users, random period up to 2 years', 'admin', randomPeriod('/api/crm/dashboard/details?statType=users', 1, 730)],
  ['uncached details: applied, random period up to 2 years (partner)', 'partner', randomPeriod('/api/crm/dashboard/details?statType=applied', 1, 730)],
  ['dashboard: last 30 days', 'admin', '/api/analytics/dashboard'],
  ['dashboard: this month', 'admin', '/api/analytics/dashboard?dateFilter=this_month'],
  ['dashboard: last 30 days (partner)', 'partner', '/api/analytics/dashboard'],
  ['export.csv: last 30 days', 'admin', '/api/analytics/export.csv'],
  ['details: applied', 'admin', '/api/crm/dashboard/details?statType=applied&dateFilter=this_month'],
  ['details: users', 'admin', '/api/crm/dashboard/details?statType=users&dateFilter=this_month'],
  ['details: applied (partner)', 'partner', '/api/crm/dashboard/details?statType=applied&dateFilter=this_month'],
];

async function run(label, databaseUrl, port, query) {
  const base = `http://127.0.0.1:${port}`;
  // A first start migrates the database; the seed then writes with no server running, as a
  // restore would (the server's jobs, reacting to half-seeded data, slowed the seed tenfold on
  // MariaDB), and the server measured starts on the seeded database.
  await stopServer(await serving(databaseUrl, port));
  const lines = [];
  let child;
  try {
    const admin = (await query('SELECT id FROM crm_users WHERE email = ?', [ADMIN.email]))[0];
    const started = Date.now();
    const seeded = await seedAnalytics(query, { customers: CUSTOMERS, events: EVENTS, adminId: Number(admin.id), isMysql: !databaseUrl.startsWith('sqlite:') });
    console.log(
      `${label}: seeded ${seeded.customers} customers and ${seeded.events} tracking events in ${Math.round((Date.now() - started) / 1000)} s (customers ${Math.round(seeded.crmSeconds)} s, events ${Math.round(seeded.eventsSeconds)} s, roll-ups ${Math.round(seeded.rollupsSeconds)} s, of which the events' ${Math.round(seeded.trackingRollupsSeconds)} s)`,
    );
    if (databaseUrl.startsWith('sqlite:')) await query('ANALYZE');
    else for (const table of ['business_profiles', 'leads', 'quotes', 'tracking_events']) await query(`ANALYZE TABLE ${table}`);
    child = await serving(databaseUrl, port);
    const cookies = { admin: await signIn(base, ADMIN.email, ADMIN.password) };
    await json(
      'POST',
      `${base}/api/crm/users`,
      { name: 'Bench Partner', email: 'partner@bench.example.co.uk', role: 'partner', password: 'bench-partner-1', providerId: seeded.partnerProviderId },
      { cookie: cookies.admin },
    );
    cookies.partner = await signIn(base, 'partner@bench.example.co.uk', 'bench-partner-1');
    for (const [name, who, path] of CALLS) {
      const pathOf = typeof path === 'function' ? path : () => path;
      const opts = { url: `${base}${pathOf()}`, headers: { cookie: cookies[who] }, connections: CONNECTIONS };
      if (typeof path === 'function') opts.requests = [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }];
      // The first request computes (the dashboard then serves its figures for 30 s): timed on its own.
      const coldStart = Date.now();
      const cold = await fetch(`${base}${pathOf()}`, { headers: opts.headers });
      await cold.arrayBuffer();
      const first = Date.now() - coldStart;
      await autocannon({ ...opts, amount: Math.min(50, REQUESTS) }); // warm-up
      const result = await autocannon({ ...opts, amount: REQUESTS });
      const l = result.latency;
      // Requests that failed or timed out (autocannon's 10 s) are errors too, as are requests never answered.
      const failed = result.non2xx + result.errors + result.timeouts;
      const verdict = failed > 0 || result.requests.total < REQUESTS || !cold.ok ? 'ERRORS' : l.p99 < BUDGET_MS ? 'ok' : 'OVER';
      const line = `| ${new Date().toISOString().slice(0, 10)} | ${label} | ${name} | ${CUSTOMERS} | ${EVENTS} | ${first} | ${result.requests.total} | ${failed} | ${l.p50} | ${l.p90} | ${l.p99} | ${l.max} | ${Math.round(result.requests.average)} | ${verdict} |`;
      console.log(line);
      lines.push(line);
    }
    return lines;
  } finally {
    if (child) await stopServer(child);
  }
}

/** A server on the database, once it answers its health check. */
async function serving(databaseUrl, port) {
  const child = startServer(databaseUrl, port);
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`);
  } catch (error) {
    await stopServer(child);
    throw error;
  }
  return child;
}

async function main() {
  await warnIfBusy();
  const lines = await onEachEngine(run, { sqlitePort: 3231, mysqlPort: 3232 });
  if (process.env.BENCH_RECORD !== 'off') appendFileSync(join(__dirname, 'RESULTS-analytics.md'), `${lines.join('\n')}\n`);
  if (lines.some((line) => !line.endsWith('| ok |'))) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
