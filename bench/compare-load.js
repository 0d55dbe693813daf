// The public comparison's load, shared by bench/compare.js and bench/retention.js: the catalogue
// shaped to 25 live providers with 100 terminals, one visitor per client (each with its own
// profile), and autocannon options that POST /api/compare-providers with different figures on
// every request (so every comparison writes its quotes, as in the wizard).
const { randomUUID } = require('node:crypto');
const { json } = require('./lib');

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

/**
 * One visitor per client, each comparing (and recording quotes for) its own profile: creates the
 * profiles and answers autocannon options (url, method, headers, connections, requests) for
 * POST /api/compare-providers; add `amount` or `duration`.
 */
async function compareLoad(base, connections) {
  const bodies = [];
  for (let i = 0; i < connections; i += 1) {
    const sessionId = randomUUID(); // the profile's owner secret (a UUID)
    const profile = await json('POST', `${base}/api/business-profiles`, { ...PROFILE, sessionId });
    bodies.push({ ...PROFILE, id: profile.id, sessionId });
  }
  let next = 0;
  return {
    url: `${base}/api/compare-providers`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections,
    // Every request carries different figures, so every comparison writes its quotes.
    requests: [
      {
        setupRequest: (request) => {
          next += 1;
          const body = bodies[next % bodies.length];
          return { ...request, body: JSON.stringify({ ...body, monthlyTurnover: body.monthlyTurnover + next }) };
        },
      },
    ],
  };
}

module.exports = { PROFILE, compareLoad, shapeCatalogue };
