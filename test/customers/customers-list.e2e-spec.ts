import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { createProfile } from '../support/visitor';
import { freezeClock, newCustomer, quotedProviders, setCreatedAt, TestCustomer, TEST_ENV } from './customer-fixtures';

type Row = { id: string; businessName: string; status: string | null; selectedProvider: { id: number; name: string } | null };

describe('The customer list (staff)', () => {
  let t: TestApp;
  let staff: string;
  let providerA: number;
  let providerB: number;
  const c: Record<string, TestCustomer> = {};

  const list = (query: Record<string, unknown>) =>
    t.http
      .get('/api/crm/customers')
      .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])))
      .set('Cookie', staff);
  const named = async (filter: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<string[]> => {
    const res = await list({ filter: { id: Object.values(c).map((x) => x.id), ...filter }, sort: ['businessName', 'ASC'], ...extra }).expect(200);
    return res.body.businessProfiles.map((row: Row) => row.businessName);
  };
  const setStatus = (leadId: number | undefined, status: string) =>
    t.http.patch(`/api/crm/leads/${leadId}/status`).set('Cookie', staff).send({ status }).expect(200);

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    const admin = await signIn(t, ADMIN.email, ADMIN.password);
    staff = await (await createUser(t, admin, 'staff')).cookie();
    [providerA, providerB] = await quotedProviders(t);
    const lead = (first: string, last: string, email: string) => ({ firstName: first, lastName: last, email });
    c.alpha = await newCustomer(t, {
      businessName: 'Alpha Bakery',
      businessSector: 'food_beverage',
      monthlyTurnover: 5000,
      applyFor: providerA,
      lead: lead('Olivia', 'Baker', 'olivia@alpha.example'),
    });
    c.bravo = await newCustomer(t, { businessName: 'Bravo Motors', businessSector: 'automotive', monthlyTurnover: 20000, selectQuoteOf: providerB });
    c.charlie = await newCustomer(t, {
      businessName: 'Charlie Cuts',
      businessSector: 'beauty_wellness',
      monthlyTurnover: 12000,
      applyFor: providerA,
      lead: lead('Noah', 'Jones', 'noah@charlie.example'),
    });
    c.delta = await newCustomer(t, { businessName: 'delta dental', businessSector: 'healthcare', monthlyTurnover: 8000 });
    c.echo = await newCustomer(t, {
      businessName: 'Echo Events',
      businessSector: 'entertainment',
      monthlyTurnover: 15000,
      applyFor: providerA,
      lead: lead('Ava', 'Patel', 'ava@echo.example'),
    });
    c.foxtrot = await newCustomer(t, {
      businessName: 'Foxtrot Florist',
      businessSector: 'retail',
      monthlyTurnover: 3000,
      applyFor: providerB,
      lead: lead('Leo', 'Wood', 'leo@foxtrot.example'),
    });
    // Charlie applies again, for B: its latest lead decides its status and provider.
    const again = await t.http
      .post('/api/leads')
      .set('X-Session-Id', c.charlie.visitor.sessionId)
      .send({
        ...lead('Noah', 'Jones', 'noah.jones@charlie.example'),
        phone: '07700 900456',
        timeline: 'asap',
        businessProfileId: c.charlie.id,
        selectedProvider: providerB,
      })
      .expect(201);
    await setStatus(c.alpha.leadId, 'quoted');
    await setStatus(again.body.id, 'applied');
    await setStatus(c.foxtrot.leadId, 'closed');
  });
  afterAll(() => t.close());

  it("answers {businessProfiles, leads, quotes}: one page, and the leads and quotes of that page's customers only", async () => {
    const res = await list({ filter: { id: Object.values(c).map((x) => x.id) }, sort: ['businessName', 'ASC'], range: [0, 1] }).expect(200);
    expect(res.headers['content-range']).toBe('customers 0-1/6');
    expect(Object.keys(res.body).sort()).toEqual(['businessProfiles', 'leads', 'quotes']);
    expect(res.body.businessProfiles.map((row: Row) => row.businessName)).toEqual(['Alpha Bakery', 'Bravo Motors']);
    const pageIds = [c.alpha.id, c.bravo.id];
    expect(res.body.leads.map((l: { businessProfileId: string }) => l.businessProfileId)).toEqual([c.alpha.id]);
    expect(res.body.quotes.length).toBe(8);
    expect(new Set(res.body.quotes.map((q: { businessProfileId: string }) => q.businessProfileId))).toEqual(new Set(pageIds));
  });

  it("shows each customer's latest application: status, selected provider and contact", async () => {
    const res = await list({ filter: { id: [c.alpha.id, c.bravo.id, c.charlie.id, c.delta.id] }, sort: ['businessName', 'ASC'] }).expect(200);
    const [alpha, bravo, charlie, delta] = res.body.businessProfiles;
    expect(alpha).toEqual({
      id: c.alpha.id,
      businessName: 'Alpha Bakery',
      businessType: 'retail',
      businessSector: 'food_beverage',
      paymentStatus: 'new',
      monthlyTurnover: 5000,
      source: 'wizard',
      createdAt: expect.any(String),
      lastActivityAt: expect.any(String),
      status: 'quoted',
      selectedProvider: { id: providerA, name: expect.any(String) },
      latestLead: {
        id: c.alpha.leadId,
        firstName: 'Olivia',
        lastName: 'Baker',
        email: 'olivia@alpha.example',
        phone: '07700 900123',
        status: 'quoted',
        applicationReference: c.alpha.applicationReference,
      },
    });
    expect(bravo).toMatchObject({ status: null, selectedProvider: { id: providerB }, latestLead: null });
    expect(charlie).toMatchObject({
      status: 'applied',
      selectedProvider: { id: providerB },
      latestLead: { email: 'noah.jones@charlie.example', status: 'applied' },
    });
    expect(delta).toMatchObject({ status: null, selectedProvider: null, latestLead: null });
    expect(res.body.leads.filter((l: { businessProfileId: string }) => l.businessProfileId === c.charlie.id)).toHaveLength(2);
    expect(JSON.stringify(res.body)).not.toMatch(/sessionHash|idempotencyKey/);
  });

  it('searches business names and the contacts of every lead, case-insensitively, every word', async () => {
    expect(await named({ q: 'BAKERY' })).toEqual(['Alpha Bakery']);
    expect(await named({ q: 'olivia' })).toEqual(['Alpha Bakery']);
    expect(await named({ q: 'jones' })).toEqual(['Charlie Cuts']);
    expect(await named({ q: 'noah@charlie' })).toEqual(['Charlie Cuts']);
    expect(await named({ q: 'alpha olivia' })).toEqual(['Alpha Bakery']);
    expect(await named({ q: 'alpha noah' })).toEqual([]);
    expect(await named({ q: 'DENTAL' })).toEqual(['delta dental']);
    expect(await named({ q: '%' })).toEqual([]);
    expect(await named({ q: '_' })).toEqual([]);
  });

  it('finds a word anywhere in the text, short words too, and reads search syntax as plain text', async () => {
    expect(await named({ q: 'akery' })).toEqual(['Alpha Bakery']);
    expect(await named({ q: 'ba' })).toEqual(['Alpha Bakery']);
    expect(await named({ q: 'ba KERY' })).toEqual(['Alpha Bakery']);
    // Only in Charlie's second lead: the search follows a customer's new leads.
    expect(await named({ q: 'noah.jones@charlie' })).toEqual(['Charlie Cuts']);
    for (const q of ['"bakery"', 'bakery*', 'alpha OR bravo', 'NEAR(alpha', 'alpha -bakery', 'bak"ery']) expect(await named({ q })).toEqual([]);
    const res = await list({ filter: { id: Object.values(c).map((x) => x.id), q: 'example' }, range: [0, 1] }).expect(200);
    expect(res.headers['content-range']).toBe('customers 0-1/4');
  });

  it('no longer finds a deleted customer, on the page or in the count', async () => {
    const golf = await newCustomer(t, { businessName: 'Golf Gardens', businessSector: 'retail', monthlyTurnover: 4000 });
    const search = () => list({ filter: { q: 'golf gardens' } }).expect(200);
    expect((await search()).headers['content-range']).toBe('customers 0-0/1');
    await t.http.delete(`/api/crm/customers/${golf.id}`).set('Cookie', staff).expect(200);
    const after = await search();
    expect(after.body.businessProfiles).toEqual([]);
    expect(after.headers['content-range']).toBe('customers 0-0/0');
  });

  it.each([
    ['created', ['Echo Events']],
    ['quoted', ['Alpha Bakery']],
    ['applied', ['Charlie Cuts']],
    ['closed', ['Foxtrot Florist']],
  ])('filters by the latest lead status %s', async (status, names) => {
    expect(await named({ status })).toEqual(names);
  });

  it('filters by several statuses, sectors, the selected provider and ids', async () => {
    expect(await named({ status: ['quoted', 'applied'] })).toEqual(['Alpha Bakery', 'Charlie Cuts']);
    expect(await named({ sector: 'automotive' })).toEqual(['Bravo Motors']);
    expect(await named({ sector: ['healthcare', 'automotive'] })).toEqual(['Bravo Motors', 'delta dental']);
    expect(await named({ providerId: providerA })).toEqual(['Alpha Bakery', 'Echo Events']);
    expect(await named({ providerId: providerB })).toEqual(['Bravo Motors', 'Charlie Cuts', 'Foxtrot Florist']);
    expect(await named({ providerId: [providerA, providerB] })).toHaveLength(5);
    expect(await named({ id: [c.delta.id, c.echo.id] })).toEqual(['delta dental', 'Echo Events']);
    const empty = await list({ filter: { id: [] } }).expect(200);
    expect(empty.body).toEqual({ businessProfiles: [], leads: [], quotes: [] });
    expect(empty.headers['content-range']).toBe('customers 0-0/0');
  });

  it.each([
    [{ status: 'pending' }, 'filter "status" must be one of: created, quoted, applied, closed'],
    [{ providerId: 'worldpay' }, 'filter "providerId" must be a provider id'],
    [{ dateFrom: '01/07/2026' }, 'filter "dateFrom": 01/07/2026 is not a date like 2026-11-25'],
    [{ dateTo: '2026-02-30' }, 'filter "dateTo": 2026-02-30 is not a real date'],
    [{ dateFrom: 20260701 }, 'filter "dateFrom" must be a date like 2026-11-25'],
    [{ dateFrom: '2026-07-02', dateTo: '2026-07-01' }, 'filter "dateFrom" must not be after "dateTo"'],
    [{ q: 'x'.repeat(201) }, 'filter "q" may be at most 200 characters'],
    [{ q: 'a b c d e f g h i j k' }, 'filter "q" may have at most 10 words'],
    [{ businessName: 'Alpha' }, 'filter "businessName" is not supported'],
  ])('refuses the filter %j: %s', async (filter, message) => {
    const res = await list({ filter }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });

  it('filters on UK calendar days of createdAt (dateFrom and dateTo included)', async () => {
    await setCreatedAt(t, c.alpha.id, new Date('2026-06-30T22:59:59Z')); // 30 June 23:59:59 BST
    await setCreatedAt(t, c.bravo.id, new Date('2026-06-30T23:00:00Z')); // 1 July 00:00 BST
    await setCreatedAt(t, c.charlie.id, new Date('2026-07-01T22:59:59Z')); // 1 July 23:59:59 BST
    await setCreatedAt(t, c.delta.id, new Date('2026-07-01T23:00:00Z')); // 2 July
    expect(await named({ dateFrom: '2026-07-01', dateTo: '2026-07-01' })).toEqual(['Bravo Motors', 'Charlie Cuts']);
    expect(await named({ dateFrom: '2026-07-01', id: [c.alpha.id, c.bravo.id, c.charlie.id, c.delta.id] })).toEqual([
      'Bravo Motors',
      'Charlie Cuts',
      'delta dental',
    ]);
    expect(await named({ dateTo: '2026-06-30', id: [c.alpha.id, c.bravo.id, c.charlie.id, c.delta.id] })).toEqual(['Alpha Bakery']);
  });

  describe('sorting', () => {
    beforeAll(async () => {
      const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));
      const order = ['delta', 'alpha', 'foxtrot', 'bravo', 'echo', 'charlie'];
      for (const [i, key] of order.entries()) await setCreatedAt(t, c[key].id, at(i + 1));
      const { BusinessProfile } = await import('../../src/profiles/entities/business-profile.entity');
      for (const [i, key] of [...order].reverse().entries())
        await t.dataSource.getRepository(BusinessProfile).update({ id: c[key].id }, { lastActivityAt: at(i + 10) });
    });

    it.each([
      ['createdAt', ['delta dental', 'Alpha Bakery', 'Foxtrot Florist', 'Bravo Motors', 'Echo Events', 'Charlie Cuts']],
      ['lastActivityAt', ['Charlie Cuts', 'Echo Events', 'Bravo Motors', 'Foxtrot Florist', 'Alpha Bakery', 'delta dental']],
      ['businessName', ['Alpha Bakery', 'Bravo Motors', 'Charlie Cuts', 'delta dental', 'Echo Events', 'Foxtrot Florist']],
      ['monthlyTurnover', ['Foxtrot Florist', 'Alpha Bakery', 'delta dental', 'Charlie Cuts', 'Echo Events', 'Bravo Motors']],
    ])('sorts by %s, both ways', async (field, ascending) => {
      expect(await named({}, { sort: [field, 'ASC'] })).toEqual(ascending);
      expect(await named({}, { sort: [field, 'DESC'] })).toEqual([...ascending].reverse());
    });

    it('sorts by status (customers without a lead first)', async () => {
      const names = await named({}, { sort: ['status', 'ASC'] });
      expect(names.slice(0, 2).sort()).toEqual(['Bravo Motors', 'delta dental']);
      expect(names.slice(2)).toEqual(['Charlie Cuts', 'Foxtrot Florist', 'Echo Events', 'Alpha Bakery']);
    });

    it('refuses a field it does not sort by', async () => {
      const res = await list({ sort: ['businessSector', 'ASC'] }).expect(400);
      expect(res.body.message).toBe('sort field must be one of: id, createdAt, businessName, monthlyTurnover, lastActivityAt, status');
    });
  });

  describe('paging', () => {
    beforeAll(async () => {
      for (let i = 0; i < 26; i += 1)
        await createProfile(t, { businessType: 'retail', businessName: `Paged ${String(i).padStart(2, '0')}`, businessSector: 'paging', paymentStatus: 'new' });
    });

    it('answers 25 customers by default and pages with range, counting them all', async () => {
      const first = await list({ filter: { sector: 'paging' } }).expect(200);
      expect(first.body.businessProfiles).toHaveLength(25);
      expect(first.headers['content-range']).toBe('customers 0-24/26');
      const last = await list({ filter: { sector: 'paging' }, sort: ['businessName', 'ASC'], range: [25, 49] }).expect(200);
      expect(last.body.businessProfiles.map((row: Row) => row.businessName)).toEqual(['Paged 25']);
      expect(last.headers['content-range']).toBe('customers 25-25/26');
      const past = await list({ filter: { sector: 'paging' }, range: [100, 109] }).expect(200);
      expect(past.body.businessProfiles).toEqual([]);
      expect(past.headers['content-range']).toBe('customers 100-100/26');
    });

    it('refuses a page wider than 500 customers', async () => {
      const res = await list({ range: [0, 500] }).expect(400);
      expect(res.body.message).toBe('range may span at most 500 records');
    });
  });

  describe('date presets (dateFilter, Europe/London, on createdAt)', () => {
    const created: Record<string, string> = {
      today: '2026-03-30T23:30:00Z', // 31 March 00:30 BST
      yesterday: '2026-03-30T12:00:00Z',
      yesterdayLate: '2026-03-30T22:59:59Z', // 30 March 23:59:59 BST
      sixDaysAgo: '2026-03-25T12:00:00Z',
      sevenDaysAgo: '2026-03-24T12:00:00Z',
      twentyNineDaysAgo: '2026-03-02T00:00:00Z', // 00:00 GMT, the first instant of the month preset
      thirtyDaysAgo: '2026-03-01T12:00:00Z',
      february: '2026-02-15T12:00:00Z',
      lastYear: '2025-12-31T23:59:59Z',
    };
    let clock: jest.SpyInstance;

    beforeAll(async () => {
      for (const [name, at] of Object.entries(created)) {
        const visitor = await createProfile(t, { businessType: 'retail', businessName: name, businessSector: 'presets', paymentStatus: 'new' });
        await setCreatedAt(t, visitor.profileId, new Date(at));
      }
      clock = freezeClock(t, new Date('2026-03-31T11:00:00Z'));
    });
    afterAll(() => clock.mockRestore());

    it.each([
      ['all', Object.keys(created)],
      ['today', ['today']],
      ['yesterday', ['yesterday', 'yesterdayLate']],
      ['week', ['today', 'yesterday', 'yesterdayLate', 'sixDaysAgo']],
      ['month', ['today', 'yesterday', 'yesterdayLate', 'sixDaysAgo', 'sevenDaysAgo', 'twentyNineDaysAgo']],
      ['thismonth', ['today', 'yesterday', 'yesterdayLate', 'sixDaysAgo', 'sevenDaysAgo', 'twentyNineDaysAgo', 'thirtyDaysAgo']],
      ['ytd', ['today', 'yesterday', 'yesterdayLate', 'sixDaysAgo', 'sevenDaysAgo', 'twentyNineDaysAgo', 'thirtyDaysAgo', 'february']],
    ])('%s', async (dateFilter, expected) => {
      const res = await list({ dateFilter, filter: { sector: 'presets' }, range: [0, 99] }).expect(200);
      expect(res.body.businessProfiles.map((row: Row) => row.businessName).sort()).toEqual([...expected].sort());
      expect(res.headers['content-range']).toBe(`customers 0-${expected.length - 1}/${expected.length}`);
    });

    it('refuses any other preset', async () => {
      const res = await list({ dateFilter: 'last_week' }).expect(400);
      expect(res.body.message).toEqual(['dateFilter must be one of: all, today, yesterday, week, month, thismonth, ytd']);
    });
  });
});
