#!/usr/bin/env node
// npm run bench:retention: does the data-retention job stall the public comparison? On SQLite and
// on MariaDB (when reachable), on a database seeded by bench/crm-seed.js, BENCH_DUE customers are
// made due for deletion through SQL (inactive for two years, nothing in the future, a retention
// record scheduled for yesterday). Then POST /api/compare-providers is measured at 10 concurrent
// clients with nothing else running (baseline), and again while an admin runs the cleanup
// (POST /api/crm/data-retention/cleanup, the daily job's run, answered when it ends): the latencies
// of the responses that arrived while the job ran. Budget: comparison p99 under 50 ms during the
// job, and every due customer deleted. Prints a row per engine and phase, appends them to
// bench/RESULTS-retention.md, exits 1 when a row is over budget. Needs `npm run build:api` first.
//   BENCH_CUSTOMERS (default 100000), BENCH_TASKS (default 20000: as many activities again),
//   BENCH_DUE (default 10000), BENCH_REQUESTS for the baseline (default 5000), BENCH_CONNECTIONS
//   (default 10), BENCH_MAX_SECONDS (default 5400: the load during the job stops by then at the
//   latest), BENCH_MYSQL_URL (default mariadb://root@127.0.0.1:3306/mc_bench_ret, its own database
//   so that it does not collide with the other benchmarks; "off" skips MariaDB), BENCH_SQLITE
//   ("off" skips SQLite), BENCH_NODE_ARGS
//   (node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
process.env.BENCH_MYSQL_URL ||= 'mariadb://root@127.0.0.1:3306/mc_bench_ret';
const { appendFileSync, existsSync, writeFileSync } = require('node:fs');
const http = require('node:http');
const { loadavg } = require('node:os');
const { join } = require('node:path');
const { performance } = require('node:perf_hooks');
const autocannon = require('autocannon');
const { compareLoad, shapeCatalogue } = require('./compare-load');
const { insertRows, seedCrm, sqlDate } = require('./crm-seed');
const { ADMIN, busyShare, onEachEngine, signIn, startServer, stopServer, waitFor, warnIfBusy } = require('./lib');

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS || 100_000);
const TASKS = Number(process.env.BENCH_TASKS || 20_000);
const DUE = Number(process.env.BENCH_DUE || 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS || 5400);
const BUDGET_MS = 50;
const DAY = 24 * 60 * 60_000;
const RESULTS = join(__dirname, 'RESULTS-retention.md');
const HEADER = `# Retention benchmark results

\`npm run bench:retention\` (after \`npm run build:api\`): does the data-retention job stall the public
comparison? On a database seeded by \`bench/crm-seed.js\` (100,000 customers with one lead and 4
quotes each, 20,000 tasks and 20,000 activities), 10,000 customers with nothing in the future are
made due through SQL (last activity two years ago, a retention record scheduled for yesterday). Then
\`POST /api/compare-providers\` (as in \`npm run bench\`: 25 live providers, 100 terminals, one visitor
per client, quotes written) runs at 10 concurrent clients: first alone (baseline, 5,000 requests),
then while an admin runs the cleanup (\`POST /api/crm/data-retention/cleanup\`, the daily job's run,
answered when it ends). The "during job" row counts the requests in flight at some time while the
job ran (a request that waited for the job counts with its whole wait); "job s" is the cleanup
call's duration and "deleted" its \`businessProfilesDeleted\` (checked through SQL too: none of the
due customers is left). The job also schedules the seed's other customers inactive for more than
12 months (about 7,000; not due yet). Latencies in ms. Budget: comparison p99 under 50 ms during
the job, on both engines, with every due customer deleted; the last column says whether the row is
within it (ERRORS: a due customer not deleted, or a comparison that failed). Each run appends its
rows below.

| date | engine | phase | customers | due | deleted | job s | requests | non-2xx | p50 | p90 | p99 | max | req/s | budget |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
`;

/** Collects the comparison's responses (when each arrived, its latency, its status) of an autocannon run. */
function collect(instance) {
  const samples = [];
  const errors = [];
  instance.on('response', (_client, statusCode, _bytes, responseTime) =>
    samples.push({ at: performance.now(), ms: responseTime, ok: statusCode >= 200 && statusCode < 300 }),
  );
  // A timeout is an error without a latency; autocannon's (10 s) is lifted so that a stall is measured instead.
  instance.on('reqError', () => errors.push(performance.now()));
  return { samples, errors };
}

/** Latency percentiles (nearest rank) of the samples, with their count and the failures. */
function stats(samples, errorCount, seconds) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
  return {
    requests: samples.length,
    non2xx: samples.filter((s) => !s.ok).length + errorCount,
    p50: at(50),
    p90: at(90),
    p99: at(99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
    rate: samples.length / seconds,
  };
}

function runLoad(opts) {
  const instance = autocannon({ timeout: 600, ...opts });
  const collected = collect(instance);
  const done = new Promise((resolve, reject) => {
    instance.once('done', resolve);
    instance.once('error', reject);
  });
  return { instance, done, ...collected };
}

/** POST with the session cookie through node:http (fetch gives up on headers after 300 s). */
function post(url, cookie) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { cookie, 'content-type': 'application/json', 'content-length': 2 } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => (response.statusCode === 200 ? resolve(JSON.parse(body)) : reject(new Error(`POST ${url}: ${response.statusCode} ${body}`))));
    });
    request.on('error', reject);
    request.end('{}');
  });
}

const placeholders = (n) => Array.from({ length: n }, () => '?').join(', ');

/**
 * Makes `count` seeded customers due for deletion under the rule of src/retention/retention-rules.ts:
 * customers without a task due or an activity scheduled after now get a last activity two years
 * ago and a retention record (scheduled, deletion yesterday). Answers their ids.
 */
async function makeDue(query, count, isMysql, now) {
  const rows = await query(
    "SELECT bp.id FROM business_profiles bp WHERE bp.businessName LIKE 'Bench Business %'" +
      ' AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.businessProfileId = bp.id AND t.dueDate > ?)' +
      ' AND NOT EXISTS (SELECT 1 FROM activities a WHERE a.businessProfileId = bp.id AND a.scheduledFor > ?)' +
      ' ORDER BY bp.id LIMIT ?',
    [sqlDate(now), sqlDate(now), count],
  );
  const ids = rows.map((row) => row.id);
  if (ids.length < count) throw new Error(`only ${ids.length} customers can be made due, ${count} asked`);
  const twoYearsAgo = sqlDate(new Date(now.getTime() - 730 * DAY));
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    // On MariaDB updatedAt would move by itself (ON UPDATE CURRENT_TIMESTAMP); it keeps its value, as in the seed.
    await query(`UPDATE business_profiles SET lastActivityAt = ?${isMysql ? ', updatedAt = updatedAt' : ''} WHERE id IN (${placeholders(chunk.length)})`, [
      twoYearsAgo,
      ...chunk,
    ]);
  }
  const scheduledOn = sqlDate(new Date(now.getTime() - 31 * DAY));
  const deletionDate = sqlDate(new Date(now.getTime() - DAY));
  await insertRows(
    query,
    'retention_records',
    ['businessProfileId', 'status', 'scheduledDeletionDate', 'createdAt'],
    ids.map((id) => [id, 'scheduled', deletionDate, scheduledOn]),
  );
  return ids;
}

async function remaining(query, ids) {
  let left = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    left += Number((await query(`SELECT COUNT(*) AS n FROM business_profiles WHERE id IN (${placeholders(chunk.length)})`, chunk))[0].n);
  }
  return left;
}

const ms = (value) => (Number.isNaN(value) ? '-' : Math.round(value));

function row(label, phase, job, s) {
  const verdict =
    job && (job.deleted !== DUE || job.failed > 0 || job.left > 0) ? 'ERRORS' : s.non2xx > 0 || s.requests === 0 ? 'ERRORS' : s.p99 < BUDGET_MS ? 'ok' : 'OVER';
  return `| ${new Date().toISOString().slice(0, 10)} | ${label} | ${phase} | ${CUSTOMERS} | ${DUE} | ${job ? job.deleted : '-'} | ${job ? job.seconds.toFixed(1) : '-'} | ${s.requests} | ${s.non2xx} | ${ms(s.p50)} | ${ms(s.p90)} | ${ms(s.p99)} | ${ms(s.max)} | ${Math.round(s.rate)} | ${verdict} |`;
}

async function run(label, databaseUrl, port, query) {
  const isMysql = !databaseUrl.startsWith('sqlite:');
  const child = startServer(databaseUrl, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    await shapeCatalogue(query);
    const admin = (await query('SELECT id FROM crm_users WHERE email = ?', [ADMIN.email]))[0];
    let started = Date.now();
    const seeded = await seedCrm(query, { customers: CUSTOMERS, tasks: TASKS, adminId: Number(admin.id), isMysql });
    const dueIds = await makeDue(query, DUE, isMysql, new Date());
    console.log(
      `${label}: seeded ${seeded.customers} customers, ${seeded.tasks} tasks and ${seeded.activities} activities, ${dueIds.length} made due, in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    if (isMysql)
      for (const table of ['business_profiles', 'customer_providers', 'leads', 'quotes', 'tasks', 'activities', 'retention_records'])
        await query(`ANALYZE TABLE ${table}`);
    else await query('ANALYZE');
    const cookie = await signIn(base, ADMIN.email, ADMIN.password);
    const opts = await compareLoad(base, CONNECTIONS);
    await runLoad({ ...opts, amount: 300 }).done; // warm-up

    const lines = [];
    console.log(`${label}: ${Math.round((await busyShare()) * 100)}% of the CPU busy before the baseline, load average ${loadavg()[0].toFixed(2)}`);
    started = performance.now();
    const baseline = runLoad({ ...opts, amount: REQUESTS });
    await baseline.done;
    lines.push(row(label, 'baseline', null, stats(baseline.samples, baseline.errors.length, (performance.now() - started) / 1000)));
    console.log(lines[0]);

    console.log(`${label}: ${Math.round((await busyShare()) * 100)}% of the CPU busy before the job, load average ${loadavg()[0].toFixed(2)}`);
    const load = runLoad({ ...opts, duration: MAX_SECONDS });
    let loadEnded = Infinity;
    load.done.then(() => (loadEnded = performance.now())).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 2000)); // the load runs steadily before the job starts
    const jobStart = performance.now();
    let answer;
    let jobError;
    try {
      answer = await post(`${base}/api/crm/data-retention/cleanup`, cookie);
    } catch (error) {
      jobError = error;
    }
    const jobEnd = performance.now();
    const loadAfter = loadavg()[0];
    if (loadEnded < jobEnd)
      console.warn(
        `${label}: the comparison's load (BENCH_MAX_SECONDS=${MAX_SECONDS}) ended ${Math.round((jobEnd - loadEnded) / 1000)} s before the job did; the job's last part ran without it`,
      );
    load.instance.stop();
    await load.done;
    if (jobError) throw jobError;
    const summary = answer.summary;
    console.log(
      `${label}: cleanup answered ${JSON.stringify(summary)} in ${((jobEnd - jobStart) / 1000).toFixed(1)} s, load average ${loadAfter.toFixed(2)} at its end`,
    );
    // In the window: every request in flight at some time while the job ran (sent before it ended, answered after it started).
    const inWindow = (at, latency = 0) => at >= jobStart && at - latency <= jobEnd;
    const left = await remaining(query, dueIds);
    if (left > 0) console.log(`${label}: ${left} of the due customers are still there`);
    const job = { deleted: summary.businessProfilesDeleted, failed: summary.failed, left, seconds: (jobEnd - jobStart) / 1000 };
    lines.push(
      row(
        label,
        'during job',
        job,
        stats(
          load.samples.filter((s) => inWindow(s.at, s.ms)),
          load.errors.filter((at) => inWindow(at)).length,
          job.seconds,
        ),
      ),
    );
    console.log(lines[1]);
    return lines;
  } finally {
    await stopServer(child);
  }
}

async function main() {
  await warnIfBusy();
  const lines = await onEachEngine(run, { sqlitePort: 3241, mysqlPort: 3242 });
  if (!existsSync(RESULTS)) writeFileSync(RESULTS, HEADER);
  appendFileSync(RESULTS, `${lines.join('\n')}\n`);
  if (lines.some((line) => !line.endsWith('| ok |'))) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { makeDue, remaining };
