#!/usr/bin/env node
// npm run bench:crm: the back-office lists at 10 concurrent clients on a seeded database of
// 100,000 customers (one lead and 4 quotes each) and 200,000 tasks and activities
// (bench/crm-seed.js), on SQLite and on MariaDB (when reachable). Budget: p99 under 100 ms for
// each call. Prints a row per call and appends them to bench/RESULTS-crm.md. Needs
// `npm run build:api` first.
//   BENCH_CUSTOMERS (default 100000), BENCH_TASKS (default 100000: as many activities again),
//   BENCH_REQUESTS per call (default 2000), BENCH_CONNECTIONS (default 10), BENCH_MYSQL_URL
//   (set to "off" to skip MariaDB), BENCH_NODE_ARGS (node flags for the server).
const { appendFileSync } = require('node:fs');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { seedCrm } = require('./crm-seed');
const { ADMIN, json, onEachEngine, signIn, startServer, stopServer, waitFor, warnIfBusy } = require('./lib');

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS || 100_000);
const TASKS = Number(process.env.BENCH_TASKS || 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const BUDGET_MS = 100;

const q = (value) => encodeURIComponent(JSON.stringify(value));

/** The calls measured: [name, who, path]. */
function calls(sampleCustomer) {
  const firstPage = `range=${q([0, 24])}&sort=${q(['createdAt', 'DESC'])}`;
  return [
    ['customers: first page', 'admin', `/api/crm/customers?${firstPage}`],
    ['customers: page 201', 'admin', `/api/crm/customers?range=${q([5000, 5024])}&sort=${q(['createdAt', 'DESC'])}`],
    ['customers: search', 'admin', `/api/crm/customers?${firstPage}&filter=${q({ q: 'patel' })}`],
    ['customers: last 30 days', 'admin', `/api/crm/customers?${firstPage}&dateFilter=month`],
    ['customers: first page (partner)', 'partner', `/api/crm/customers?${firstPage}`],
    ['customers: search (partner)', 'partner', `/api/crm/customers?${firstPage}&filter=${q({ q: 'patel' })}`],
    ['customer detail', 'admin', `/api/crm/customers/${sampleCustomer}`],
    ['tasks: first page', 'admin', `/api/crm/tasks?range=${q([0, 24])}&sort=${q(['dueDate', 'ASC'])}`],
    ['tasks: this week', 'admin', `/api/crm/tasks?range=${q([0, 24])}&filter=${q({ dateFilter: 'this_week' })}`],
  ];
}

async function run(label, databaseUrl, port, query) {
  // Start once to migrate and seed the reference data, seed the CRM records, then measure.
  const child = startServer(databaseUrl, port);
  const lines = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    const admin = (await query('SELECT id FROM crm_users WHERE email = ?', [ADMIN.email]))[0];
    const started = Date.now();
    const seeded = await seedCrm(query, { customers: CUSTOMERS, tasks: TASKS, adminId: Number(admin.id), isMysql: !databaseUrl.startsWith('sqlite:') });
    console.log(
      `${label}: seeded ${seeded.customers} customers, ${seeded.tasks} tasks and ${seeded.activities} activities in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    if (databaseUrl.startsWith('sqlite:')) await query('ANALYZE');
    else for (const table of ['business_profiles', 'customer_providers', 'leads', 'quotes', 'tasks', 'activities']) await query(`ANALYZE TABLE ${table}`);
    const cookies = { admin: await signIn(base, ADMIN.email, ADMIN.password) };
    await json(
      'POST',
      `${base}/api/crm/users`,
      { name: 'Bench Partner', email: 'partner@bench.example.co.uk', role: 'partner', password: 'bench-partner-1', providerId: seeded.partnerProviderId },
      { cookie: cookies.admin },
    );
    cookies.partner = await signIn(base, 'partner@bench.example.co.uk', 'bench-partner-1');
    for (const [name, who, path] of calls(seeded.sampleCustomer)) {
      const opts = { url: `${base}${path}`, headers: { cookie: cookies[who] }, connections: CONNECTIONS };
      await autocannon({ ...opts, amount: Math.min(200, REQUESTS) }); // warm-up
      const result = await autocannon({ ...opts, amount: REQUESTS });
      const l = result.latency;
      const verdict = result.non2xx > 0 ? 'ERRORS' : l.p99 < BUDGET_MS ? 'ok' : 'OVER';
      const line = `| ${new Date().toISOString().slice(0, 10)} | ${label} | ${name} | ${CUSTOMERS} | ${result.requests.total} | ${result.non2xx} | ${l.p50} | ${l.p90} | ${l.p99} | ${l.max} | ${Math.round(result.requests.average)} | ${verdict} |`;
      console.log(line);
      lines.push(line);
    }
    return lines;
  } finally {
    await stopServer(child);
  }
}

async function main() {
  await warnIfBusy();
  const lines = await onEachEngine(run, { sqlitePort: 3221, mysqlPort: 3222 });
  appendFileSync(join(__dirname, 'RESULTS-crm.md'), `${lines.join('\n')}\n`);
  if (lines.some((line) => !line.endsWith('| ok |'))) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
