import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { Provider } from '../../src/providers/entities/provider.entity';
import { Terminal } from '../../src/providers/entities/terminal.entity';
import { createUser } from '../support/app';
import { addProvider, COMPLETE_PROVIDER, COMPLETE_TERMINAL, providerName } from '../support/catalogue';
import { CrmWorld, startCrmWorld } from '../support/crm';
import { compare, createProfile } from '../support/visitor';

const TERMINAL_IN_USE = 'Failed to delete terminal. It may be referenced by existing quotes.';

interface RankedProvider {
  id: number;
  recommendedTerminal: { id: number; name: string; monthlyRental: number } | null;
}

/**
 * The catalogue's whole life: a terminal added to, changed on and deleted from an existing provider,
 * a provider deleted; deletes refused (409, with the reason) while quotes, leads or partner users
 * refer to the record; every change audited and seen by the public comparison at once.
 */
describe('Catalogue lifecycle: terminals of an existing provider, deleting providers (admin, staff, partner)', () => {
  let w: CrmWorld;
  let providerId: number;

  const addTerminal = (id: number, body: Record<string, unknown>, cookie = w.staff.cookie) =>
    w.t.http.post(`/api/crm/providers/${id}/terminals`).set('Cookie', cookie).send(body);
  const deleteProvider = (id: number, cookie = w.admin.cookie) => w.t.http.delete(`/api/crm/providers/${id}`).set('Cookie', cookie);
  const deleteTerminal = (id: number, cookie = w.staff.cookie) => w.t.http.delete(`/api/crm/terminals/${id}`).set('Cookie', cookie);
  /** The provider as a retailer's comparison ranks it (undefined when it is not offered). */
  const ranked = async (id: number): Promise<RankedProvider | undefined> => {
    const visitor = await createProfile(w.t);
    const res = await compare(w.t, visitor, { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 12000 }).expect(200);
    return (res.body.providers as RankedProvider[]).find((provider) => provider.id === id);
  };
  const auditEntries = (tableName: string, recordId: number) =>
    w.t.dataSource.getRepository(AuditLog).find({ where: { tableName, recordId: String(recordId) }, order: { id: 'ASC' } });

  beforeAll(async () => {
    w = await startCrmWorld();
    providerId = (await addProvider(w.t, w.admin.cookie, { ...COMPLETE_PROVIDER, name: providerName('Lifecycle Acquirer') }).expect(201)).body.providerId;
  }, 120_000);
  afterAll(() => w.t.close());

  it('adds a terminal to an existing provider: scored, live when complete, audited, and priced by the comparison at once', async () => {
    expect((await ranked(providerId))?.recommendedTerminal ?? null).toBeNull();

    const res = await addTerminal(providerId, { ...COMPLETE_TERMINAL, name: 'Added Countertop', reason: 'New device from the provider' }).expect(201);
    expect(res.body).toMatchObject({ providerId, name: 'Added Countertop', type: 'countertop', status: 'live', dataQualityScore: 100, missingFields: [] });
    expect(res.body.providerName).toMatch(/^Lifecycle Acquirer/);
    const [entry] = await auditEntries('terminals', res.body.id);
    expect(entry).toMatchObject({ action: 'create', crmUserId: w.staff.id, reason: 'New device from the provider' });
    expect(entry.changedFields).toEqual(expect.arrayContaining([{ field: 'name', oldValue: null, newValue: 'Added Countertop' }]));

    expect((await ranked(providerId))?.recommendedTerminal).toMatchObject({ id: res.body.id, name: 'Added Countertop', monthlyRental: 9.95 });
  });

  it('changes the added terminal, and the comparison prices the change at once', async () => {
    const terminal = await w.t.dataSource.getRepository(Terminal).findOneByOrFail({ providerId, name: 'Added Countertop' });
    await w.t.http.patch(`/api/crm/terminals/${terminal.id}`).set('Cookie', w.staff.cookie).send({ monthlyRental: 12.5 }).expect(200);
    expect((await ranked(providerId))?.recommendedTerminal).toMatchObject({ id: terminal.id, monthlyRental: 12.5 });
  });

  it('adds an incomplete terminal as draft (never offered) and deletes it: audited with its last values', async () => {
    const draft = (await addTerminal(providerId, { name: 'Prototype', type: 'portable' }).expect(201)).body;
    expect(draft).toMatchObject({ status: 'draft', providerId });
    expect(draft.missingFields.length).toBeGreaterThan(0);

    expect((await deleteTerminal(draft.id).expect(200)).body).toMatchObject({ id: draft.id, name: 'Prototype' });
    expect(await w.t.dataSource.getRepository(Terminal).existsBy({ id: draft.id })).toBe(false);
    const entries = await auditEntries('terminals', draft.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect(entries[1].changedFields).toEqual(expect.arrayContaining([{ field: 'name', oldValue: 'Prototype', newValue: null }]));
  });

  it('refuses to delete a terminal that a quote names (409 with the reason), and the provider whose quotes name it', async () => {
    const terminal = await w.t.dataSource.getRepository(Terminal).findOneByOrFail({ providerId, name: 'Added Countertop' });
    expect((await deleteTerminal(terminal.id).expect(409)).body.message).toBe(TERMINAL_IN_USE);
    const refused = await deleteProvider(providerId).expect(409);
    expect(refused.body.message).toMatch(
      /^This provider cannot be deleted: \d+ quotes? refers? to it\. Make it inactive to withdraw it from the comparison instead\.$/,
    );
    expect(await w.t.dataSource.getRepository(Provider).existsBy({ id: providerId })).toBe(true);
    expect(await w.t.dataSource.getRepository(Terminal).existsBy({ id: terminal.id })).toBe(true);
  });

  it('refuses to delete a provider a partner user belongs to, naming it', async () => {
    const id = (await addProvider(w.t, w.admin.cookie, { name: providerName('Partnered') }).expect(201)).body.providerId;
    await createUser(w.t, w.admin.cookie, 'partner', { providerId: id });
    expect((await deleteProvider(id).expect(409)).body.message).toBe(
      'This provider cannot be deleted: 1 partner user refers to it. Make it inactive to withdraw it from the comparison instead.',
    );
  });

  it('deletes a provider no quote refers to, with its terminals: each audited, gone from the comparison at once', async () => {
    const created = await addProvider(w.t, w.admin.cookie, { ...COMPLETE_PROVIDER, name: providerName('Short-lived') }, [COMPLETE_TERMINAL]).expect(201);
    const id = created.body.providerId as number;
    const [terminal] = await w.t.dataSource.getRepository(Terminal).findBy({ providerId: id });
    const res = await deleteProvider(id, w.staff.cookie).expect(200);
    expect(res.body).toMatchObject({ id, name: created.body.providerName, status: 'live' });
    expect(await w.t.dataSource.getRepository(Provider).existsBy({ id })).toBe(false);
    expect(await w.t.dataSource.getRepository(Terminal).existsBy({ id: terminal.id })).toBe(false);
    await w.t.http.get(`/api/crm/providers/${id}`).set('Cookie', w.staff.cookie).expect(404);

    const [providerEntry] = (await auditEntries('providers', id)).filter((entry) => entry.action === 'delete');
    expect(providerEntry).toMatchObject({ crmUserId: w.staff.id, reason: 'Deleted with 1 terminal' });
    expect(providerEntry.changedFields).toEqual(expect.arrayContaining([{ field: 'name', oldValue: created.body.providerName, newValue: null }]));
    const [terminalEntry] = (await auditEntries('terminals', terminal.id)).filter((entry) => entry.action === 'delete');
    expect(terminalEntry).toMatchObject({ crmUserId: w.staff.id, reason: `Deleted with its provider ${created.body.providerName}` });

    const visitor = await createProfile(w.t);
    const after = await compare(w.t, visitor, { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 12000 }).expect(200);
    expect((after.body.providers as RankedProvider[]).map((provider) => provider.id)).not.toContain(id);
  });

  it('lets partners do neither, and answers 404 for an unknown provider', async () => {
    await addTerminal(w.providerId, COMPLETE_TERMINAL, w.partner.cookie).expect(403);
    await deleteProvider(w.providerId, w.partner.cookie).expect(403);
    await addTerminal(999999, COMPLETE_TERMINAL).expect(404);
    await deleteProvider(999999).expect(404);
    expect((await addTerminal(providerId, { name: 'No type' }).expect(400)).body.message).toEqual(expect.arrayContaining([expect.stringMatching(/type/)]));
  });
});
