#!/usr/bin/env node
// npm run bench: POST /api/compare-providers at 10 concurrent clients, on SQLite and on
// MariaDB (when reachable), with 25 live providers and 100 terminals. Prints latency
// percentiles and appends them to bench/RESULTS.md. Needs `npm run build:api` first.
//   BENCH_REQUESTS (default 10000), BENCH_CONNECTIONS (default 10), BENCH_MYSQL_URL
//   (default mariadb://root@127.0.0.1:3306/mc_bench; set to "off" to skip), BENCH_NODE_ARGS (extra
//   node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the time goes)
const { appendFileSync } = require('node:fs');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { compareLoad, shapeCatalogue } = require('./compare-load');
const { onEachEngine, startServer, stopServer, waitFor, warnIfBusy } = require('./lib');

const REQUESTS = Number(process.env.BENCH_REQUESTS || 10000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);

async function run(label, databaseUrl, port, query) {
  const child = startServer(databaseUrl, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    const catalogue = await shapeCatalogue(query);
    const opts = await compareLoad(base, CONNECTIONS);
    await autocannon({ ...opts, amount: 300 }); // warm-up
    const result = await autocannon({ ...opts, amount: REQUESTS });
    const l = result.latency;
    const line = `| ${new Date().toISOString().slice(0, 10)} | ${label} | ${catalogue.providers} / ${catalogue.terminals} | ${CONNECTIONS} | ${result.requests.total} | ${result.non2xx} | ${l.p50} | ${l.p90} | ${l.p99} | ${l.max} | ${Math.round(result.requests.average)} |`;
    console.log(line);
    return [line];
  } finally {
    await stopServer(child);
  }
}

async function main() {
  await warnIfBusy();
  const lines = await onEachEngine(run, { sqlitePort: 3211, mysqlPort: 3212 });
  appendFileSync(join(__dirname, 'RESULTS.md'), `${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
