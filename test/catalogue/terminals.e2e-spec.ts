import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { Terminal } from '../../src/providers/entities/terminal.entity';
import { Quote } from '../../src/quotes/entities/quote.entity';
import { CrmWorld, startCrmWorld } from '../support/crm';
import { addProvider, comparedProviderIds, COMPLETE_PROVIDER, COMPLETE_TERMINAL, providerName } from '../support/catalogue';

/** Terminals in the back-office: the list with scores, changes, and deletion (409 while quoted). */
describe('Terminal management (admin, staff, partner)', () => {
  let w: CrmWorld;
  let providerId: number;
  let terminalIds: number[];

  const patchTerminal = (id: number, body: Record<string, unknown>, cookie = w.staff.cookie) =>
    w.t.http.patch(`/api/crm/terminals/${id}`).set('Cookie', cookie).send(body);
  const terminalsOf = async (filter: Record<string, unknown>, cookie = w.staff.cookie) =>
    (
      await w.t.http
        .get('/api/terminals')
        .query({ filter: JSON.stringify(filter), range: '[0,499]' })
        .set('Cookie', cookie)
        .expect(200)
    ).body as Array<Record<string, unknown>>;

  beforeAll(async () => {
    w = await startCrmWorld();
    const created = await addProvider(w.t, w.admin.cookie, { ...COMPLETE_PROVIDER, name: providerName('Terminal Owner') }, [
      COMPLETE_TERMINAL,
      { ...COMPLETE_TERMINAL, name: 'Spare Portable', type: 'portable' },
    ]).expect(201);
    providerId = created.body.providerId;
    terminalIds = (await w.t.dataSource.getRepository(Terminal).find({ where: { providerId }, order: { id: 'ASC' } })).map((terminal) => terminal.id);
  });
  afterAll(() => w.t.close());

  it('lists every terminal with its own score, missing fields and provider, paged with Content-Range', async () => {
    const res = await w.t.http.get('/api/terminals').query({ range: '[0,9]', sort: '["id","ASC"]' }).set('Cookie', w.staff.cookie).expect(200);
    const total = await w.t.dataSource.getRepository(Terminal).count();
    expect(res.headers['content-range']).toBe(`terminals 0-9/${total}`);
    for (const row of res.body as Array<{ id: number; dataQualityScore: number; missingFields: string[]; providerName: string }>) {
      const stored = await w.t.dataSource.getRepository(Terminal).findOneOrFail({ where: { id: row.id }, relations: { provider: true } });
      expect(row).toMatchObject({ dataQualityScore: stored.dataQualityScore, providerName: stored.provider.name, type: stored.type, status: stored.status });
      expect(row.missingFields.length === 0).toBe(stored.dataQualityScore === 100);
    }
    const mobiles = await terminalsOf({ type: 'mobile', status: 'live' });
    expect(mobiles.length).toBeGreaterThan(0);
    expect(mobiles.every((row) => row.type === 'mobile' && row.status === 'live')).toBe(true);
    await w.t.http.get('/api/terminals').query({ filter: '{"type":"Desktop"}' }).set('Cookie', w.staff.cookie).expect(400);
  });

  it("shows a partner only its own provider's terminals", async () => {
    const own = await terminalsOf({}, w.partner.cookie);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.providerId === w.providerId)).toBe(true);
    expect(await terminalsOf({ providerId }, w.partner.cookie)).toEqual([]);
  });

  it("recomputes the terminal's own score and status from its 8 required fields, audits old and new values, and the comparison follows", async () => {
    const [id] = terminalIds;
    const res = await patchTerminal(id, { specialFeatures: null, suitableFor: [], reason: 'Specs under review' }).expect(200);
    expect(res.body).toMatchObject({
      id,
      status: 'draft',
      dataQualityScore: 75,
      missingFields: ['specialFeatures', 'suitableFor'],
      providerName: expect.stringMatching(/^Terminal Owner/),
    });
    const entry = await w.t.dataSource
      .getRepository(AuditLog)
      .findOneOrFail({ where: { tableName: 'terminals', recordId: String(id), action: 'update' }, order: { id: 'DESC' } });
    expect(entry).toMatchObject({
      reason: 'Specs under review',
      crmUserId: w.staff.id,
      changedFields: [
        { field: 'specialFeatures', oldValue: ['Tap to pay'], newValue: null },
        { field: 'suitableFor', oldValue: ['Retail'], newValue: [] },
        { field: 'status', oldValue: 'live', newValue: 'draft' },
        { field: 'dataQualityScore', oldValue: 100, newValue: 75 },
      ],
    });
    const refused = await patchTerminal(id, { status: 'live' }).expect(400);
    expect(refused.body).toMatchObject({
      message: 'status: a terminal can be live only when every required field is filled in; missing: specialFeatures, suitableFor',
      missingFields: ['specialFeatures', 'suitableFor'],
    });
    const complete = await patchTerminal(id, { specialFeatures: ['Tap to pay'], suitableFor: ['Retail'] }).expect(200);
    expect(complete.body).toMatchObject({ status: 'live', dataQualityScore: 100, missingFields: [] });
    await patchTerminal(terminalIds[1], { status: 'inactive' }).expect(200);
    await patchTerminal(id, { status: 'inactive' }).expect(200);
    expect(await comparedProviderIds(w.t)).not.toContain(providerId); // no terminal left to offer
    await patchTerminal(id, { status: 'live' }).expect(200);
    expect(await comparedProviderIds(w.t)).toContain(providerId);
  });

  it.each([
    [{ monthlyRental: -5 }, 'monthlyRental must be a number with at most 2 decimal places from 0 to 100000 (pounds)'],
    [{ setupFee: 10.555 }, 'setupFee must be a number with at most 2 decimal places from 0 to 100000 (pounds)'],
    [{ type: 'Desktop' }, 'type must be one of: countertop, portable, mobile, smart, epos, gateway'],
    [{ type: null }, 'type must be one of: countertop, portable, mobile, smart, epos, gateway'],
    [{ name: '   ' }, 'name must be a text of 1 to 120 characters'],
    [{ features: 'Receipt printer' }, 'features must be a list of at most 30 different texts of 1 to 80 characters'],
    [{ isRecommended: 'true' }, 'isRecommended must be true or false'],
    [
      { imageUrl: '/uploads/logos/00000000-0000-4000-8000-000000000000.webp' },
      'imageUrl must be the address of an uploaded terminal image (/uploads/terminal-images/…), or null',
    ],
    [{ providerId: 1 }, 'property providerId should not exist'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const res = await patchTerminal(terminalIds[0], body).expect(400);
    expect(res.body.message).toEqual([message]);
  });

  it('answers 404 for an unknown terminal and 403 to a partner, even for its own', async () => {
    await patchTerminal(999999, { name: 'X' }).expect(404);
    const own = (await terminalsOf({}, w.partner.cookie))[0].id as number;
    await patchTerminal(own, { name: 'Mine' }, w.partner.cookie).expect(403);
    await w.t.http.delete(`/api/crm/terminals/${own}`).set('Cookie', w.partner.cookie).expect(403);
  });

  it("refuses to delete a terminal that quotes name (409, 'It may be referenced by existing quotes.'), checked before the foreign key's SET NULL", async () => {
    const quoted = await w.t.dataSource.getRepository(Quote).createQueryBuilder('q').where('q.terminalId IS NOT NULL').getOneOrFail();
    const res = await w.t.http.delete(`/api/crm/terminals/${quoted.terminalId}`).set('Cookie', w.admin.cookie).expect(409);
    expect(res.body).toEqual({ statusCode: 409, message: 'Failed to delete terminal. It may be referenced by existing quotes.', error: 'Conflict' });
    expect(await w.t.dataSource.getRepository(Terminal).countBy({ id: quoted.terminalId! })).toBe(1);
    expect((await w.t.dataSource.getRepository(Quote).findOneByOrFail({ id: quoted.id })).terminalId).toBe(quoted.terminalId);
  });

  it('deletes an unquoted terminal, answers it, and audits every field it had', async () => {
    const id = terminalIds[1];
    const res = await w.t.http.delete(`/api/crm/terminals/${id}`).set('Cookie', w.staff.cookie).expect(200);
    expect(res.body).toMatchObject({ id, name: 'Spare Portable', providerId });
    expect(await w.t.dataSource.getRepository(Terminal).countBy({ id })).toBe(0);
    const entry = await w.t.dataSource.getRepository(AuditLog).findOneByOrFail({ tableName: 'terminals', recordId: String(id), action: 'delete' });
    expect(entry.crmUserId).toBe(w.staff.id);
    expect(entry.changedFields).toEqual(
      expect.arrayContaining([
        { field: 'name', oldValue: 'Spare Portable', newValue: null },
        { field: 'status', oldValue: 'inactive', newValue: null },
      ]),
    );
    await w.t.http.delete(`/api/crm/terminals/${id}`).set('Cookie', w.staff.cookie).expect(404);
  });

  it("keeps the public terminal list as it was: a live provider's live terminals", async () => {
    const res = await w.t.http.get(`/api/providers/${providerId}/terminals`).expect(200);
    expect(res.body.map((terminal: { id: number }) => terminal.id)).toEqual([terminalIds[0]]);
  });
});
