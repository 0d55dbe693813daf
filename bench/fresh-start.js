#!/usr/bin/env node
// A fresh clone's first start (npm run bench:fresh-start; issue 26: `npm install && npm start` on
// a fresh clone serves within 120 s). Clones the committed HEAD into a temporary folder and times,
// there, `npm install` (the lock's packages, better-sqlite3's native build among them) and then
// `npm start` (the three builds, the migrations of a new SQLite file, the server) until the first
// 200 from GET /api/health. The floor, in the same run and a second fresh clone: `npm install
// --ignore-scripts` (the packages alone: what any install of this lock costs, without the native
// builds) and the bare start of a Node process. npm's cache is what it is on the machine (the
// first install on a new machine also downloads). Appends a row to the "Start-up" section of
// bench/RESULTS.md (BENCH_RECORD=off to only print).
const { execFileSync, spawn } = require('node:child_process');
const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { loadavg, tmpdir } = require('node:os');
const { join } = require('node:path');
const { timeToFirst200 } = require('./first-200');
const { busyShare, insertRows } = require('./lib');

const ROOT = join(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT || 3481);
const GOAL_S = 120;
const HEADING = '### npm run bench:fresh-start';
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const seconds = (ms) => (ms / 1000).toFixed(1);

function freshClone() {
  const dir = mkdtempSync(join(tmpdir(), 'mc-bench-fresh-'));
  execFileSync('git', ['clone', '-q', ROOT, dir]);
  return dir;
}

/** Runs a command to its end in `cwd`; answers its wall time in ms (throws when it fails). */
function timed(cwd, command, args) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(Number(process.hrtime.bigint() - start) / 1e6) : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

async function main() {
  const busy = await busyShare();
  const loadBefore = loadavg()[0];
  console.log(`machine: ${Math.round(busy * 100)}% CPU busy before the run, load average ${loadBefore.toFixed(2)}`);
  const product = freshClone();
  const floor = freshClone();
  try {
    const install = await timed(product, NPM, ['install', '--no-audit', '--no-fund']);
    console.log(`npm install: ${seconds(install)} s`);
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-fresh-data-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: `sqlite:${join(dataDir, 'app.sqlite')}` };
    let start;
    try {
      ({ ms: start } = await timeToFirst200(NPM, ['start', '--silent'], { cwd: product, env, port: PORT }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(`npm start to the first 200: ${seconds(start)} s`);
    const floorInstall = await timed(floor, NPM, ['install', '--no-audit', '--no-fund', '--ignore-scripts']);
    const floorStart = await timed(floor, process.execPath, ['-e', '0']);
    console.log(`floor: npm install --ignore-scripts ${seconds(floorInstall)} s, node -e 0 ${seconds(floorStart)} s`);
    const total = install + start;
    const goal = total < GOAL_S * 1000 ? 'met' : 'NOT met';
    console.log(`fresh clone to serving: ${seconds(total)} s (floor ${seconds(floorInstall + floorStart)} s); goal (under ${GOAL_S} s): ${goal}`);
    if (process.env.BENCH_RECORD === 'off') return;
    const row =
      `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} | ${git('rev-parse', '--short', 'HEAD')} | ${loadBefore.toFixed(1)}-${loadavg()[0].toFixed(1)}, ${Math.round(busy * 100)}% busy | ` +
      `${seconds(install)} | ${seconds(start)} | ${seconds(total)} | ${seconds(floorInstall)} | ${seconds(floorStart)} | ${goal} |`;
    const file = join(__dirname, 'RESULTS.md');
    writeFileSync(file, insertRows(readFileSync(file, 'utf8'), HEADING, [row]));
    console.log(`row added to ${file}`);
  } finally {
    for (const dir of [product, floor]) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
