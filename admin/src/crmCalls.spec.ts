import { describe, expect, it } from '@jest/globals';
import { createCrmCalls, type CrmHttpClient } from './crmCalls';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** An HTTP client that records each call and answers with the given JSON and headers. */
const fakeHttp = (json: unknown, headers: Record<string, string> = {}) => {
  const calls: Call[] = [];
  const http = (async (url: string, options: { method?: string; body?: unknown } = {}) => {
    calls.push({ url, method: options.method ?? 'GET', body: typeof options.body === 'string' ? JSON.parse(options.body) : options.body });
    return { status: 200, headers: new Headers(headers), body: JSON.stringify(json), json };
  }) as CrmHttpClient;
  return { http, calls };
};

describe('the data provider calls simple-rest has no method for', () => {
  it("answer react-admin's { data } shape with the server's JSON", async () => {
    const { http, calls } = fakeHttp({ totalUsers: 4 });
    await expect(createCrmCalls('/api', http).getSystemStats()).resolves.toEqual({ data: { totalUsers: 4 } });
    expect(calls).toEqual([{ url: '/api/crm/admin/system-stats', method: 'GET', body: undefined }]);
  });

  it("send their bodies as JSON with the route's method", async () => {
    const { http, calls } = fakeHttp({ success: true });
    const crm = createCrmCalls('/api', http);
    await crm.sendGmailTest();
    await crm.disconnectGmail();
    await crm.previewEmailTemplate(7, { businessProfileId: 'abc' });
    await crm.replaceIndustryDefault(3, { sectorLabel: 'Retail' } as never);
    await crm.deleteGalleryImage({ type: 'terminal-image', filename: 'a b.jpg' });
    expect(calls).toEqual([
      { url: '/api/crm/gmail/test', method: 'POST', body: {} },
      { url: '/api/crm/gmail', method: 'DELETE', body: undefined },
      { url: '/api/crm/email-templates/7/preview', method: 'POST', body: { businessProfileId: 'abc' } },
      { url: '/api/crm/industry-defaults/3', method: 'PUT', body: { sectorLabel: 'Retail' } },
      { url: '/api/uploads/terminal-images/a%20b.jpg', method: 'DELETE', body: undefined },
    ]);
  });

  it('ask for the analytics of a period with its own parameters', async () => {
    const { http, calls } = fakeHttp([]);
    const crm = createCrmCalls('/api', http);
    await crm.getAnalyticsDashboard({ dateFilter: 'this_week' });
    await crm.getStageDetails('quoted', { startDate: '2026-11-01', endDate: '2026-11-28' });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/analytics/dashboard?dateFilter=this_week',
      '/api/crm/dashboard/details?statType=quoted&startDate=2026-11-01&endDate=2026-11-28',
    ]);
  });

  it('read the lists outside /api/crm as simple-rest does, the total from Content-Range', async () => {
    const { http, calls } = fakeHttp([{ id: 1 }], { 'Content-Range': 'terminals 0-0/42' });
    const answer = await createCrmCalls('/api', http).getTerminalList({
      filter: { providerId: 3 },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(answer).toEqual({ data: [{ id: 1 }], total: 42 });
    const url = new URL(calls[0].url, 'http://crm.test');
    expect(url.pathname).toBe('/api/terminals');
    expect(Object.fromEntries(url.searchParams)).toEqual({ filter: '{"providerId":3}', range: '[0,0]', sort: '["name","ASC"]' });
  });

  it("upload an image as multipart to its record's route", async () => {
    const { http, calls } = fakeHttp({ url: '/uploads/logos/x.jpg' });
    await createCrmCalls('/api', http).uploadCatalogueImage('logo', 5, new Blob(['x'], { type: 'image/jpeg' }), 'x.jpg');
    expect(calls[0].url).toBe('/api/upload/provider-logo/5');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].body).toBeInstanceOf(FormData);
    expect((calls[0].body as FormData).get('logo')).toBeInstanceOf(Blob);
  });
});
