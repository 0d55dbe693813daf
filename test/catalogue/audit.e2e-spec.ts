import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { AuditService } from '../../src/audit/audit.service';
import { Provider } from '../../src/providers/entities/provider.entity';
import { Terminal } from '../../src/providers/entities/terminal.entity';
import { CrmWorld, startCrmWorld } from '../support/crm';
import { addProvider, COMPLETE_TERMINAL, patchProvider, providerName } from '../support/catalogue';

/** The audit trail (admin, staff): its list and filters, and entries written with their change or not at all. */
describe('Audit trail (admin, staff, partner)', () => {
  let w: CrmWorld;
  let providerId: number;

  const audit = (filter: Record<string, unknown>, cookie = w.admin.cookie) =>
    w.t.http
      .get('/api/crm/audit')
      .query({ filter: JSON.stringify(filter), range: '[0,499]' })
      .set('Cookie', cookie);
  const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

  beforeAll(async () => {
    w = await startCrmWorld();
    providerId = (await addProvider(w.t, w.admin.cookie, { name: providerName('Audited') }, [COMPLETE_TERMINAL]).expect(201)).body.providerId;
    await patchProvider(w.t, w.staff.cookie, providerId, { supportLocation: 'UK', reason: 'Called them' }).expect(200);
    await w.t.http.delete(`/api/crm/customers/${w.otherCustomer}`).set('Cookie', w.admin.cookie).expect(200);
  });
  afterAll(() => w.t.close());

  it('lists every entry newest first, each with its user, changes and reason', async () => {
    const res = await w.t.http.get('/api/crm/audit').set('Cookie', w.staff.cookie).expect(200);
    const total = await w.t.dataSource.getRepository(AuditLog).count();
    expect(res.headers['content-range']).toBe(`audit 0-${Math.min(total, 25) - 1}/${total}`);
    const [customer, update] = res.body;
    expect(customer).toMatchObject({
      action: 'delete',
      tableName: 'business_profiles',
      recordId: w.otherCustomer,
      changedFields: [],
      reason: expect.stringMatching(/^Customer deleted with/),
      user: { id: w.admin.id },
    });
    expect(update).toEqual({
      id: expect.any(Number),
      action: 'update',
      tableName: 'providers',
      recordId: String(providerId),
      changedFields: [
        { field: 'supportLocation', oldValue: null, newValue: 'UK' },
        { field: 'dataQualityScore', oldValue: 6, newValue: 12 },
      ],
      reason: 'Called them',
      user: { id: w.staff.id, name: expect.any(String) },
      createdAt: expect.any(String),
    });
  });

  it('filters by table, record, user, action and date (UK days, or an instant such as 24 hours ago)', async () => {
    const byTable = (await audit({ tableName: 'terminals' }).expect(200)).body;
    expect(byTable.length).toBeGreaterThan(0);
    expect(byTable.every((entry: { tableName: string }) => entry.tableName === 'terminals')).toBe(true);
    expect((await audit({ tableName: 'providers', recordId: String(providerId) }).expect(200)).body.map((entry: { action: string }) => entry.action)).toEqual([
      'update',
      'create',
    ]);
    expect((await audit({ crmUserId: w.staff.id }).expect(200)).body.map((entry: { tableName: string }) => entry.tableName)).toEqual(['providers']);
    expect((await audit({ action: 'delete' }).expect(200)).body).toHaveLength(1);
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    const inHour = new Date(Date.now() + 3600 * 1000).toISOString();
    const recent = await audit({ since: dayAgo }).expect(200);
    expect(recent.headers['content-range']).toMatch(new RegExp(`/${await w.t.dataSource.getRepository(AuditLog).count()}$`));
    expect((await audit({ since: inHour }).expect(200)).body).toEqual([]);
    expect((await audit({ dateFrom: ukToday(), dateTo: ukToday() }).expect(200)).body.length).toBeGreaterThan(0);
    expect((await audit({ dateTo: '2020-01-01' }).expect(200)).body).toEqual([]);
  });

  it('says what is wrong with a date filter', async () => {
    expect((await audit({ since: 'yesterday' }).expect(400)).body.message).toBe(
      'filter "since" must be a date and time with its zone, like 2026-11-25T09:30:00Z',
    );
    expect((await audit({ dateFrom: '2026-02-30' }).expect(400)).body.message).toBe('filter "dateFrom": 2026-02-30 is not a real date');
    expect((await audit({ dateFrom: '2026-03-02', dateTo: '2026-03-01' }).expect(400)).body.message).toBe('filter "dateFrom" must not be after "dateTo"');
  });

  it("answers a provider's own history, 404 for an unknown provider, and 403 to a partner", async () => {
    const res = await w.t.http.get(`/api/crm/providers/${providerId}/audit`).set('Cookie', w.staff.cookie).expect(200);
    expect(res.body.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect(res.headers['content-range']).toBe('audit 0-1/2');
    await w.t.http.get('/api/crm/providers/999999/audit').set('Cookie', w.staff.cookie).expect(404);
    await w.t.http.get(`/api/crm/providers/${w.providerId}/audit`).set('Cookie', w.partner.cookie).expect(403);
    await w.t.http.get('/api/crm/audit').set('Cookie', w.partner.cookie).expect(403);
  });

  describe('an entry is written in the same transaction as its change', () => {
    let record: jest.SpyInstance;
    beforeEach(() => {
      const service = w.t.app.get(AuditService);
      const original = service.record.bind(service);
      // The entry is written, then something fails before the transaction commits.
      record = jest.spyOn(service, 'record').mockImplementationOnce(async (manager, entry) => {
        await original(manager, entry);
        throw new Error('disk full');
      });
    });
    afterEach(() => record.mockRestore());

    it('a provider change that fails after its entry leaves neither the change nor the entry', async () => {
      const before = await w.t.dataSource.getRepository(Provider).findOneByOrFail({ id: providerId });
      const entries = await w.t.dataSource.getRepository(AuditLog).count();
      await patchProvider(w.t, w.admin.cookie, providerId, { deliveryDays: 'Same day' }).expect(500);
      expect(record).toHaveBeenCalledTimes(1);
      expect(await w.t.dataSource.getRepository(Provider).findOneByOrFail({ id: providerId })).toEqual(before);
      expect(await w.t.dataSource.getRepository(AuditLog).count()).toBe(entries);
    });

    it('a terminal deletion that fails leaves the terminal and no entry', async () => {
      const terminal = await w.t.dataSource.getRepository(Terminal).findOneByOrFail({ providerId });
      const entries = await w.t.dataSource.getRepository(AuditLog).count();
      await w.t.http.delete(`/api/crm/terminals/${terminal.id}`).set('Cookie', w.admin.cookie).expect(500);
      expect(await w.t.dataSource.getRepository(Terminal).countBy({ id: terminal.id })).toBe(1);
      expect(await w.t.dataSource.getRepository(AuditLog).count()).toBe(entries);
    });

    it('a new provider whose entry fails is not created, nor are its terminals', async () => {
      const name = providerName('Never');
      await addProvider(w.t, w.admin.cookie, { name }, [COMPLETE_TERMINAL]).expect(500);
      expect(await w.t.dataSource.getRepository(Provider).countBy({ name })).toBe(0);
    });
  });
});
