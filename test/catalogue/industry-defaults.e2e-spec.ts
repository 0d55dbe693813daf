import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { IndustryDefault } from '../../src/industry-defaults/entities/industry-default.entity';
import { CrmWorld, startCrmWorld } from '../support/crm';

/** Sector defaults in the back-office (admin, staff), served to the wizard at once. */
describe('Industry defaults (admin, staff, partner)', () => {
  let w: CrmWorld;
  let retail: IndustryDefault;

  beforeAll(async () => {
    w = await startCrmWorld();
    retail = await w.t.dataSource.getRepository(IndustryDefault).findOneByOrFail({ businessSector: 'retail' });
  });
  afterAll(() => w.t.close());

  it('lists every sector with all its fields, by label', async () => {
    const res = await w.t.http.get('/api/crm/industry-defaults').query({ range: '[0,99]' }).set('Cookie', w.staff.cookie).expect(200);
    const count = await w.t.dataSource.getRepository(IndustryDefault).count();
    expect(res.headers['content-range']).toBe(`industry-defaults 0-${count - 1}/${count}`);
    const labels = res.body.map((row: { sectorLabel: string }) => row.sectorLabel);
    expect(labels).toEqual([...labels].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(res.body.find((row: { id: number }) => row.id === retail.id)).toEqual({
      id: retail.id,
      sectorLabel: retail.sectorLabel,
      businessSector: 'retail',
      monthlyTurnoverDefault: retail.monthlyTurnoverDefault,
      averageTransactionDefault: retail.averageTransactionDefault,
      creditDebitSplitDefault: retail.creditDebitSplitDefault,
      personalCorporateSplitDefault: retail.personalCorporateSplitDefault,
      ukInternationalSplitDefault: retail.ukInternationalSplitDefault,
      f2fCnpSplitDefault: retail.f2fCnpSplitDefault,
      researchSource: retail.researchSource,
      notes: retail.notes,
      isActive: true,
      researchDate: retail.researchDate,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('saves a PUT and a PATCH, audits old and new values, and the public call serves the change at once', async () => {
    await w.t.http.get('/api/industry-defaults/retail').expect(200);
    const put = await w.t.http
      .put(`/api/crm/industry-defaults/${retail.id}`)
      .set('Cookie', w.staff.cookie)
      .send({ monthlyTurnoverDefault: 23456.78, creditDebitSplitDefault: 0, reason: 'ONS 2026' })
      .expect(200);
    expect(put.body).toMatchObject({ monthlyTurnoverDefault: 23456.78, creditDebitSplitDefault: 0 });
    expect((await w.t.http.get('/api/industry-defaults/retail').expect(200)).body).toMatchObject({
      monthlyTurnoverDefault: 23456.78,
      creditDebitSplitDefault: 0,
    });
    const patch = await w.t.http
      .patch(`/api/crm/industry-defaults/${retail.id}`)
      .set('Cookie', w.admin.cookie)
      .send({ f2fCnpSplitDefault: 100, sectorLabel: 'Retail shops', researchDate: '2026-01-15' })
      .expect(200);
    expect(patch.body).toMatchObject({ f2fCnpSplitDefault: 100, sectorLabel: 'Retail shops', researchDate: '2026-01-15' });
    expect((await w.t.http.get('/api/industry-defaults/retail').expect(200)).body).toMatchObject({ sectorLabel: 'Retail shops', f2fCnpSplitDefault: 100 });
    const entry = await w.t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ tableName: 'industry_defaults', recordId: String(retail.id), reason: 'ONS 2026' });
    expect(entry).toMatchObject({
      action: 'update',
      crmUserId: w.staff.id,
      changedFields: [
        { field: 'monthlyTurnoverDefault', oldValue: retail.monthlyTurnoverDefault, newValue: 23456.78 },
        { field: 'creditDebitSplitDefault', oldValue: retail.creditDebitSplitDefault, newValue: 0 },
      ],
    });
  });

  it('stops serving a sector made inactive (the wizard falls back to General Business)', async () => {
    await w.t.http.patch(`/api/crm/industry-defaults/${retail.id}`).set('Cookie', w.admin.cookie).send({ isActive: false }).expect(200);
    await w.t.http.get('/api/industry-defaults/retail').expect(404);
    await w.t.http.patch(`/api/crm/industry-defaults/${retail.id}`).set('Cookie', w.admin.cookie).send({ isActive: true }).expect(200);
    await w.t.http.get('/api/industry-defaults/retail').expect(200);
  });

  it.each([
    [{ creditDebitSplitDefault: 100.5 }, 'creditDebitSplitDefault must be a number with at most 2 decimal places from 0 to 100 (percent)'],
    [{ personalCorporateSplitDefault: -1 }, 'personalCorporateSplitDefault must be a number with at most 2 decimal places from 0 to 100 (percent)'],
    [{ ukInternationalSplitDefault: '95' }, 'ukInternationalSplitDefault must be a number with at most 2 decimal places from 0 to 100 (percent)'],
    [{ f2fCnpSplitDefault: null }, 'f2fCnpSplitDefault must be a number with at most 2 decimal places from 0 to 100 (percent)'],
    [{ monthlyTurnoverDefault: 0 }, 'monthlyTurnoverDefault must be a number with at most 2 decimal places from 0.01 to 100000000 (pounds)'],
    [{ averageTransactionDefault: -25 }, 'averageTransactionDefault must be a number with at most 2 decimal places from 0.01 to 1000000 (pounds)'],
    [{ researchDate: '15/01/2026' }, 'researchDate must be a date like 2026-01-15, or null'],
    [{ businessSector: 'shops' }, 'property businessSector should not exist'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const res = await w.t.http.put(`/api/crm/industry-defaults/${retail.id}`).set('Cookie', w.admin.cookie).send(body).expect(400);
    expect(res.body.message).toEqual([message]);
  });

  it('answers 404 for an unknown id, and 403 to a partner', async () => {
    await w.t.http.patch('/api/crm/industry-defaults/999999').set('Cookie', w.admin.cookie).send({ notes: 'x' }).expect(404);
    await w.t.http.get('/api/crm/industry-defaults').set('Cookie', w.partner.cookie).expect(403);
    await w.t.http.put(`/api/crm/industry-defaults/${retail.id}`).set('Cookie', w.partner.cookie).send({ notes: 'x' }).expect(403);
  });
});
