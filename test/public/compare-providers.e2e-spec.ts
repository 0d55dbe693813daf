import { createHash, randomUUID } from 'node:crypto';
import { publishedCostBreakdown, rankProviders } from '../../src/domain/pricing';
import { ProviderCatalogue } from '../../src/comparison/provider-catalogue';
import { Quote } from '../../src/quotes/entities/quote.entity';
import { QuoteRecorder } from '../../src/quotes/quote-recorder';
import { Provider } from '../../src/providers/entities/provider.entity';
import { startApp, TestApp } from '../support/app';
import { compare, createProfile, EXISTING_RESTAURANT as EXISTING } from '../support/visitor';

describe('Comparing providers (anonymous visitor)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('ranks every eligible live provider with the card fields, badges and figures of the shared pricing module', async () => {
    const visitor = await createProfile(t);
    const res = await compare(t, visitor, EXISTING).expect(200);
    expect(res.body.currentMonthlyCost).toBe(450);
    expect(res.body.currentCostSource).toBe('total_cost_input');
    const providers = res.body.providers as Array<Record<string, unknown>>;
    expect(providers.length).toBeGreaterThanOrEqual(10);
    for (const p of providers) {
      for (const field of [
        'id',
        'name',
        'logo',
        'isCheapest',
        'isBestMatch',
        'matchScore',
        'supportLocation',
        'deliveryDays',
        'debitFeeMin',
        'debitFeeMax',
        'creditFeeMin',
        'creditFeeMax',
        'authorizationFee',
        'terminalRentalMin',
        'terminalRentalMax',
        'monthlyMinimumFee',
        'estimatedMonthlyCost',
        'estimatedSavings',
        'reasoning',
        'merchantCompareRating',
        'trustpilotRating',
        'trustpilotUrl',
        'features',
      ]) {
        expect(p).toHaveProperty(field);
      }
      expect(p.estimatedSavings).toBe(Math.round((450 - (p.estimatedMonthlyCost as number)) * 12 * 100) / 100);
    }
    const scores = providers.map((p) => p.matchScore as number);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const cheapest = providers.filter((p) => p.isCheapest);
    expect(cheapest).toHaveLength(1);
    expect(cheapest[0].estimatedMonthlyCost).toBe(Math.min(...providers.map((p) => p.estimatedMonthlyCost as number)));
    expect(providers[0].isBestMatch).toBe(true);
    expect(providers[0].badges).toContain('BEST MATCH');

    // The browser computes with the same module: the same inputs give the same pounds and pence.
    const local = rankProviders(EXISTING, await t.app.get(ProviderCatalogue).live());
    expect(providers.map((p) => [p.id, p.estimatedMonthlyCost, p.estimatedSavings, p.matchScore, p.costBreakdown, p.badges, p.reasoning])).toEqual(
      local.providers.map((p) => [
        p.id,
        p.estimatedMonthlyCost,
        p.estimatedSavings,
        p.matchScore,
        publishedCostBreakdown(p.costBreakdown),
        p.badges,
        p.reasoning,
      ]),
    );
    expect(providers[0].recommendedTerminal).toEqual({
      id: local.providers[0].recommendedTerminal.terminal.id,
      name: local.providers[0].recommendedTerminal.terminal.name,
      type: local.providers[0].recommendedTerminal.terminal.type,
      monthlyRental: local.providers[0].recommendedTerminal.terminal.monthlyRental,
      setupFee: local.providers[0].recommendedTerminal.terminal.setupFee,
    });
  });

  it('records one quote per top-4 provider, replacing the earlier ones', async () => {
    const visitor = await createProfile(t);
    const first = await compare(t, visitor, EXISTING).expect(200);
    const quotes = await t.http.get(`/api/business-profiles/${visitor.profileId}/quotes`).set('X-Session-Id', visitor.sessionId).expect(200);
    expect(quotes.body).toHaveLength(4);
    expect(quotes.body.map((q: { providerId: number }) => q.providerId)).toEqual(first.body.providers.slice(0, 4).map((p: { id: number }) => p.id));
    expect(quotes.body[0]).toMatchObject({
      estimatedMonthlyCost: first.body.providers[0].estimatedMonthlyCost,
      potentialSavings: first.body.providers[0].estimatedSavings,
      isSelected: false,
    });
    expect(quotes.body.every((q: { terminalId: number | null }) => typeof q.terminalId === 'number')).toBe(true);

    await compare(t, visitor, { ...EXISTING, currentTotalMonthlyCost: 300 }).expect(200);
    expect(await t.dataSource.getRepository(Quote).count({ where: { businessProfileId: visitor.profileId } })).toBe(4);
  });

  it("records a batch's other comparisons when one of them cannot be written", async () => {
    const recorder = t.app.get(QuoteRecorder);
    const provider = await t.dataSource.getRepository(Provider).findOneByOrFail({ status: 'live' });
    const quoteFor = (businessProfileId: string) => [
      {
        businessProfileId,
        providerId: provider.id,
        terminalId: null,
        providerName: provider.name,
        estimatedMonthlyCost: 90,
        potentialSavings: 120,
        matchScore: 80,
        rank: 1,
        isSelected: false,
      },
    ];
    const kept = await createProfile(t);
    const gone = randomUUID(); // a profile deleted between the answer and the write
    recorder.record(kept.profileId, quoteFor(kept.profileId));
    recorder.record(gone, quoteFor(gone));
    // The failure is logged; settle() passes it on only when its own call made the write (the
    // batch timer may have started it first), so only the data is checked here.
    await recorder.settle().catch(() => undefined);
    const quotes = await t.dataSource.getRepository(Quote).find({ where: { businessProfileId: kept.profileId } });
    expect(quotes.map((quote) => [quote.providerId, quote.estimatedMonthlyCost])).toEqual([[provider.id, 90]]);
    expect(await t.dataSource.getRepository(Quote).count({ where: { businessProfileId: gone } })).toBe(0);
    await expect(recorder.settle()).resolves.toBeUndefined();
  });

  it('estimates the current cost from rates, then from market defaults', async () => {
    const visitor = await createProfile(t);
    const fromRates = await compare(t, visitor, { ...EXISTING, currentTotalMonthlyCost: undefined, currentDebitFee: 0.5, currentCreditFee: 1.2 }).expect(200);
    expect(fromRates.body.currentCostSource).toBe('calculated_from_rates');
    const defaults = await compare(t, visitor, { ...EXISTING, currentTotalMonthlyCost: undefined }).expect(200);
    expect(defaults.body.currentCostSource).toBe('market_defaults');
  });

  it('does not record quotes without the owner session, and validates the data', async () => {
    const visitor = await createProfile(t);
    await t.http
      .post('/api/compare-providers')
      .send({ ...EXISTING, id: visitor.profileId, sessionId: randomUUID() })
      .expect(404);
    await t.http
      .post('/api/compare-providers')
      .set('X-Session-Id', randomUUID())
      .send({ ...EXISTING, businessProfileId: visitor.profileId })
      .expect(404);
    await t.http
      .post('/api/compare-providers')
      .send({ ...EXISTING, id: visitor.profileId })
      .expect(404);
    const notUuid = await t.http
      .post('/api/compare-providers')
      .send({ ...EXISTING, id: visitor.profileId, sessionId: 'intruder' })
      .expect(400);
    expect(notUuid.body.message).toContain('sessionId must be a UUID');
    const bad = await t.http
      .post('/api/compare-providers')
      .send({ ...EXISTING, numberOfTerminals: 0 })
      .expect(400);
    expect(bad.body.message).toContain('numberOfTerminals must be at least 1');
    const quotesBefore = await t.dataSource.getRepository(Quote).count();
    const anonymous = await t.http.post('/api/compare-providers').send(EXISTING).expect(200);
    expect(anonymous.body.providers.length).toBeGreaterThan(0);
    await t.http.get(`/api/business-profiles/${visitor.profileId}/quotes`).set('X-Session-Id', visitor.sessionId).expect(200);
    expect(await t.dataSource.getRepository(Quote).count()).toBe(quotesBefore);
    const byHeader = await t.http
      .post('/api/compare-providers')
      .set('X-Session-Id', visitor.sessionId)
      .send({ ...EXISTING, id: visitor.profileId })
      .expect(200);
    expect(byHeader.body.providers.length).toBeGreaterThan(0);
    await t.http.get(`/api/business-profiles/${visitor.profileId}/quotes`).set('X-Session-Id', visitor.sessionId).expect(200);
    expect(await t.dataSource.getRepository(Quote).count()).toBe(quotesBefore + 4);
  });

  it('answers an empty list when no provider is live', async () => {
    const repo = t.dataSource.getRepository(Provider);
    const live = await repo.find({ where: { status: 'live' } });
    await repo.update(
      live.map((p) => p.id),
      { status: 'inactive' },
    );
    try {
      const res = await t.http.post('/api/compare-providers').send(EXISTING).expect(200);
      expect(res.body.providers).toEqual([]);
    } finally {
      await repo.update(
        live.map((p) => p.id),
        { status: 'live' },
      );
    }
  });

  it('lists the live terminals of a provider, and 404 for an unknown one', async () => {
    const provider = (await t.dataSource.getRepository(Provider).find({ where: { status: 'live' }, take: 1, order: { id: 'ASC' } }))[0];
    const res = await t.http.get(`/api/providers/${provider.id}/terminals`).expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(1);
    // Exactly the fields the public view lists (openapi.yaml's TerminalViewDto): never the back-office's quality score or audit times.
    const listed = [
      'id',
      'providerId',
      'name',
      'type',
      'status',
      'description',
      'detailedDescription',
      'imageUrl',
      'setupFee',
      'monthlyRental',
      'connectivity',
      'features',
      'suitableFor',
      'specialFeatures',
      'isRecommended',
      'hasHigherTransactionFees',
      'maxRecommendedMonthlyVolume',
      'lowVolumeWarning',
      'transactionFeeStructure',
    ];
    for (const terminal of res.body) {
      expect(terminal).toMatchObject({ providerId: provider.id, status: 'live' });
      expect(Object.keys(terminal).sort()).toEqual([...listed].sort());
    }
    await t.http.get('/api/providers/999999/terminals').expect(404);
  });
});

describe('Industry defaults and tracking (anonymous visitor)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it("answers a sector's defaults and 404 for an unknown key", async () => {
    const res = await t.http.get('/api/industry-defaults/other').expect(200);
    expect(res.body).toEqual({
      sectorLabel: 'General Business',
      monthlyTurnoverDefault: 35000,
      averageTransactionDefault: 50,
      creditDebitSplitDefault: 65,
      personalCorporateSplitDefault: 80,
      ukInternationalSplitDefault: 95,
      f2fCnpSplitDefault: 75,
    });
    await t.http.get('/api/industry-defaults/retail').expect(200);
    await t.http.get('/api/industry-defaults/space_tourism').expect(404);
  });

  it('stores the three tracking events without IP addresses or session ids (only their hash), and never fails on a bad body', async () => {
    const sessionId = randomUUID();
    await t.http.post('/api/track-visitor').send({}).set('Referer', 'http://x/').expect(204);
    await t.http.post('/api/track-user-launch').send({ sessionId }).expect(204);
    await t.http.post('/api/track-user').send({ sessionId }).expect(204);
    await t.http.post('/api/track-user').send({ sessionId: 'not-a-uuid' }).expect(204);
    await t.http.post('/api/track-user').send({ sessionId: 42, junk: true }).expect(204);
    await t.http.post('/api/track-user').send('["not", "an object"]').set('Content-Type', 'application/json').expect(204);
    const rows = await t.dataSource.query('SELECT * FROM tracking_events ORDER BY id');
    expect(rows.map((r: { type: string }) => r.type)).toEqual(['visitor', 'user_launch', 'user']);
    expect(rows[0].path).toBe('/');
    expect(rows[1].sessionHash).toBe(createHash('sha256').update(sessionId).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(sessionId);
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|::1/);
  });

  it('stores each wizard step reached (1-5); a step out of range or without a session is ignored quietly', async () => {
    const sessionId = randomUUID();
    await t.http.post('/api/track-step').send({ sessionId, step: 1 }).expect(204);
    await t.http.post('/api/track-step').send({ sessionId, step: 3 }).expect(204);
    for (const step of [0, 6, 2.5, '4', null]) await t.http.post('/api/track-step').send({ sessionId, step }).expect(204);
    await t.http.post('/api/track-step').send({ sessionId: 'nope', step: 2 }).expect(204);
    const hash = createHash('sha256').update(sessionId).digest('hex');
    const rows: Array<{ type: string; step: number | null }> = await t.dataSource.query(
      'SELECT type, step FROM tracking_events WHERE sessionHash = ? ORDER BY id',
      [hash],
    );
    expect(rows.map((r) => [r.type, r.step === null ? null : Number(r.step)])).toEqual([
      ['step', 1],
      ['step', 3],
    ]);
  });
});
