import { describe, expect, it } from '@jest/globals';
import type { CustomerList, CustomerRow, LeadView } from './api/types';
import { createCustomersDataProvider, customerFilterQuery, type CustomersHttpClient } from './customersDataProvider';

interface Call {
  url: URL;
  method: string;
  body: unknown;
}

/** An HTTP client that records each call and answers with the given JSON and headers. */
const fakeHttp = (json: unknown, headers: Record<string, string> = {}) => {
  const calls: Call[] = [];
  const http: CustomersHttpClient = async (url, options = {}) => {
    calls.push({
      url: new URL(url, 'http://crm.test'),
      method: options.method ?? 'GET',
      body: options.body === undefined ? undefined : JSON.parse(options.body),
    });
    return { headers: new Headers(headers), json };
  };
  return { http, calls };
};

const ROW: CustomerRow = {
  id: '0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44',
  businessName: 'The Corner Café',
  businessType: 'retail',
  businessSector: 'food_beverage',
  paymentStatus: 'existing',
  monthlyTurnover: 15000,
  source: 'wizard',
  createdAt: '2026-11-22T10:00:00.000Z',
  lastActivityAt: '2026-11-22T10:00:00.000Z',
  status: 'created',
  selectedProvider: { id: 3, name: 'Worldpay' },
  latestLead: {
    id: 12,
    firstName: 'Jane',
    lastName: 'Smith',
    email: 'jane@x.co',
    phone: '07700 900123',
    status: 'created',
    applicationReference: 'MC-7K3P9QXA',
  },
};

const LEAD = { id: 12, businessProfileId: ROW.id, status: 'created' } as LeadView;

const LIST: CustomerList = { businessProfiles: [ROW], leads: [LEAD], quotes: [] };

describe('the customers data provider', () => {
  it("unwraps {businessProfiles, leads, quotes}: the rows are the profiles, the total is Content-Range's", async () => {
    const { http } = fakeHttp(LIST, { 'Content-Range': 'customers 25-25/26' });
    const result = await createCustomersDataProvider('/api/crm', http).getList({
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(result.data).toEqual([ROW]);
    expect(result.total).toBe(26);
    expect(result.meta).toEqual({ leads: [LEAD], quotes: [] });
  });

  it('sends dateFilter as its own query parameter, the other filters, the sort and the range as simple-rest does', async () => {
    const { http, calls } = fakeHttp(LIST, { 'Content-Range': 'customers 50-99/120' });
    await createCustomersDataProvider('/api/crm', http).getList({
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'businessName', order: 'ASC' },
      filter: { dateFilter: 'thismonth', q: 'corner', status: 'quoted' },
    });
    const [{ url, method }] = calls;
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/api/crm/customers');
    expect(url.searchParams.get('dateFilter')).toBe('thismonth');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ q: 'corner', status: 'quoted' });
    expect(url.searchParams.get('sort')).toBe('["businessName","ASC"]');
    expect(url.searchParams.get('range')).toBe('[50,99]');
  });

  it('gives a search of more than 100 a next page and "more than" in meta instead of a total', async () => {
    const { http } = fakeHttp(LIST, { 'Content-Range': 'customers 25-49/*', 'X-Total-More-Than': '100' });
    const result = await createCustomersDataProvider('/api/crm', http).getList({ pagination: { page: 2, perPage: 25 }, filter: { q: 'patel' } });
    expect(result.total).toBeUndefined();
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    expect(result.meta).toEqual({ leads: [LEAD], quotes: [], totalMoreThan: 100 });
  });

  it('fails loudly when a * total comes without X-Total-More-Than', async () => {
    const { http } = fakeHttp(LIST, { 'Content-Range': 'customers 0-24/*' });
    await expect(createCustomersDataProvider('/api/crm', http).getList({ filter: {} })).rejects.toThrow('X-Total-More-Than');
  });

  it('fails loudly when the answer has no Content-Range total', async () => {
    const { http } = fakeHttp(LIST);
    await expect(createCustomersDataProvider('/api/crm', http).getList({ filter: {} })).rejects.toThrow('Content-Range');
  });

  it('deletes several customers with ONE bulk-delete call, never one DELETE per row', async () => {
    const ids = ['a1', 'b2', 'c3'];
    const { http, calls } = fakeHttp({ deleted: 3, ids });
    const result = await createCustomersDataProvider('/api/crm', http).deleteMany({ ids });
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.pathname).toBe('/api/crm/customers/bulk-delete');
    expect(calls[0].body).toEqual({ customerIds: ids });
    expect(result.data).toEqual(ids);
  });

  it('deletes one customer with DELETE and resolves with the record it had', async () => {
    const { http, calls } = fakeHttp({ id: ROW.id, deleted: 1 });
    const result = await createCustomersDataProvider('/api/crm', http).delete({ id: ROW.id, previousData: ROW });
    expect(calls.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([`DELETE /api/crm/customers/${ROW.id}`]);
    expect(result.data).toBe(ROW);
  });

  it("changes a lead's status with PATCH /api/crm/leads/{leadId}/status", async () => {
    const { http, calls } = fakeHttp({ ...LEAD, status: 'applied' });
    const lead = await createCustomersDataProvider('/api/crm', http).changeLeadStatus(12, 'applied');
    expect(calls).toEqual([{ url: new URL('http://crm.test/api/crm/leads/12/status'), method: 'PATCH', body: { status: 'applied' } }]);
    expect(lead.status).toBe('applied');
  });

  it("builds the CSV export's address from the list's filters (every matching customer, no page)", () => {
    const { http } = fakeHttp(null);
    const url = new URL(createCustomersDataProvider('/api/crm', http).exportUrl({ dateFilter: 'week', sector: 'retail' }), 'http://crm.test');
    expect(url.pathname).toBe('/api/crm/customers/export.csv');
    expect(url.searchParams.get('dateFilter')).toBe('week');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ sector: 'retail' });
    expect(url.searchParams.has('range')).toBe(false);
  });

  it('leaves out a date preset the server does not know', () => {
    const query = customerFilterQuery({ dateFilter: 'fortnight', q: 'x' });
    expect(query.has('dateFilter')).toBe(false);
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ q: 'x' });
  });
});
