import { CustomerExport } from '../../src/customers/customer-export.service';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { createProfile } from '../support/visitor';
import { freezeClock, newCustomer, quotedProviders, setCreatedAt, TestCustomer, TEST_ENV } from './customer-fixtures';

/** RFC 4180 parsing, enough to read back what the export wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  if (cell !== '' || row.length) throw new Error('the file does not end with a line break');
  return rows;
}

const HEADER = [
  'id',
  'businessName',
  'businessType',
  'businessSector',
  'paymentStatus',
  'monthlyTurnover',
  'status',
  'source',
  'selectedProvider',
  'contactName',
  'email',
  'phone',
  'applicationReference',
  'createdAt',
  'lastActivityAt',
];

describe('Exporting customers as CSV (staff, partner)', () => {
  let t: TestApp;
  let staff: string;
  let partnerA: string;
  let providerA: number;
  let providerB: number;
  let tricky: TestCustomer;
  let plain: TestCustomer;
  let rival: TestCustomer;
  const bulk: string[] = [];

  const exportCsv = (cookie: string, query: Record<string, string> = {}) => t.http.get('/api/crm/customers/export.csv').query(query).set('Cookie', cookie);
  const rowsOf = (text: string): string[][] => {
    expect(text.startsWith('\uFEFF')).toBe(true);
    return parseCsv(text.slice(1));
  };

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    const admin = await signIn(t, ADMIN.email, ADMIN.password);
    staff = await (await createUser(t, admin, 'staff')).cookie();
    [providerA, providerB] = await quotedProviders(t);
    partnerA = await (await createUser(t, admin, 'partner', { providerId: providerA })).cookie();
    tricky = await newCustomer(t, {
      businessName: '=HYPERLINK("http://evil.example","Smith, Jones & Sons")',
      businessSector: 'retail',
      monthlyTurnover: 12500.5,
      applyFor: providerA,
      lead: { firstName: '@admin', lastName: '-Minus', email: 'tricky@mike.example', phone: '+44 7700 900123' },
    });
    plain = await newCustomer(t, { businessName: 'Mike\'s "Best" Café\nLtd', businessSector: 'food_beverage', selectQuoteOf: providerA });
    rival = await newCustomer(t, {
      businessName: 'November Nails',
      businessSector: 'beauty_wellness',
      applyFor: providerB,
      lead: { email: 'rival@november.example' },
    });
    // 12 customers created at the same instant: the export's batches must still take each once.
    for (let i = 0; i < 12; i += 1) {
      const visitor = await createProfile(t, { businessType: 'retail', businessName: `Bulk ${i}`, businessSector: 'bulk', paymentStatus: 'new' });
      await setCreatedAt(t, visitor.profileId, new Date('2026-03-01T09:00:00Z'));
      bulk.push(visitor.profileId);
    }
  });
  afterAll(() => t.close());

  it('sends a CSV attachment named after the UK date, with a header row', async () => {
    const clock = freezeClock(t, new Date('2026-03-31T23:30:00Z')); // 1 April 00:30 BST
    try {
      const res = await exportCsv(staff).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="customers-2026-04-01.csv"');
      expect(rowsOf(res.text)[0]).toEqual(HEADER);
    } finally {
      clock.mockRestore();
    }
  });

  it('quotes what needs quoting and keeps spreadsheets from running formulas', async () => {
    const rows = rowsOf((await exportCsv(staff, { filter: JSON.stringify({ id: [tricky.id, plain.id] }) }).expect(200)).text);
    const byId = new Map(rows.slice(1).map((row) => [row[0], Object.fromEntries(HEADER.map((name, i) => [name, row[i]]))]));
    expect(byId.get(tricky.id)).toEqual({
      id: tricky.id,
      businessName: `'=HYPERLINK("http://evil.example","Smith, Jones & Sons")`,
      businessType: 'retail',
      businessSector: 'retail',
      paymentStatus: 'new',
      monthlyTurnover: '12500.5',
      status: 'created',
      source: 'Website',
      selectedProvider: expect.any(String),
      contactName: "'@admin -Minus",
      email: 'tricky@mike.example',
      phone: "'+44 7700 900123",
      applicationReference: tricky.applicationReference,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      lastActivityAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(byId.get(plain.id)).toMatchObject({
      businessName: 'Mike\'s "Best" Café\nLtd',
      status: '',
      contactName: '',
      selectedProvider: expect.stringMatching(/.+/),
    });
  });

  it('writes every matching customer, not one page, each once, newest first, across read batches', async () => {
    const exporter = t.app.get(CustomerExport);
    const batchSize = exporter.batchSize;
    exporter.batchSize = 5;
    try {
      const all = rowsOf((await exportCsv(staff).expect(200)).text).slice(1);
      expect(all).toHaveLength(15);
      expect(new Set(all.map((row) => row[0])).size).toBe(15);
      const bulkRows = rowsOf((await exportCsv(staff, { filter: JSON.stringify({ sector: 'bulk' }) }).expect(200)).text).slice(1);
      expect(bulkRows.map((row) => row[0])).toEqual([...bulk].sort().reverse());
      const createdAt = all.map((row) => row[HEADER.indexOf('createdAt')]);
      expect(createdAt).toEqual([...createdAt].sort().reverse());
    } finally {
      exporter.batchSize = batchSize;
    }
    // More customers than one list page (25).
    for (let i = 0; i < 11; i += 1)
      await createProfile(t, { businessType: 'retail', businessName: `Extra ${i}`, businessSector: 'extra', paymentStatus: 'new' });
    expect(rowsOf((await exportCsv(staff).expect(200)).text).slice(1)).toHaveLength(26);
  });

  it('takes the filters and date preset of the list', async () => {
    const names = async (query: Record<string, string>) =>
      rowsOf((await exportCsv(staff, query).expect(200)).text)
        .slice(1)
        .map((row) => row[1]);
    expect(await names({ filter: JSON.stringify({ status: 'created', q: 'november' }) })).toEqual(['November Nails']);
    expect(await names({ filter: JSON.stringify({ providerId: providerB }) })).toEqual(['November Nails']);
    expect((await names({ filter: JSON.stringify({ dateTo: '2026-03-01' }) })).sort()).toEqual(bulk.map((_, i) => `Bulk ${i}`).sort());
    const clock = freezeClock(t, new Date('2026-03-01T20:00:00Z'));
    try {
      expect(await names({ dateFilter: 'today' })).toHaveLength(12);
      expect(await names({ dateFilter: 'yesterday' })).toEqual([]);
    } finally {
      clock.mockRestore();
    }
  });

  it('answers 400 in JSON for a wrong filter or preset, before any CSV', async () => {
    const wrongFilter = await exportCsv(staff, { filter: JSON.stringify({ status: 'won' }) }).expect(400);
    expect(wrongFilter.headers['content-type']).toMatch(/application\/json/);
    expect(wrongFilter.body.message).toBe('filter "status" must be one of: created, quoted, applied, closed');
    expect((await exportCsv(staff, { filter: '{' }).expect(400)).body.message).toBe('filter must be valid JSON');
    expect((await exportCsv(staff, { dateFilter: 'decade' }).expect(400)).body.message).toEqual([
      'dateFilter must be one of: all, today, yesterday, week, month, thismonth, ytd',
    ]);
    expect((await exportCsv(staff, { range: '[0,9]' }).expect(400)).body.message).toEqual(['property range should not exist']);
  });

  it("gives a partner only its own provider's customers", async () => {
    const ids = rowsOf((await exportCsv(partnerA).expect(200)).text)
      .slice(1)
      .map((row) => row[0]);
    expect(ids.sort()).toEqual([tricky.id, plain.id].sort());
    expect(ids).not.toContain(rival.id);
  });

  it("carries each customer's source in the words the customer list shows", async () => {
    const enquiry = {
      source: 'referral',
      businessName: 'Quayside Deli',
      businessSector: 'food_beverage',
      businessType: 'restaurant',
      paymentStatus: 'new',
      monthlyTurnover: 9000,
      transactionsPerMonth: 400,
      debitCardVolume: 70,
      creditCardVolume: 30,
      corporateCardVolume: 0,
      numberOfTerminals: 1,
      firstName: 'Owen',
      lastName: 'Price',
      email: 'owen@quayside.example',
      phone: '01632 960456',
    };
    const referred = (await t.http.post('/api/crm/customers').set('Cookie', staff).send(enquiry).expect(201)).body as { id: string };
    const byPhone = (
      await t.http
        .post('/api/crm/customers')
        .set('Cookie', staff)
        .send({ ...enquiry, source: 'phone', businessName: 'Harbour Fish Bar', email: 'nadia@harbour.example' })
        .expect(201)
    ).body as { id: string };
    const rows = rowsOf((await exportCsv(staff, { filter: JSON.stringify({ id: [referred.id, byPhone.id, tricky.id] }) }).expect(200)).text);
    const source = HEADER.indexOf('source');
    const sourceOf = new Map(rows.slice(1).map((row) => [row[0], row[source]]));
    expect(sourceOf).toEqual(
      new Map([
        [referred.id, 'Referral'],
        [byPhone.id, 'Phone'],
        [tricky.id, 'Website'],
      ]),
    );
    // The list's source filter picks the same customers for the file.
    const phoneRows = rowsOf((await exportCsv(staff, { filter: JSON.stringify({ source: 'phone' }) }).expect(200)).text).slice(1);
    expect(phoneRows.map((row) => [row[0], row[source]])).toEqual([[byPhone.id, 'Phone']]);
  });
});
