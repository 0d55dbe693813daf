#!/usr/bin/env node
// npm run bench: POST /api/compare-providers at 10 concurrent clients, on SQLite and on
// MariaDB (when reachable), with 25 live providers and 100 terminals. Prints latency
// percentiles and appends them to bench/RESULTS.md. Needs `npm run build:api` first.
//   BENCH_REQUESTS (default 10000), BENCH_CONNECTIONS (default 10), BENCH_MYSQL_URL
//   (default mariadb://root@127.0.0.1:3306/mc_bench; set to "off" to skip), BENCH_NODE_ARGS (extra
//   node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the time goes)
const { randomUUID } = require('node:crypto');
const { appendFileSync } = require('node:fs');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { json, onEachEngine, startServer, stopServer, waitFor, warnIfBusy } = require('./lib');

const REQUESTS = Number(process.env.BENCH_REQUESTS || 10000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);

const PROFILE = {
  businessType: 'restaurant',
  businessName: 'Bench Bistro',
  businessSector: 'food_beverage',
  paymentStatus: 'existing',
  monthlyTurnover: 20000,
  debitCardVolume: 14000,
  creditCardVolume: 6000,
  averageTransaction: 30,
  numberOfTerminals: 2,
  currentTotalMonthlyCost: 450,
  paymentMethods: ['pdq', 'epos'],
};

/**
 * Brings the catalogue to 25 live providers with 100 terminals: the seed's quote-only (draft)
 * providers get indicative rates and go live, and terminals are added through SQL.
 */
async function shapeCatalogue(query) {
  await query(
    "UPDATE providers SET debitFeeMin = COALESCE(debitFeeMin, 0.3), debitFeeMax = COALESCE(debitFeeMax, 0.6), creditFeeMin = COALESCE(creditFeeMin, 0.8), creditFeeMax = COALESCE(creditFeeMax, 1.5), authorizationFee = COALESCE(authorizationFee, 3), monthlyMinimumFee = COALESCE(monthlyMinimumFee, 0), terminalRentalMin = COALESCE(terminalRentalMin, 15), terminalRentalMax = COALESCE(terminalRentalMax, 25), status = 'live' WHERE status <> 'live'",
  );
  await query("UPDATE terminals SET status = 'live' WHERE status = 'draft'");
  const providers = await query("SELECT id FROM providers WHERE status = 'live' ORDER BY id");
  const terminals = await query("SELECT COUNT(*) AS n FROM terminals t JOIN providers p ON p.id = t.providerId WHERE p.status = 'live'");
  let count = Number(terminals[0].n);
  for (let i = 0; count < 100; i += 1, count += 1) {
    const providerId = providers[i % providers.length].id;
    await query(
      "INSERT INTO terminals (providerId, name, type, status, dataQualityScore, monthlyRental, setupFee, connectivity, features, specialFeatures, suitableFor, isRecommended, hasHigherTransactionFees, createdAt, updatedAt) VALUES (?, ?, 'portable', 'live', 100, 19.5, 0, '[\"wifi\"]', '[\"Contactless\"]', '[\"Tipping\"]', '[\"restaurant\"]', 0, 0, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)",
      [providerId, `Bench portable ${i + 1}`],
    );
  }
  return { providers: providers.length, terminals: count };
}

async function run(label, databaseUrl, port, query) {
  const child = startServer(databaseUrl, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    const catalogue = await shapeCatalogue(query);
    // One visitor per client, each comparing (and recording quotes for) its own profile.
    const bodies = [];
    for (let i = 0; i < CONNECTIONS; i += 1) {
      const sessionId = randomUUID(); // the profile's owner secret (a UUID)
      const profile = await json('POST', `${base}/api/business-profiles`, { ...PROFILE, sessionId });
      bodies.push({ ...PROFILE, id: profile.id, sessionId });
    }
    let next = 0;
    const opts = {
      url: `${base}/api/compare-providers`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      connections: CONNECTIONS,
      // Every request carries different figures, so every comparison writes its quotes.
      requests: [{ setupRequest: (request) => { next += 1; const body = bodies[next % bodies.length]; return { ...request, body: JSON.stringify({ ...body, monthlyTurnover: body.monthlyTurnover + next }) }; } }],
    };
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
