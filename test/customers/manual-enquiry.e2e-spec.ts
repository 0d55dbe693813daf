import { Lead } from '../../src/leads/entities/lead.entity';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { Quote } from '../../src/quotes/entities/quote.entity';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { newCustomer, quotedProviders, TEST_ENV } from './customer-fixtures';

/** The figures a caller gives on the phone, as the wizard would have asked them. */
const FIGURES = {
  businessType: 'restaurant',
  paymentStatus: 'existing',
  monthlyTurnover: 18500,
  transactionsPerMonth: 900,
  debitCardVolume: 65,
  creditCardVolume: 35,
  corporateCardVolume: 10,
  numberOfTerminals: 2,
  currentDebitFee: 0.6,
  currentCreditFee: 1.4,
  currentMonthlyFees: 15,
  currentTerminalRental: 40,
};

const ENQUIRY = {
  source: 'phone',
  businessName: 'Harbour Fish Bar',
  businessSector: 'food_beverage',
  ...FIGURES,
  firstName: 'Nadia',
  lastName: 'Okafor',
  email: 'Nadia@HarbourFish.example',
  phone: '01632 960123',
  companyName: 'Harbour Fish Bar Ltd',
};

/**
 * Enquiries that do not come through the wizard: staff enter a customer by hand, it is priced by
 * the wizard's comparison, and from then on it is a customer like any other, with its source.
 */
describe('Customers entered by hand (POST /api/crm/customers)', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let partner: string;
  let staffUserId: number;

  const counts = async () => ({
    profiles: await t.dataSource.getRepository(BusinessProfile).count(),
    quotes: await t.dataSource.getRepository(Quote).count(),
    leads: await t.dataSource.getRepository(Lead).count(),
  });

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    const staffUser = await createUser(t, admin, 'staff');
    staffUserId = staffUser.id;
    staff = await staffUser.cookie();
    const [providerA] = await quotedProviders(t);
    partner = await (await createUser(t, admin, 'partner', { providerId: providerA })).cookie();
  }, 120_000);
  afterAll(() => t.close());

  it('prices a phone enquiry exactly as the public comparison prices the same figures, and stores those quotes with a lead', async () => {
    const compared = (await t.http.post('/api/compare-providers').send(FIGURES).expect(200)).body;
    const created = await t.http.post('/api/crm/customers').set('Cookie', staff).send(ENQUIRY).expect(201);

    const best4 = compared.providers.slice(0, 4).map((p: Record<string, number>) => ({
      providerId: p.id,
      rank: p.rank,
      estimatedMonthlyCost: p.estimatedMonthlyCost,
      potentialSavings: p.estimatedSavings,
      matchScore: p.matchScore,
    }));
    const asCompared = (quotes: Array<Record<string, unknown>>) =>
      quotes.map((q) => ({
        providerId: q.providerId,
        rank: q.rank,
        estimatedMonthlyCost: q.estimatedMonthlyCost,
        potentialSavings: q.potentialSavings,
        matchScore: q.matchScore,
      }));
    expect(best4).toHaveLength(4);
    expect(asCompared(created.body.quotes)).toEqual(best4);
    expect(created.body.currentMonthlyCost).toBe(compared.currentMonthlyCost);
    expect(created.body.currentCostSource).toBe(compared.currentCostSource);
    expect(created.body).toMatchObject({ source: 'phone', lead: { status: 'created', applicationReference: expect.stringMatching(/^MC-/) } });

    // The detail: the customer's figures, its source, the stored quotes, the lead with its contact and a timeline entry by the staff member.
    const detail = (await t.http.get(`/api/crm/customers/${created.body.id}`).set('Cookie', staff).expect(200)).body;
    expect(detail.customer).toMatchObject({
      businessName: 'Harbour Fish Bar',
      businessSector: 'food_beverage',
      monthlyTurnover: 18500,
      source: 'phone',
      status: 'created',
    });
    expect(asCompared(detail.quotes)).toEqual(best4);
    expect(detail.quotes.every((q: { isSelected: boolean }) => !q.isSelected)).toBe(true);
    expect(detail.leads).toHaveLength(1);
    expect(detail.leads[0]).toMatchObject({
      firstName: 'Nadia',
      lastName: 'Okafor',
      email: 'nadia@harbourfish.example',
      phone: '01632 960123',
      companyName: 'Harbour Fish Bar Ltd',
      status: 'created',
    });
    expect(detail.activities.map((a: { subject: string }) => a.subject)).toContain('Enquiry entered');

    // The audit trail names who created it, with the source and counts only.
    const audit = await t.http
      .get('/api/crm/audit')
      .query({ filter: JSON.stringify({ tableName: 'business_profiles', recordId: created.body.id, action: 'create' }) })
      .set('Cookie', admin)
      .expect(200);
    expect(audit.body).toHaveLength(1);
    expect(audit.body[0]).toMatchObject({
      action: 'create',
      user: { id: staffUserId },
      reason: 'Customer entered by hand (source: Phone) with 1 lead and 4 quotes',
    });
  });

  it('selects the chosen provider among the quotes, and the customer moves through the statuses like any other', async () => {
    const compared = (await t.http.post('/api/compare-providers').send(FIGURES).expect(200)).body;
    const chosen = compared.providers[1].id;
    const created = await t.http
      .post('/api/crm/customers')
      .set('Cookie', admin)
      .send({ ...ENQUIRY, source: 'referral', businessName: 'Quayside Deli', email: 'deli@quayside.example', selectedProviderId: chosen })
      .expect(201);
    expect(created.body.quotes.filter((q: { isSelected: boolean }) => q.isSelected).map((q: { providerId: number }) => q.providerId)).toEqual([chosen]);
    const detail = (await t.http.get(`/api/crm/customers/${created.body.id}`).set('Cookie', admin).expect(200)).body;
    expect(detail.customer.selectedProvider).toMatchObject({ id: chosen });
    expect(detail.leads[0].selectedProviderId).toBe(chosen);

    await t.http.patch(`/api/crm/leads/${created.body.lead.id}/status`).set('Cookie', staff).send({ status: 'quoted' }).expect(200);
    const after = (await t.http.get(`/api/crm/customers/${created.body.id}`).set('Cookie', staff).expect(200)).body;
    expect(after.customer.status).toBe('quoted');
  });

  it('shows the source on the list, filters by it, and counts it in the analytics breakdown by source', async () => {
    const wizard = await newCustomer(t, { businessName: 'Web Widgets' });
    await newCustomer(t, { businessName: 'Web Wonders' });
    const list = await t.http.get('/api/crm/customers').query({ range: '[0,99]' }).set('Cookie', staff).expect(200);
    const sourceOf = (name: string) => list.body.businessProfiles.find((row: { businessName: string }) => row.businessName === name)?.source;
    expect(sourceOf('Harbour Fish Bar')).toBe('phone');
    expect(sourceOf('Quayside Deli')).toBe('referral');
    expect(sourceOf('Web Widgets')).toBe('wizard');

    const byPhone = await t.http
      .get('/api/crm/customers')
      .query({ filter: JSON.stringify({ source: 'phone' }) })
      .set('Cookie', staff)
      .expect(200);
    expect(byPhone.body.businessProfiles.map((row: { businessName: string }) => row.businessName)).toEqual(['Harbour Fish Bar']);
    const byWizard = await t.http
      .get('/api/crm/customers')
      .query({ filter: JSON.stringify({ source: 'wizard' }), range: '[0,99]' })
      .set('Cookie', staff)
      .expect(200);
    const wizardIds = byWizard.body.businessProfiles.map((row: { id: string }) => row.id);
    expect(wizardIds).toContain(wizard.id);
    expect(byWizard.body.businessProfiles.every((row: { source: string }) => row.source === 'wizard')).toBe(true);
    const manual = await t.http
      .get('/api/crm/customers')
      .query({ filter: JSON.stringify({ source: ['phone', 'referral'] }) })
      .set('Cookie', staff)
      .expect(200);
    expect(manual.body.businessProfiles.map((row: { businessName: string }) => row.businessName).sort()).toEqual(['Harbour Fish Bar', 'Quayside Deli']);
    const wrong = await t.http
      .get('/api/crm/customers')
      .query({ filter: JSON.stringify({ source: 'fax' }) })
      .set('Cookie', staff)
      .expect(400);
    expect(wrong.body.message).toBe('filter "source" must be one of: wizard, phone, email, referral, event');

    const dashboard = (await t.http.get('/api/analytics/dashboard').set('Cookie', admin).expect(200)).body;
    const wizardCount = await t.dataSource.getRepository(BusinessProfile).count({ where: { source: 'wizard' } });
    const total = wizardCount + 2;
    // Most customers first: the wizard's two, then one each by phone and by referral.
    expect(wizardCount).toBe(2);
    expect(dashboard.sourceBreakdown).toEqual([
      { source: 'wizard', label: 'Website', count: wizardCount, percentage: Math.round((wizardCount / total) * 1000) / 10 },
      { source: 'phone', label: 'Phone', count: 1, percentage: Math.round((1 / total) * 1000) / 10 },
      { source: 'referral', label: 'Referral', count: 1, percentage: Math.round((1 / total) * 1000) / 10 },
    ]);
  });

  it('refuses a partner (403) and stores nothing', async () => {
    const before = await counts();
    await t.http.post('/api/crm/customers').set('Cookie', partner).send(ENQUIRY).expect(403);
    expect(await counts()).toEqual(before);
  });

  it('answers wrong or missing fields with a 400 naming each, and stores nothing', async () => {
    const before = await counts();
    const { monthlyTurnover: _left, ...withoutTurnover } = ENQUIRY;
    const res = await t.http
      .post('/api/crm/customers')
      .set('Cookie', staff)
      .send({ ...withoutTurnover, source: 'wizard', email: 'not-an-email', businessSector: 'space', phone: 'call me', debitCardVolume: -5 })
      .expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'source must be one of: phone, email, referral, event',
        'businessSector must be one of: retail, food_beverage, healthcare, professional_services, automotive, construction_trade, beauty_wellness, education, accommodation, technology, manufacturing, charity_nonprofit, entertainment, transport_logistics, property_estate, other',
        'monthlyTurnover must be a number with at most 2 decimal places from 1 to 10000000000 (pounds)',
        'debitCardVolume must be a number with at most 2 decimal places from 0 to 10000000000',
        'email must be a valid email address',
        'phone must be a phone number of 7 to 25 digits, spaces, +, - or brackets',
      ]),
    );
    const blank = await t.http
      .post('/api/crm/customers')
      .set('Cookie', staff)
      .send({ ...ENQUIRY, firstName: '  ', businessName: '' })
      .expect(400);
    expect(blank.body.message).toEqual(
      expect.arrayContaining(['firstName must be a text of 1 to 100 characters', 'businessName must be a text of 1 to 200 characters']),
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses values past the bounds it shares with the business profile and an application, naming each, and stores nothing', async () => {
    const before = await counts();
    const res = await t.http
      .post('/api/crm/customers')
      .set('Cookie', staff)
      .send({
        ...ENQUIRY,
        lastName: 'x'.repeat(101),
        companyName: 'x'.repeat(201),
        notes: 'x'.repeat(5001),
        currentProvider: 'x'.repeat(121),
        numberOfTerminals: 1001,
        currentAuthFee: 10001,
      })
      .expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'lastName must be a text of 1 to 100 characters',
        'companyName must be a text of 1 to 200 characters',
        'notes must be a text of 1 to 5000 characters',
        'currentProvider must be a text of 1 to 120 characters',
        'numberOfTerminals must be a whole number from 1 to 1000',
        'currentAuthFee must be a number with at most 4 decimal places from 0 to 10000 (pence)',
      ]),
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a chosen provider that these figures were not quoted for, and stores nothing (not even the customer)', async () => {
    const compared = (await t.http.post('/api/compare-providers').send(FIGURES).expect(200)).body;
    const notQuoted = compared.providers[4]?.id ?? 999999;
    const before = await counts();
    const res = await t.http
      .post('/api/crm/customers')
      .set('Cookie', staff)
      .send({ ...ENQUIRY, businessName: 'Never Stored', selectedProviderId: notQuoted })
      .expect(400);
    expect(res.body.message).toEqual([expect.stringMatching(/^selectedProviderId must be one of the providers quoted for these figures: /)]);
    expect(await counts()).toEqual(before);
  });
});
