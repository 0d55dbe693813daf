#!/usr/bin/env node
// `npm run bench:lighthouse` (after `npm run build`): Lighthouse's mobile performance audit of the
// public pages, the landing page (/) and the wizard (/comparison-tool), served by the built server
// (production mode, a fresh SQLite database). Lighthouse's default mobile settings (simulated slow
// 4G and a 4x slower CPU), driving Debian's chromium (CHROME_PATH, /usr/bin/chromium unless set).
// Each page is audited three times; the median score and the median Largest Contentful Paint are
// printed and appended to the "Public pages" table of bench/RESULTS.md with the date and commit.
// Goal: score at least 95 and LCP under 2.0 s on each page. A benchmark, not a test: the figures
// move with the machine's load, which the row notes.
const { spawnSync } = require('node:child_process');
const { mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { insertRows, startServer, stopServer, waitFor, warnIfBusy } = require('./lib');

const RESULTS = join(__dirname, 'RESULTS.md');
const HEADING = '## Public pages';
const PORT = Number(process.env.BENCH_PORT || 3213);
const PAGES = ['/', '/comparison-tool'];
const RUNS = 3;
// The browser tests' chromium flags (headless, no sandbox, no background traffic).
const CHROME_FLAGS = require('../test/browser/chromium-flags.json');
const GOAL = { score: 95, lcpMs: 2000 };

/** One Lighthouse run of `url`: its performance score (0-100) and LCP in ms. */
function audit(url) {
  const result = spawnSync(
    join(__dirname, '..', 'node_modules', '.bin', 'lighthouse'),
    [url, '--output=json', '--output-path=stdout', '--only-categories=performance', '--quiet', `--chrome-flags=${CHROME_FLAGS.join(' ')}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed (exit ${result.status}): ${result.stderr}`);
  const report = JSON.parse(result.stdout);
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    fcpMs: report.audits['first-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function commit() {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: join(__dirname, '..'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'wizard', 'src/web'], { cwd: join(__dirname, '..'), encoding: 'utf8' }).stdout?.trim();
  return result.status === 0 ? `${result.stdout.trim()}${dirty ? '+changes' : ''}` : 'unknown';
}

async function main() {
  const busy = await warnIfBusy();
  const databaseFile = join(mkdtempSync(join(tmpdir(), 'mc-bench-db-')), 'bench.sqlite');
  const server = startServer(`sqlite:${databaseFile}`, PORT);
  const rows = [];
  try {
    await waitFor(`http://127.0.0.1:${PORT}/api/health`);
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(audit(`http://127.0.0.1:${PORT}${page}`));
      const score = median(runs.map((r) => r.score));
      const lcpMs = median(runs.map((r) => r.lcpMs));
      const met = score >= GOAL.score && lcpMs < GOAL.lcpMs;
      console.log(`${page}: scores ${runs.map((r) => r.score).join(', ')}; LCP ${runs.map((r) => Math.round(r.lcpMs)).join(', ')} ms`);
      rows.push(
        `| ${new Date().toISOString().slice(0, 10)} | ${commit()} | ${page} | ${runs.map((r) => r.score).join(' / ')} | ${score} | ` +
          `${(lcpMs / 1000).toFixed(2)} s | ${(median(runs.map((r) => r.fcpMs)) / 1000).toFixed(2)} s | ${Math.round(median(runs.map((r) => r.tbtMs)))} ms | ` +
          `${median(runs.map((r) => r.cls)).toFixed(3)} | ${met ? 'met' : 'not met'}${busy > 0.1 ? ` (machine ${Math.round(busy * 100)}% busy before the run)` : ''} |`,
      );
    }
  } finally {
    await stopServer(server);
  }
  rows.forEach((row) => console.log(row));
  writeFileSync(RESULTS, insertRows(readFileSync(RESULTS, 'utf8'), HEADING, rows));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
