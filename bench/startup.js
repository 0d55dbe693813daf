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
const { execFileSync, spawn, spawnSync } = require('node:child_process');
const { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } = require('node:fs');
const { loadavg, tmpdir } = require('node:os');
const { join } = require('node:path');
const { busyShare, insertRows, stopProcessGroup } = require('./lib');

const ROOT = join(__dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 3471);
const HEADING = '### npm run bench:startup';
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const FLOOR = `require('fastify')({ logger: false }).get('/api/health', async () => ({ status: 'ok' })).listen({ port: Number(process.env.PORT), host: '0.0.0.0' })`;

/** The CPU time (ms) a process and its descendants have used so far, waited-for children included; null off Linux. */
function treeCpuMs(rootPid) {
  if (!existsSync('/proc/self/stat')) return null;
  const procs = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may hold spaces): state ppid ... utime(14) stime cutime cstime.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      procs.set(Number(entry), { ppid: Number(fields[1]), ticks: fields.slice(11, 15).reduce((a, b) => a + Number(b), 0) });
    } catch {
      /* gone meanwhile */
    }
  }
  const inTree = (pid) => {
    for (let p = pid; p > 1; p = procs.get(p)?.ppid ?? 0) if (p === rootPid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, proc] of procs) if (inTree(pid)) ticks += proc.ticks;
  const hz = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return (ticks * 1000) / hz;
}

/** Launches `command`, polls GET /api/health every 10 ms; answers { ms, cpuMs } at the first 200, then stops the process tree. */
async function timeToFirst200(command, args, env) {
  const start = process.hrtime.bigint();
  const child = spawn(command, args, { cwd: ROOT, env: { ...env, PORT: String(PORT) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  let exit = null;
  child.once('exit', (code) => (exit = code));
  for (;;) {
    if (exit !== null) throw new Error(`${command} ${args.join(' ')} exited (${exit}) before answering`);
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const cpuMs = treeCpuMs(child.pid);
  // The whole group (npm, its shell, the server), so that the port is free for the next run.
  await stopProcessGroup(child);
  // npm may exit before the server it started: wait until the port is free.
  for (let i = 0; i < 200; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${PORT}/api/health`);
      await new Promise((r) => setTimeout(r, 50));
    } catch {
      break;
    }
  }
  return { ms, cpuMs };
}

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
  await timeToFirst200(NPM, ['start', '--silent'], env);
  const commands = {
    npmStart: [NPM, ['start', '--silent']],
    server: [process.execPath, [join(ROOT, 'dist', 'main.js')]],
    floor: [process.execPath, ['-e', FLOOR]],
  };
  const results = { npmStart: [], server: [], floor: [] };
  for (let i = 0; i < RUNS; i += 1) {
    for (const [name, [command, args]] of Object.entries(commands)) {
      const run = await timeToFirst200(command, args, env);
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
