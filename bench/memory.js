#!/usr/bin/env node
// npm run bench:memory: the server's resident memory (RSS, read from /proc/<pid>/status every
// 50 ms) at rest, under the comparison benchmark's load (POST /api/compare-providers, 10 clients,
// 25 live providers and 100 terminals, as bench/compare.js) and under 20 concurrent statement
// uploads (10 phone-photo PNGs read by OCR and 10 PDFs read as text, each upload from its own
// client address), on SQLite and on MariaDB (when reachable). Goal (issue 26): the server's
// resident memory stays under 400 MB throughout. Appends a row per engine to the "Memory" table of
// bench/RESULTS.md. Linux only (reads /proc). Needs `npm run build:api` first.
//   BENCH_REQUESTS (default 10000), BENCH_CONNECTIONS (default 10), BENCH_MYSQL_URL (as bench/lib.js),
//   BENCH_MALLOC_ARENA_MAX (default 2, as docker/Dockerfile; 'default' for glibc's own),
//   BENCH_MALLOC_MMAP_THRESHOLD (default 4194304, as docker/Dockerfile; 'default' for glibc's own)
const { execFileSync } = require('node:child_process');
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { createCanvas } = require('@napi-rs/canvas');
const PDFDocument = require('pdfkit');
const { compareLoad, shapeCatalogue, PROFILE } = require('./compare-load');
const { json, onEachEngine, startServer, stopServer, waitFor, warnIfBusy } = require('./lib');

const REQUESTS = Number(process.env.BENCH_REQUESTS || 10000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const UPLOADS = 20;
const GOAL_MB = 400;
const RESULTS = join(__dirname, 'RESULTS.md');

/** The process's resident set (VmRSS) and its peak so far (VmHWM), in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number((status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm')) || [])[1] || 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Samples the server's RSS every 50 ms while `work` runs; answers the work's result and the highest RSS seen. */
async function peakDuring(pid, work) {
  let peak = memoryOf(pid).rss;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(pid).rss);
    } catch {
      /* the process has gone; the work will say why */
    }
  }, 50);
  try {
    const result = await work();
    peak = Math.max(peak, memoryOf(pid).rss);
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

/** A phone-photo-sized statement picture (2,400 x 1,400 px) of a monthly summary, as a PNG. */
function statementPhoto(i) {
  const lines = [
    'SumUp',
    'Monthly statement',
    `Card sales: £${(8000 + i * 37).toLocaleString('en-GB')}.20`,
    `Number of transactions: ${300 + i}`,
    'Debit cards: £5,900.00',
    'Credit cards: £2,550.20',
    'Transaction fee: 1.69%',
    'Total fees: £142.81',
  ];
  const canvas = createCanvas(2400, 1400);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  ctx.font = '64px "DejaVu Sans", "Liberation Sans", sans-serif';
  lines.forEach((line, n) => ctx.fillText(line, 100, 150 + n * 150));
  return canvas.toBuffer('image/png');
}

/** A two-page text PDF statement with a summary and a page of transactions. */
function statementPdf(i) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16).text('Dojo monthly statement');
    doc.fontSize(11).text(`Total card turnover £${(12000 + i * 41).toLocaleString('en-GB')}.00`);
    doc.text(`Number of transactions ${400 + i}`);
    doc.text('Debit card turnover £8,000.00');
    doc.text('Credit card turnover £4,000.00');
    doc.text('Total charges £180.40');
    doc.addPage();
    for (let n = 0; n < 60; n += 1) doc.text(`0${(n % 9) + 1}/11/2026  Card payment  £${(20 + n).toFixed(2)}`);
    doc.end();
  });
}

/** Sends the uploads all at once, each from its own address; answers how many got each status. */
async function uploadAll(base, files) {
  const sessionId = crypto.randomUUID();
  const profile = await json('POST', `${base}/api/business-profiles`, { ...PROFILE, sessionId });
  const statuses = await Promise.all(
    files.map(async ({ buffer, name, type }, i) => {
      const form = new FormData();
      form.append('businessProfileId', profile.id);
      form.append('document', new Blob([buffer], { type }), name);
      const res = await fetch(`${base}/api/analyze-document`, {
        method: 'POST',
        headers: { 'x-session-id': sessionId, 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: form,
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  return statuses.reduce((counts, status) => ({ ...counts, [status]: (counts[status] || 0) + 1 }), {});
}

async function benchEngine(label, databaseUrl, port, query, files) {
  // TRUST_PROXY=1: each upload's X-Forwarded-For is its client (one analysis per client at a time).
  // MALLOC_ARENA_MAX and MALLOC_MMAP_THRESHOLD_ as docker/Dockerfile sets them for production
  // (BENCH_MALLOC_ARENA_MAX and BENCH_MALLOC_MMAP_THRESHOLD override; 'default' leaves glibc's own).
  const arenas = process.env.BENCH_MALLOC_ARENA_MAX || '2';
  const mmapThreshold = process.env.BENCH_MALLOC_MMAP_THRESHOLD || '4194304';
  const child = startServer(databaseUrl, port, {
    TRUST_PROXY: '1',
    ...(arenas === 'default' ? {} : { MALLOC_ARENA_MAX: arenas }),
    ...(mmapThreshold === 'default' ? {} : { MALLOC_MMAP_THRESHOLD_: mmapThreshold }),
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    await shapeCatalogue(query);
    const atRest = memoryOf(child.pid).rss;
    const opts = await compareLoad(base, CONNECTIONS);
    const compare = await peakDuring(child.pid, () => autocannon({ ...opts, amount: REQUESTS }));
    if (compare.result.non2xx) throw new Error(`the comparison answered ${compare.result.non2xx} non-2xx`);
    const uploads = await peakDuring(child.pid, () => uploadAll(base, files));
    const { hwm } = memoryOf(child.pid);
    const row = {
      engine: label,
      atRest,
      compare: compare.peak,
      compareRps: Math.round(compare.result.requests.average),
      uploads: uploads.peak,
      uploadStatuses: uploads.result,
      hwm,
    };
    console.log(
      `${label}: at rest ${atRest.toFixed(0)} MB; comparison load peak ${row.compare.toFixed(0)} MB (${row.compareRps} req/s); ` +
        `${UPLOADS} concurrent uploads peak ${row.uploads.toFixed(0)} MB (answers ${JSON.stringify(row.uploadStatuses)}); ` +
        `process peak (VmHWM) ${hwm.toFixed(0)} MB; goal under ${GOAL_MB} MB: ${hwm < GOAL_MB ? 'met' : 'NOT met'}`,
    );
    return [row];
  } finally {
    await stopServer(child);
  }
}

function record(rows, busy) {
  const date = new Date().toISOString().slice(0, 10);
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const lines = rows.map(
    (r) =>
      `| ${date} | ${commit} | ${r.engine} | ${r.atRest.toFixed(0)} | ${r.compare.toFixed(0)} | ${r.compareRps} | ${r.uploads.toFixed(0)} | ` +
      `${Object.entries(r.uploadStatuses)
        .map(([status, n]) => `${n}× ${status}`)
        .join(
          ', ',
        )} | ${r.hwm.toFixed(0)} | ${r.hwm < GOAL_MB ? 'met' : 'NOT met'}${busy > 0.1 ? ` (machine ${Math.round(busy * 100)}% busy before the run)` : ''} |`,
  );
  const text = readFileSync(RESULTS, 'utf8');
  const header =
    '| date | commit | engine | at rest MB | comparison peak MB | comparison req/s | uploads peak MB | upload answers | process peak MB | goal (< 400 MB) |';
  if (!text.includes(header)) throw new Error(`bench/RESULTS.md has no Memory table (${header})`);
  // New rows go at the end of the Memory table (the first blank line after its header).
  const start = text.indexOf(header);
  const end = text.indexOf('\n\n', start);
  const at = end === -1 ? text.length : end;
  writeFileSync(RESULTS, `${text.slice(0, at)}\n${lines.join('\n')}${text.slice(at)}`);
}

async function main() {
  const busy = await warnIfBusy();
  const files = [];
  for (let i = 0; i < UPLOADS / 2; i += 1) {
    files.push({ buffer: statementPhoto(i), name: `photo-${i}.png`, type: 'image/png' });
    files.push({ buffer: await statementPdf(i), name: `statement-${i}.pdf`, type: 'application/pdf' });
  }
  const rows = await onEachEngine((label, url, port, query) => benchEngine(label, url, port, query, files), { sqlitePort: 3411, mysqlPort: 3412 });
  record(rows, busy);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
