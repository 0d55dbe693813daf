import { Lead } from '../../src/leads/entities/lead.entity';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { newCustomer, quotedProviders, TestCustomer, TEST_ENV } from './customer-fixtures';

type Role = 'admin' | 'staff' | 'partnerA' | 'partnerB';
type Key = 'appliedA' | 'selectedA' | 'appliedB' | 'comparedOnly';

/**
 * Who may do what to which customer: admin and staff everything; a partner only its own
 * provider's customers (a lead for it or its quote selected), everything else as if it did not
 * exist (404), its own provider's quotes only, and no deletes (403).
 */
describe('Customers, leads and quotes by role and ownership (admin, staff, partner)', () => {
  let t: TestApp;
  const cookies = {} as Record<Role, string>;
  const c = {} as Record<Key, TestCustomer>;
  let providerA: number;
  let providerB: number;

  const OWN: Record<Role, Key[]> = {
    admin: ['appliedA', 'selectedA', 'appliedB', 'comparedOnly'],
    staff: ['appliedA', 'selectedA', 'appliedB', 'comparedOnly'],
    partnerA: ['appliedA', 'selectedA'],
    partnerB: ['appliedB'],
  };
  const ROLES = Object.keys(OWN) as Role[];
  const KEYS: Key[] = ['appliedA', 'selectedA', 'appliedB', 'comparedOnly'];
  const keyOf = (id: string): Key | undefined => KEYS.find((key) => c[key].id === id);
  const providerOf = (role: Role): number | undefined => (role === 'partnerA' ? providerA : role === 'partnerB' ? providerB : undefined);

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    cookies.admin = await signIn(t, ADMIN.email, ADMIN.password);
    cookies.staff = await (await createUser(t, cookies.admin, 'staff')).cookie();
    [providerA, providerB] = await quotedProviders(t);
    cookies.partnerA = await (await createUser(t, cookies.admin, 'partner', { providerId: providerA })).cookie();
    cookies.partnerB = await (await createUser(t, cookies.admin, 'partner', { providerId: providerB })).cookie();
    c.appliedA = await newCustomer(t, { businessName: 'Oscar Optics', applyFor: providerA, lead: { email: 'oscar@a.example' } });
    c.selectedA = await newCustomer(t, { businessName: 'Papa Pizza', selectQuoteOf: providerA });
    c.appliedB = await newCustomer(t, { businessName: 'Quebec Quilts', applyFor: providerB, lead: { email: 'quebec@b.example' } });
    c.comparedOnly = await newCustomer(t, { businessName: 'Romeo Rugs' });
  });
  afterAll(() => t.close());

  describe.each(ROLES)('%s', (role) => {
    it('lists only the customers it may see, with their leads and only the quotes it may see', async () => {
      const res = await t.http.get('/api/crm/customers').set('Cookie', cookies[role]).expect(200);
      expect(res.body.businessProfiles.map((row: { id: string }) => keyOf(row.id)).sort()).toEqual([...OWN[role]].sort());
      expect(res.headers['content-range']).toBe(`customers 0-${OWN[role].length - 1}/${OWN[role].length}`);
      expect([...new Set(res.body.leads.map((lead: { businessProfileId: string }) => keyOf(lead.businessProfileId)))].sort()).toEqual(
        OWN[role].filter((key) => key.startsWith('applied')).sort(),
      );
      const own = providerOf(role);
      const quotes: Array<{ businessProfileId: string; providerId: number }> = res.body.quotes;
      if (own === undefined) expect(quotes).toHaveLength(16);
      else expect(quotes.length > 0 && quotes.every((q) => q.providerId === own && OWN[role].includes(keyOf(q.businessProfileId)!))).toBe(true);
    });

    it.each(KEYS)('reads the detail of %s, or 404 as if it did not exist', async (key) => {
      const res = await t.http.get(`/api/crm/customers/${c[key].id}`).set('Cookie', cookies[role]);
      if (!OWN[role].includes(key)) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Customer not found', error: 'Not Found' });
        return;
      }
      expect(res.status).toBe(200);
      const own = providerOf(role);
      const providers = res.body.quotes.map((q: { providerId: number }) => q.providerId);
      if (own === undefined) expect(providers).toHaveLength(4);
      else expect(providers).toEqual([own]);
    });

    it('lists the leads and quotes of its customers only', async () => {
      const leads = await t.http.get('/api/crm/leads').set('Cookie', cookies[role]).expect(200);
      expect(leads.body.map((lead: { businessProfileId: string }) => keyOf(lead.businessProfileId)).sort()).toEqual(
        OWN[role].filter((key) => key.startsWith('applied')).sort(),
      );
      const quotes = await t.http.get('/api/crm/quotes').query({ range: '[0,99]' }).set('Cookie', cookies[role]).expect(200);
      const own = providerOf(role);
      const seen = quotes.body.map((q: { businessProfileId: string; providerId: number }) => `${keyOf(q.businessProfileId)}:${q.providerId}`).sort();
      if (own === undefined) expect(seen).toHaveLength(16);
      else expect(seen).toEqual(OWN[role].map((key) => `${key}:${own}`).sort());
    });

    it.each(['appliedA', 'appliedB'] as const)("changes the status of %s's lead only if it may see it", async (key) => {
      const leadId = c[key].leadId!;
      const res = await t.http.patch(`/api/crm/leads/${leadId}/status`).set('Cookie', cookies[role]).send({ status: 'quoted' });
      const lead = await t.dataSource.getRepository(Lead).findOneByOrFail({ id: leadId });
      if (OWN[role].includes(key)) {
        expect(res.status).toBe(200);
        expect(lead.status).toBe('quoted');
        await t.http.patch(`/api/crm/leads/${leadId}/status`).set('Cookie', cookies[role]).send({ status: 'created' }).expect(200);
      } else {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Lead not found');
        expect(lead.status).toBe('created');
      }
    });

    it('exports only the customers it may see', async () => {
      const res = await t.http.get('/api/crm/customers/export.csv').set('Cookie', cookies[role]).expect(200);
      const ids = res.text
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
      expect(ids.map(keyOf).sort()).toEqual([...OWN[role]].sort());
    });
  });

  describe.each(['partnerA', 'partnerB'] as const)('%s deleting', (role) => {
    it.each(KEYS)('is refused 403 for %s, and nothing is deleted', async (key) => {
      const single = await t.http.delete(`/api/crm/customers/${c[key].id}`).set('Cookie', cookies[role]).expect(403);
      expect(single.body).toEqual({ statusCode: 403, message: 'You do not have permission to do this.', error: 'Forbidden' });
      await t.http
        .post('/api/crm/customers/bulk-delete')
        .set('Cookie', cookies[role])
        .send({ customerIds: [c[key].id] })
        .expect(403);
      expect(await t.dataSource.getRepository(BusinessProfile).existsBy({ id: c[key].id })).toBe(true);
    });
  });
});
