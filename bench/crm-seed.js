// Seeds a benchmark database with a back-office's worth of records, through SQL in batches:
// CUSTOMERS business profiles (default 100,000), each with one lead and 4 quotes, and TASKS
// tasks plus as many activities (default 100,000 each: 200,000 together). About a quarter of
// the customers select a quote of provider 1, so a partner of provider 1 has a real share.
// Used by bench/crm.js; `query(sql, params)` runs one statement on the bench database.
// Deterministic, so runs are comparable: the ids come from a seeded pseudo-random generator
// (BENCH_SEED, default 1) and every other value from the record's number, so the same seed gives
// the same database (dates counted back from the start of the run).
const { createHash } = require('node:crypto');

const SECTORS = ['retail', 'food_beverage', 'healthcare', 'professional_services', 'automotive', 'beauty_wellness', 'technology', 'other'];
const TYPES = ['retail', 'restaurant', 'online', 'trade'];
const STATUSES = ['created', 'quoted', 'applied', 'closed'];
const FIRST = ['Jane', 'Sam', 'Alex', 'Priya', 'Tom', 'Aisha', 'Chris', 'Nina'];
const LAST = ['Smith', 'Patel', 'Jones', 'Khan', 'Brown', 'Evans', 'Taylor', 'Wilson'];

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A version-4 shaped UUID drawn from `random` (the ids look and sort like the app's). */
function uuidFrom(random) {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)];
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function sqlDate(date) {
  return date.toISOString().slice(0, 23).replace('T', ' ');
}

/** One multi-row INSERT per batch (both engines accept `VALUES (...), (...)`). */
async function insertRows(query, table, columns, rows, batch = 500) {
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    const placeholders = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders}`, chunk.flat());
  }
}

async function seedCrm(
  query,
  { customers = 100_000, tasks = 100_000, adminId = 1, now = new Date(), seed = Number(process.env.BENCH_SEED || 1), isMysql = false } = {},
) {
  const random = generator(seed);
  const providers = (await query("SELECT id, name FROM providers WHERE status = 'live' ORDER BY id")).map((p) => ({ id: Number(p.id), name: p.name }));
  const terminals = await query('SELECT id, providerId FROM terminals ORDER BY id');
  const terminalOf = new Map();
  for (const t of terminals) if (!terminalOf.has(Number(t.providerId))) terminalOf.set(Number(t.providerId), Number(t.id));
  const ids = [];
  const DAY = 24 * 60 * 60_000;
  const PAGE = 5000;
  for (let start = 0; start < customers; start += PAGE) {
    const profiles = [];
    const leads = [];
    const quotes = [];
    for (let i = start; i < Math.min(customers, start + PAGE); i += 1) {
      const id = uuidFrom(random);
      ids.push(id);
      const created = new Date(now.getTime() - (i % 400) * DAY - (i % 1440) * 60_000);
      const name = `Bench Business ${i}`;
      profiles.push([
        id,
        createHash('sha256').update(id).digest('hex'),
        name,
        TYPES[i % 4],
        SECTORS[i % SECTORS.length],
        i % 3 === 0 ? 'new' : 'existing',
        5000 + (i % 50) * 1000,
        25,
        sqlDate(created),
        sqlDate(created),
        sqlDate(created),
      ]);
      const first = FIRST[i % FIRST.length];
      const last = LAST[(i >> 3) % LAST.length];
      const chosen = providers[(i % 4 === 0 ? 0 : i) % providers.length];
      leads.push([
        id,
        `MC-B${String(i).padStart(7, '0')}`,
        first,
        last,
        `${first.toLowerCase()}.${last.toLowerCase()}${i}@bench.example.co.uk`,
        '07700 900123',
        name,
        'asap',
        0,
        STATUSES[i % 4],
        chosen.id,
        terminalOf.get(chosen.id) ?? null,
        sqlDate(created),
        sqlDate(created),
      ]);
      for (let rank = 1; rank <= 4; rank += 1) {
        const provider = rank === 1 ? chosen : providers[(i + rank) % providers.length];
        quotes.push([
          id,
          provider.id,
          terminalOf.get(provider.id) ?? null,
          provider.name,
          150 + rank * 10,
          600 - rank * 50,
          90 - rank,
          rank,
          rank === 1 && i % 2 === 0 ? 1 : 0,
          sqlDate(created),
        ]);
      }
    }
    await insertRows(
      query,
      'business_profiles',
      [
        'id',
        'sessionHash',
        'businessName',
        'businessType',
        'businessSector',
        'paymentStatus',
        'monthlyTurnover',
        'averageTransaction',
        'lastActivityAt',
        'createdAt',
        'updatedAt',
      ],
      profiles,
    );
    await insertRows(
      query,
      'leads',
      [
        'businessProfileId',
        'applicationReference',
        'firstName',
        'lastName',
        'email',
        'phone',
        'companyName',
        'timeline',
        'consentMarketing',
        'status',
        'selectedProviderId',
        'selectedTerminalId',
        'createdAt',
        'updatedAt',
      ],
      leads,
    );
    await insertRows(
      query,
      'quotes',
      [
        'businessProfileId',
        'providerId',
        'terminalId',
        'providerName',
        'estimatedMonthlyCost',
        'potentialSavings',
        'matchScore',
        '`rank`',
        'isSelected',
        'createdAt',
      ],
      quotes,
    );
  }
  await deriveCustomerIndex(query, isMysql);
  for (let start = 0; start < tasks; start += PAGE) {
    const taskRows = [];
    const activityRows = [];
    for (let i = start; i < Math.min(tasks, start + PAGE); i += 1) {
      const customer = ids[i % ids.length];
      const due = new Date(now.getTime() + ((i % 120) - 60) * DAY + (i % 24) * 3_600_000);
      taskRows.push([
        `Follow up ${i}`,
        'follow_up',
        ['low', 'medium', 'high'][i % 3],
        i % 5 === 0 ? 'completed' : 'pending',
        sqlDate(due),
        15,
        customer,
        adminId,
        adminId,
        sqlDate(now),
        sqlDate(now),
      ]);
      activityRows.push([
        customer,
        adminId,
        i % 2 ? 'call' : 'note',
        `Bench activity ${i}`,
        'Spoke about rates',
        sqlDate(new Date(now.getTime() - (i % 300) * DAY)),
      ]);
    }
    await insertRows(
      query,
      'tasks',
      [
        'title',
        'type',
        'priority',
        'status',
        'dueDate',
        'reminderMinutes',
        'businessProfileId',
        'assignedToCrmUserId',
        'createdByCrmUserId',
        'createdAt',
        'updatedAt',
      ],
      taskRows,
    );
    await insertRows(query, 'activities', ['businessProfileId', 'crmUserId', 'type', 'subject', 'description', 'createdAt'], activityRows);
  }
  return { customers: ids.length, tasks, activities: tasks, sampleCustomer: ids[Math.floor(ids.length / 2)], partnerProviderId: providers[0].id };
}

/**
 * What the app keeps beside quotes and leads (src/profiles/customer-index.ts), derived here for
 * the rows inserted behind its back, with the statements of its migration 1764600000000: the
 * providers each customer belongs to, and the text the customer search matches. (What is derived
 * from that text, SQLite's trigram index and customer_search_order, follows by its triggers.)
 */
async function deriveCustomerIndex(query, isMysql) {
  await query(
    'INSERT INTO customer_providers (providerId, businessProfileId)' +
      ' SELECT q.providerId, q.businessProfileId FROM quotes q WHERE q.isSelected = 1' +
      ' UNION SELECT l.selectedProviderId, l.businessProfileId FROM leads l WHERE l.selectedProviderId IS NOT NULL',
  );
  await query(
    isMysql
      ? "UPDATE business_profiles bp SET bp.updatedAt = bp.updatedAt, bp.searchText = LOWER(CONCAT(COALESCE(bp.businessName, ''), COALESCE((" +
          "SELECT CONCAT(' ', GROUP_CONCAT(CONCAT(l.firstName, ' ', l.lastName, ' ', l.email) ORDER BY l.id SEPARATOR ' ')) FROM leads l WHERE l.businessProfileId = bp.id), '')))"
      : "UPDATE business_profiles SET searchText = LOWER(COALESCE(businessName, '') || COALESCE((" +
          "SELECT ' ' || group_concat(l.firstName || ' ' || l.lastName || ' ' || l.email, ' ') FROM leads l WHERE l.businessProfileId = business_profiles.id), ''))",
  );
}

module.exports = { insertRows, seedCrm, sqlDate };
