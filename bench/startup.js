#!/usr/bin/env node
// Start-up benchmark (npm run bench:startup; issue 26: `npm start` on a built, unchanged tree serves
// in under 2 s). Times, from launching the command to the first 200 from GET /api/health:
//   - `npm start` (npm, the staleness check of scripts/builds.js, then the server),
//   - `node dist/main.js` (the server alone),
//   - the floor: a bare Fastify server started with `node -e` (what any Node server costs here),
// each BENCH_RUNS times (default 5), alternated, on a SQLite file migrated by a first, uncounted
// start. The CPU time each used until that first 200 (user + system, the whole process tree) is
// measured beside it, as other work on the 2 shared cores stretches the wall times. Appends a row
// to the "Start-up" section of bench/RESULTS.md (BENCH_RECORD=off to only print).
const { execFileSync, spawnSync } = require('node:child_process');
const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { loadavg, tmpdir } = require('node:os');
const { join } = require('node:path');
const { timeToFirst200 } = require('./first-200');
const { busyShare, insertRows } = require('./lib');

const ROOT = join(__dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 3471);
const HEADING = '### npm run bench:startup';
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const FLOOR = `require('fastify')({ logger: false }).get('/api/health', async () => ({ status: 'ok' })).listen({ port: Number(process.env.PORT), host: '0.0.0.0' })`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => (ms / 1000).toFixed(2);
const summary = (runs, key) => {
  const values = runs.map((r) => r[key]).filter((v) => v !== null);
  return values.length ? `${seconds(median(values))} (${seconds(Math.min(...values))}-${seconds(Math.max(...values))})` : 'n/a';
};

async function main() {
  // Whatever is stale is built now, not in the measured runs.
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'builds.js'), 'stale'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('scripts/builds.js stale failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-startup-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: `sqlite:${join(dataDir, 'app.sqlite')}` };
  const busy = await busyShare();
  const loadBefore = loadavg()[0];
  console.log(`machine: ${Math.round(busy * 100)}% CPU busy before the runs, load average ${loadBefore.toFixed(2)}`);
  // The first start migrates the new SQLite file (and seeds it); the measured ones find it current.
  await timeToFirst200(NPM, ['start', '--silent'], { cwd: ROOT, env, port: PORT });
  const commands = {
    npmStart: [NPM, ['start', '--silent']],
    server: [process.execPath, [join(ROOT, 'dist', 'main.js')]],
    floor: [process.execPath, ['-e', FLOOR]],
  };
  const results = { npmStart: [], server: [], floor: [] };
  for (let i = 0; i < RUNS; i += 1) {
    for (const [name, [command, args]] of Object.entries(commands)) {
      const run = await timeToFirst200(command, args, { cwd: ROOT, env, port: PORT });
      results[name].push(run);
      console.log(`run ${i + 1}/${RUNS} ${name}: ${seconds(run.ms)} s to the first 200, ${run.cpuMs === null ? 'n/a' : seconds(run.cpuMs)} s CPU`);
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  const loadAfter = loadavg()[0];
  const ratio = median(results.npmStart.map((r) => r.ms)) / median(results.floor.map((r) => r.ms));
  const goal = median(results.npmStart.map((r) => r.ms)) < 2000 ? 'met' : 'NOT met';
  console.log(`\nmedian (min-max) over ${RUNS} runs, seconds to the first 200 of GET /api/health:`);
  console.log(`  npm start          ${summary(results.npmStart, 'ms')}  CPU ${summary(results.npmStart, 'cpuMs')}`);
  console.log(`  node dist/main.js  ${summary(results.server, 'ms')}  CPU ${summary(results.server, 'cpuMs')}`);
  console.log(`  floor (bare Fastify, node -e)  ${summary(results.floor, 'ms')}  CPU ${summary(results.floor, 'cpuMs')}`);
  console.log(`  npm start / floor: ${ratio.toFixed(1)}; goal (npm start < 2 s): ${goal}`);
  if (process.env.BENCH_RECORD === 'off') return;
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  let commit;
  try {
    // "+changes": the server's or the start script's files differ from the commit.
    commit = git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain', '--', 'src', 'scripts/builds.js', 'package.json') ? '+changes' : '');
  } catch {
    commit = process.env.BENCH_COMMIT || 'unknown (not a git checkout)';
  }
  const file = join(__dirname, 'RESULTS.md');
  const row =
    `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} | ${commit} | ${loadBefore.toFixed(1)}-${loadAfter.toFixed(1)}, ${Math.round(busy * 100)}% busy | ${RUNS} | ` +
    `${summary(results.npmStart, 'ms')} | ${summary(results.npmStart, 'cpuMs')} | ${summary(results.server, 'ms')} | ${summary(results.server, 'cpuMs')} | ` +
    `${summary(results.floor, 'ms')} | ${summary(results.floor, 'cpuMs')} | ${goal} |`;
  writeFileSync(file, insertRows(readFileSync(file, 'utf8'), HEADING, [row]));
  console.log(`row added to ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
