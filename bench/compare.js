#!/usr/bin/env node
// npm run bench: POST /api/compare-providers at 10 concurrent clients, on SQLite and on
// MariaDB (when reachable), with 25 live providers and 100 terminals, beside its floor: a bare
// Fastify route (bench/floor-server.js) answering the very bytes the product answered, loaded by
// the same autocannon with the same clients in the same run. Each engine is measured without and
// with `Accept-Encoding: br, gzip` (the product compresses JSON answers over 1 KB; the floor then
// runs @fastify/compress with the same threshold). Prints each figure beside its floor and the
// goals (the product at least a third of the floor's requests a second, p99 under 10 ms), appends
// the product's latencies to the Runs table of bench/RESULTS.md and the comparison with the floor
// to its "Against the floor" table. Needs `npm run build:api` first.
//   BENCH_REQUESTS (default 10000; the product's requests per measurement), BENCH_FLOOR_REQUESTS
//   (default 30000; the uncompressed floor is several times faster), BENCH_CONNECTIONS (default 10),
//   BENCH_MYSQL_URL (default mariadb://root@127.0.0.1:3306/mc_bench; set to "off" to skip),
//   BENCH_NODE_ARGS (extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
//   to see where the time goes)
const { execFileSync, spawn } = require('node:child_process');
const { mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const { request } = require('node:http');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { compareLoad, shapeCatalogue } = require('./compare-load');
const { insertRows, onEachEngine, startServer, stopServer, waitFor, warnIfBusy } = require('./lib');

const REQUESTS = Number(process.env.BENCH_REQUESTS || 10000);
const FLOOR_REQUESTS = Number(process.env.BENCH_FLOOR_REQUESTS || 30000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const RESULTS = join(__dirname, 'RESULTS.md');
// The goals of issue 26: at least a third of the floor's throughput, and p99 under 10 ms.
const GOAL_SHARE_OF_FLOOR = 1 / 3;
const GOAL_P99_MS = 10;
const COMPRESSED = { 'accept-encoding': 'br, gzip' };

/** The first request of the load, sent once: its status and answer (decoded), to serve as the floor's. */
async function captureAnswer(opts) {
  const { body } = opts.requests[0].setupRequest({});
  const res = await fetch(opts.url, { method: 'POST', headers: { ...opts.headers, 'accept-encoding': 'identity' }, body });
  const text = await res.text();
  if (!res.ok) throw new Error(`the comparison answered ${res.status}: ${text.slice(0, 200)}`);
  return { status: res.status, text, body };
}

/** The size on the wire of one answer to `body` asked with `headers`, and its Content-Encoding. */
function wireSize(url, body, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] || 'none' }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function measure(opts, amount, headers = {}) {
  const withHeaders = { ...opts, headers: { ...opts.headers, ...headers } };
  await autocannon({ ...withHeaders, amount: 300 }); // warm-up
  return autocannon({ ...withHeaders, amount });
}

function startFloor(port, answerFile, status, compress) {
  const args = [join(__dirname, 'floor-server.js'), String(port), answerFile, String(status), ...(compress ? ['compress'] : [])];
  return spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Measures the floor serving `answer` at the same URL path, with the same clients and bodies. */
async function measureFloor(port, opts, answer, compress) {
  const answerFile = join(mkdtempSync(join(tmpdir(), 'mc-bench-floor-')), 'answer.json');
  writeFileSync(answerFile, answer.text);
  const child = startFloor(port, answerFile, answer.status, compress);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    const floorOpts = { ...opts, url: `${base}/api/compare-providers` };
    const headers = compress ? COMPRESSED : {};
    // Compressing every answer bounds the floor near the product's rate: as many requests as the product's.
    const result = await measure(floorOpts, compress ? REQUESTS : FLOOR_REQUESTS, headers);
    if (result.non2xx) throw new Error(`the floor answered ${result.non2xx} non-2xx`);
    return { result, wire: await wireSize(floorOpts.url, answer.body, headers) };
  } finally {
    await stopServer(child);
  }
}

const rps = (result) => Math.round(result.requests.average);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (met) => (met ? 'met' : 'NOT met');

function report(label, product, floor) {
  const share = rps(product.result) / rps(floor.result);
  const p99 = product.result.latency.p99;
  console.log(
    `${label}: the product ${rps(product.result)} req/s, p99 ${p99} ms (${product.result.non2xx} non-2xx, ${kb(product.wire.bytes)} ${product.wire.encoding}) | ` +
      `the floor ${rps(floor.result)} req/s, p99 ${floor.result.latency.p99} ms (${kb(floor.wire.bytes)} ${floor.wire.encoding}) | ` +
      `product/floor ${share.toFixed(2)}, goal at least ${GOAL_SHARE_OF_FLOOR.toFixed(2)}: ${verdict(share >= GOAL_SHARE_OF_FLOOR)}; ` +
      `p99 goal under ${GOAL_P99_MS} ms: ${verdict(p99 < GOAL_P99_MS)}`,
  );
  return { share, met: share >= GOAL_SHARE_OF_FLOOR && p99 < GOAL_P99_MS };
}

function commit() {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: __dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src'], { cwd: __dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return dirty ? `${hash} + uncommitted src/` : hash;
  } catch {
    return 'unknown';
  }
}

let busy = 0;

async function run(label, databaseUrl, port, query) {
  const child = startServer(databaseUrl, port);
  let catalogue, opts, answer;
  const product = {};
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    catalogue = await shapeCatalogue(query);
    opts = await compareLoad(base, CONNECTIONS);
    answer = await captureAnswer(opts);
    product.plain = { result: await measure(opts, REQUESTS), wire: await wireSize(opts.url, answer.body, {}) };
    product.compressed = { result: await measure(opts, REQUESTS, COMPRESSED), wire: await wireSize(opts.url, answer.body, COMPRESSED) };
  } finally {
    await stopServer(child);
  }
  // The floor runs once the product has stopped, so the two never share the CPU.
  const floor = {
    plain: await measureFloor(port + 20, opts, answer, false),
    compressed: await measureFloor(port + 20, opts, answer, true),
  };
  const plain = report(`${label}, uncompressed`, product.plain, floor.plain);
  const compressed = report(`${label}, Accept-Encoding: br, gzip`, product.compressed, floor.compressed);

  const date = new Date().toISOString().slice(0, 10);
  const l = product.plain.result.latency;
  const runRow = `| ${date} | ${label} | ${catalogue.providers} / ${catalogue.terminals} | ${CONNECTIONS} | ${product.plain.result.requests.total} | ${product.plain.result.non2xx} | ${l.p50} | ${l.p90} | ${l.p99} | ${l.max} | ${rps(product.plain.result)} |`;
  const figures = (x) => `${rps(x.result)} | ${x.result.latency.p99}`;
  const floorRow =
    `| ${date} | ${commit()} | ${label} | ${kb(Buffer.byteLength(answer.text))} / ${kb(product.compressed.wire.bytes)} ${product.compressed.wire.encoding} | ` +
    `${figures(product.plain)} | ${figures(floor.plain)} | ${plain.share.toFixed(2)} | ` +
    `${figures(product.compressed)} | ${figures(floor.compressed)} | ${compressed.share.toFixed(2)} | ` +
    `${verdict(plain.met)}${busy > 0.1 ? ` (machine ${Math.round(busy * 100)}% busy before the run)` : ''} |`;
  return [{ runRow, floorRow }];
}

async function main() {
  busy = await warnIfBusy();
  const rows = await onEachEngine(run, { sqlitePort: 3211, mysqlPort: 3212 });
  let text = readFileSync(RESULTS, 'utf8');
  text = insertRows(
    text,
    '## Against the floor',
    rows.map((r) => r.floorRow),
  );
  text = insertRows(
    text,
    '## Runs',
    rows.map((r) => r.runRow),
  );
  writeFileSync(RESULTS, text);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
