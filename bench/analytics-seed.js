// Seeds a benchmark database for the analytics calls: the back-office records of
// bench/crm-seed.js (CUSTOMERS business profiles with a lead and 4 quotes each, tasks and
// activities) plus EVENTS tracking events (default 1,000,000) over the same 400 days: landing-page
// visits, wizard openings, steps reached and statement uploads, a share of them from the visits
// that created the customers (so a partner's figures are real), inserted in batches, one
// transaction per page; then the daily roll-ups of the events and of the customers are built from
// them by the code the migrations use (the built dist/domain/tracking-rollups.js and
// customer-rollup-store.js, so `npm run build:api` first). `query(sql, params)`
// runs one statement on the bench database. Answers the seconds each part took.
const { createHash, randomUUID } = require('node:crypto');
const { join } = require('node:path');
const { insertRows, seedCrm, sqlDate } = require('./crm-seed');
const { rebuildTrackingRollups } = require(join(__dirname, '..', 'dist', 'domain', 'tracking-rollups.js'));
const { rebuildCustomerRollups } = require(join(__dirname, '..', 'dist', 'domain', 'customer-rollup-store.js'));

const DAY = 24 * 60 * 60_000;

async function seedAnalytics(query, { customers = 100_000, events = 1_000_000, tasks = 100_000, adminId = 1, now = new Date(), isMysql = false } = {}) {
  const crmStarted = Date.now();
  const crm = await seedCrm(query, { customers, tasks, adminId, now, isMysql });
  const crmSeconds = (Date.now() - crmStarted) / 1000;
  const eventsStarted = Date.now();
  // crm-seed gives each profile sessionHash = sha256(its id); read them back in id order, a page at a time.
  const hashes = (await query('SELECT sessionHash FROM business_profiles ORDER BY id')).map((row) => row.sessionHash);
  const PAGE = 50_000;
  let sessionHash = null;
  let step = 0;
  let customerVisits = 0;
  for (let start = 0; start < events; start += PAGE) {
    const rows = [];
    for (let i = start; i < Math.min(events, start + PAGE); i += 1) {
      const at = sqlDate(new Date(now.getTime() - (i % 400) * DAY - (i % 1440) * 60_000));
      if (i % 10 < 3) {
        rows.push([null, 'visitor', null, '/', at]);
        continue;
      }
      // A visit: opening, then steps 1..n (n from 1 to 5), sometimes an upload. Every other visit is
      // the one that created a customer, until each customer has had its visit (one each, as in
      // real data); the others are visitors who never became customers, each its own session.
      if (step === 0) {
        const customersVisit = i % 2 === 0 && customerVisits < hashes.length;
        sessionHash = customersVisit ? hashes[customerVisits++] : createHash('sha256').update(randomUUID()).digest('hex');
        rows.push([sessionHash, 'user', null, '/comparison-tool', at]);
        step = 1;
        continue;
      }
      if (step === 3 && i % 7 === 0) {
        rows.push([sessionHash, 'document_upload', null, '/api/analyze-document', at]);
        step += 1;
        continue;
      }
      rows.push([sessionHash, 'step', Math.min(step, 5), '/comparison-tool', at]);
      step = step >= 1 + (i % 5) ? 0 : step + 1;
    }
    await query(isMysql ? 'START TRANSACTION' : 'BEGIN');
    await insertRows(query, 'tracking_events', ['sessionHash', 'type', 'step', 'path', 'createdAt'], rows, 1000);
    await query('COMMIT');
  }
  const eventsSeconds = (Date.now() - eventsStarted) / 1000;
  const rollupsStarted = Date.now();
  // One transaction, so the server's roll-up job never writes between the rebuild's delete and its rows.
  await query(isMysql ? 'START TRANSACTION' : 'BEGIN IMMEDIATE');
  await rebuildTrackingRollups(query, isMysql);
  const trackingRollupsSeconds = (Date.now() - rollupsStarted) / 1000;
  await rebuildCustomerRollups(query, isMysql);
  await query('COMMIT');
  const rollupsSeconds = (Date.now() - rollupsStarted) / 1000;
  return { ...crm, events, crmSeconds, eventsSeconds, rollupsSeconds, trackingRollupsSeconds };
}

module.exports = { seedAnalytics };
