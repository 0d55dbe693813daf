import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { Provider } from '../../src/providers/entities/provider.entity';
import { PROVIDER_REQUIRED_FIELDS } from '../../src/domain/catalogue-rules/quality';
import { CrmWorld, startCrmWorld } from '../support/crm';
import {
  addProvider,
  auditOf,
  comparedProviderIds,
  COMPLETE_PROVIDER,
  COMPLETE_TERMINAL,
  patchProvider,
  providerName,
  providerWithScores,
} from '../support/catalogue';

/**
 * Providers in the back-office (admin and staff change; partners read their own): the quality
 * and status rules, bounds, dataVersion, audit entries, and the public comparison following at once.
 */
describe('Provider management (admin, staff, partner)', () => {
  let w: CrmWorld;

  beforeAll(async () => {
    w = await startCrmWorld();
  });
  afterAll(() => w.t.close());

  describe('GET /api/crm/providers/with-scores', () => {
    it('lists every provider with its score, missing fields, status, version and terminal counts and scores', async () => {
      const res = await w.t.http.get('/api/crm/providers/with-scores').query({ range: '[0,99]' }).set('Cookie', w.staff.cookie).expect(200);
      const stored = await w.t.dataSource.getRepository(Provider).find({ relations: { terminals: true } });
      expect(res.headers['content-range']).toBe(`providers 0-${stored.length - 1}/${stored.length}`);
      expect(res.body).toHaveLength(stored.length);
      for (const row of res.body as Array<Record<string, unknown>>) {
        const provider = stored.find((candidate) => candidate.id === row.id)!;
        const live = provider.terminals.filter((terminal) => terminal.status === 'live');
        const mean = Math.round(provider.terminals.reduce((sum, terminal) => sum + terminal.dataQualityScore, 0) / provider.terminals.length);
        expect(row).toMatchObject({
          name: provider.name,
          status: provider.status,
          dataQualityScore: provider.dataQualityScore,
          dataVersion: provider.dataVersion,
        });
        expect(row).toMatchObject({ terminalCount: provider.terminals.length, liveTerminalCount: live.length, averageTerminalScore: mean });
        expect((row.missingFields as string[]).length === 0).toBe(provider.dataQualityScore === 100);
        expect(row).not.toHaveProperty('terminals');
      }
      const drafts = (res.body as Array<{ status: string; missingFields: string[]; dataQualityScore: number }>).filter((row) => row.status === 'draft');
      expect(drafts.length).toBeGreaterThan(0);
      for (const draft of drafts) expect(draft.missingFields.length).toBeGreaterThan(0);
    });

    it('filters by status and quality, and says so when a filter value is unknown', async () => {
      const live = await w.t.http
        .get('/api/crm/providers/with-scores')
        .query({ filter: '{"status":"live","quality":"high"}', range: '[0,99]' })
        .set('Cookie', w.admin.cookie)
        .expect(200);
      expect(live.body.length).toBeGreaterThan(0);
      expect(live.body.every((row: { status: string; dataQualityScore: number }) => row.status === 'live' && row.dataQualityScore >= 85)).toBe(true);
      const low = await w.t.http.get('/api/crm/providers/with-scores').query({ filter: '{"quality":"low"}' }).set('Cookie', w.admin.cookie).expect(200);
      expect(low.body.every((row: { dataQualityScore: number }) => row.dataQualityScore < 50)).toBe(true);
      const wrong = await w.t.http.get('/api/crm/providers/with-scores').query({ filter: '{"quality":"superb"}' }).set('Cookie', w.admin.cookie).expect(400);
      expect(wrong.body.message).toBe('filter "quality" must be one of: high, medium, low');
    });

    it("shows a partner only its own provider, and another's as not found", async () => {
      const res = await w.t.http.get('/api/crm/providers/with-scores').set('Cookie', w.partner.cookie).expect(200);
      expect(res.body.map((row: { id: number }) => row.id)).toEqual([w.providerId]);
      const other = (await w.t.dataSource.getRepository(Provider).findOneByOrFail({ name: 'Worldpay' })).id;
      expect(other).not.toBe(w.providerId);
      await w.t.http.get(`/api/crm/providers/${other}`).set('Cookie', w.partner.cookie).expect(404);
      await w.t.http.get(`/api/crm/providers/${w.providerId}`).set('Cookie', w.partner.cookie).expect(200);
    });
  });

  describe('POST /api/crm/providers/with-terminals', () => {
    it('saves an incomplete provider as draft with its terminals, each audited as created by the user', async () => {
      const name = providerName('Draft Acquirer');
      const res = await addProvider(w.t, w.staff.cookie, { name, supportLocation: 'UK' }, [COMPLETE_TERMINAL, { name: 'Bare', type: 'mobile' }]).expect(201);
      expect(res.body).toEqual({ providerId: expect.any(Number), providerName: name, terminalsCreated: 2, dataQualityScore: 12, status: 'draft' });
      const row = await providerWithScores(w.t, w.staff.cookie, res.body.providerId);
      expect(row).toMatchObject({ status: 'draft', dataVersion: 1, terminalCount: 2, liveTerminalCount: 1, averageTerminalScore: Math.round((100 + 25) / 2) });
      expect(row.missingFields).toEqual(PROVIDER_REQUIRED_FIELDS.filter((field) => field !== 'name' && field !== 'supportLocation'));
      const [created] = await auditOf(w.t, w.admin.cookie, res.body.providerId);
      expect(created).toMatchObject({
        action: 'create',
        tableName: 'providers',
        recordId: String(res.body.providerId),
        user: { id: w.staff.id, name: expect.any(String) },
      });
      expect(created.changedFields).toEqual(
        expect.arrayContaining([
          { field: 'name', oldValue: null, newValue: name },
          { field: 'status', oldValue: null, newValue: 'draft' },
          { field: 'dataQualityScore', oldValue: null, newValue: 12 },
        ]),
      );
      const terminals = await w.t.dataSource.getRepository(AuditLog).findBy({ tableName: 'terminals', action: 'create', crmUserId: w.staff.id });
      expect(terminals.length).toBeGreaterThanOrEqual(2);
    });

    it('saves a complete provider as live, and it reaches the public comparison at once', async () => {
      const res = await addProvider(w.t, w.admin.cookie, { ...COMPLETE_PROVIDER, name: providerName() }, [COMPLETE_TERMINAL]).expect(201);
      expect(res.body).toMatchObject({ status: 'live', dataQualityScore: 100, terminalsCreated: 1 });
      expect(await comparedProviderIds(w.t)).toContain(res.body.providerId);
    });

    it('refuses live for an incomplete provider, naming the missing fields, and creates nothing', async () => {
      const name = providerName();
      const res = await addProvider(w.t, w.admin.cookie, { ...COMPLETE_PROVIDER, name, trustpilotRating: null, escalationPoint: '  ', status: 'live' }).expect(
        400,
      );
      expect(res.body).toMatchObject({ statusCode: 400, missingFields: ['escalationPoint', 'trustpilotRating'] });
      expect(res.body.message).toMatch(
        /^provider\.status: a provider can be live only when every required field is filled in; missing: escalationPoint, trustpilotRating$/,
      );
      expect(await w.t.dataSource.getRepository(Provider).countBy({ name })).toBe(0);
    });

    it('refuses a name already taken (whatever its case) and fields out of bounds, naming each', async () => {
      const taken = await addProvider(w.t, w.admin.cookie, { name: 'WORLDPAY' }).expect(409);
      expect(taken.body.message).toBe('A provider named "WORLDPAY" already exists');
      const res = await addProvider(w.t, w.admin.cookie, { name: providerName(), debitFeeMin: 5.5, contractTermMonths: 6 }, [
        { name: 'T', type: 'Desktop', monthlyRental: -1 },
        { type: 'mobile' },
      ]).expect(400);
      expect(res.body.message).toEqual(
        expect.arrayContaining([
          'provider.debitFeeMin must be a number with at most 3 decimal places from 0 to 5 (percent)',
          'provider.contractTermMonths must be one of 0, 12, 18, 24, 36 (months)',
          'terminals.0.type must be one of: countertop, portable, mobile, smart, epos, gateway',
          'terminals.0.monthlyRental must be a number with at most 2 decimal places from 0 to 100000 (pounds)',
          'terminals.1.name must be a text of 1 to 120 characters',
        ]),
      );
      await addProvider(w.t, w.admin.cookie, { name: providerName(), terminalRentalMin: 34.99, terminalRentalMax: 19.95 }).expect(400, {
        statusCode: 400,
        message: ['provider.terminalRentalMax must not be less than terminalRentalMin (19.95 < 34.99)'],
        error: 'Bad Request',
      });
      await w.t.http.post('/api/crm/providers/with-terminals').set('Cookie', w.admin.cookie).send({ terminals: [] }).expect(400);
    });
  });

  describe('PATCH /api/crm/providers/{id}', () => {
    let id: number;

    beforeAll(async () => {
      const { trustpilotRating: _left, ...almost } = COMPLETE_PROVIDER;
      id = (await addProvider(w.t, w.admin.cookie, { ...almost, name: providerName('Almost There') }, [COMPLETE_TERMINAL]).expect(201)).body.providerId;
    });

    it('refuses live while a field is missing, naming it, and changes nothing', async () => {
      const res = await patchProvider(w.t, w.staff.cookie, id, { status: 'live', reason: 'Ready?' }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'status: a provider can be live only when every required field is filled in; missing: trustpilotRating',
        missingFields: ['trustpilotRating'],
        error: 'Bad Request',
      });
      expect(await providerWithScores(w.t, w.staff.cookie, id)).toMatchObject({ status: 'draft', dataVersion: 1 });
      expect(await comparedProviderIds(w.t)).not.toContain(id);
    });

    it('goes live when the last field is filled in, with a new version and an audit entry of old and new values, and the comparison shows it', async () => {
      const res = await patchProvider(w.t, w.staff.cookie, id, { trustpilotRating: 4.2, reason: 'Rating checked on Trustpilot' }).expect(200);
      expect(res.body).toMatchObject({ id, status: 'live', dataQualityScore: 100, missingFields: [], dataVersion: 2, trustpilotRating: 4.2, terminalCount: 1 });
      const [entry] = await auditOf(w.t, w.admin.cookie, id);
      expect(entry).toEqual({
        id: expect.any(Number),
        action: 'update',
        tableName: 'providers',
        recordId: String(id),
        changedFields: [
          { field: 'trustpilotRating', oldValue: null, newValue: 4.2 },
          { field: 'status', oldValue: 'draft', newValue: 'live' },
          { field: 'dataQualityScore', oldValue: 94, newValue: 100 },
        ],
        reason: 'Rating checked on Trustpilot',
        user: { id: w.staff.id, name: expect.stringMatching(/^staff user/) },
        createdAt: expect.any(String),
      });
      expect(await comparedProviderIds(w.t)).toContain(id);
    });

    it('changes nothing (no version, no entry) when nothing differs', async () => {
      const before = (await auditOf(w.t, w.admin.cookie, id)).length;
      const res = await patchProvider(w.t, w.admin.cookie, id, { trustpilotRating: 4.2, status: 'live', debitFeeMin: COMPLETE_PROVIDER.debitFeeMin }).expect(
        200,
      );
      expect(res.body.dataVersion).toBe(2);
      expect(await auditOf(w.t, w.admin.cookie, id)).toHaveLength(before);
    });

    it('refuses draft for a complete provider: complete means live, or inactive when withdrawn', async () => {
      const res = await patchProvider(w.t, w.admin.cookie, id, { status: 'draft' }).expect(400);
      expect(res.body.message).toBe('status: a provider with every required field filled in is live; choose inactive to withdraw it');
    });

    it('lets staff withdraw it (inactive) whatever its score; the comparison stops showing it; it stays inactive through other changes', async () => {
      await patchProvider(w.t, w.staff.cookie, id, { status: 'inactive', reason: 'Contract ended' }).expect(200);
      expect(await comparedProviderIds(w.t)).not.toContain(id);
      const changed = await patchProvider(w.t, w.staff.cookie, id, { deliveryDays: '3-5 days', trustpilotRating: null }).expect(200);
      expect(changed.body).toMatchObject({ status: 'inactive', dataQualityScore: 94, missingFields: ['trustpilotRating'], dataVersion: 4 });
      expect(await comparedProviderIds(w.t)).not.toContain(id);
    });

    it('derives draft when a live provider loses a required field (the form sending status live again asks for nothing)', async () => {
      await patchProvider(w.t, w.admin.cookie, id, { status: 'live', trustpilotRating: 4.4 }).expect(200);
      expect(await comparedProviderIds(w.t)).toContain(id);
      const res = await patchProvider(w.t, w.admin.cookie, id, { status: 'live', escalationPoint: null }).expect(200);
      expect(res.body).toMatchObject({ status: 'draft', missingFields: ['escalationPoint'] });
      expect(await comparedProviderIds(w.t)).not.toContain(id);
    });

    it.each([
      [{ debitFeeMin: -0.01 }, 'debitFeeMin must be a number with at most 3 decimal places from 0 to 5 (percent)'],
      [{ creditFeeMax: 5.01 }, 'creditFeeMax must be a number with at most 3 decimal places from 0 to 5 (percent)'],
      [{ trustpilotRating: 4.25 }, 'trustpilotRating must be a number with at most 1 decimal place from 1 to 5'],
      [{ trustpilotRating: 0.5 }, 'trustpilotRating must be a number with at most 1 decimal place from 1 to 5'],
      [{ merchantCompareRating: 4.5 }, 'merchantCompareRating must be a whole number from 1 to 5'],
      [{ merchantCompareRating: 6 }, 'merchantCompareRating must be a whole number from 1 to 5'],
      [{ contractTermMonths: 24.5 }, 'contractTermMonths must be one of 0, 12, 18, 24, 36 (months)'],
      [{ authorizationFee: -1 }, 'authorizationFee must be a number with at most 3 decimal places from 0 to 100 (pence)'],
      [{ monthlyMinimumFee: 1.234 }, 'monthlyMinimumFee must be a number with at most 2 decimal places from 0 to 100000 (pounds)'],
      [{ setupFee: '49' }, 'setupFee must be a number with at most 2 decimal places from 0 to 100000 (pounds)'],
      [{ terminalRentalMin: 40 }, 'terminalRentalMax must not be less than terminalRentalMin (14.99 < 40)'],
      [{ debitFeeMin: 1, debitFeeMax: 0.5 }, 'debitFeeMax must not be less than debitFeeMin (0.5 < 1)'],
      [{ name: '' }, 'name must be a text of 1 to 120 characters'],
      [{ name: null }, 'name must be a text of 1 to 120 characters'],
      [{ eposIntegration: 'yes' }, 'eposIntegration must be true or false'],
      [{ trustpilotUrl: 'javascript:alert(1)' }, 'trustpilotUrl must be an https:// address of at most 300 characters'],
      [{ logo: '../../etc/passwd' }, 'logo must be the address of an uploaded logo (/uploads/logos/…), or null'],
      [{ paymentGateways: ['Stripe', 'Stripe'] }, 'paymentGateways must be a list of at most 30 different texts of 1 to 80 characters'],
      [{ status: 'archived' }, 'status must be one of: live, draft, inactive'],
      [{ dataQualityScore: 100 }, 'property dataQualityScore should not exist'],
    ])('refuses %j with a 400 naming the field', async (body, message) => {
      const before = await w.t.dataSource.getRepository(Provider).findOneByOrFail({ id });
      const res = await patchProvider(w.t, w.admin.cookie, id, body).expect(400);
      expect(res.body.message).toEqual([message]);
      expect(await w.t.dataSource.getRepository(Provider).findOneByOrFail({ id })).toEqual(before);
    });

    it('accepts the edges of every bound', async () => {
      const res = await patchProvider(w.t, w.admin.cookie, id, {
        debitFeeMin: 0,
        debitFeeMax: 5,
        trustpilotRating: 1,
        merchantCompareRating: 1,
        contractTermMonths: 0,
        authorizationFee: 0,
        monthlyMinimumFee: 0,
        terminalRentalMin: 19.95,
        terminalRentalMax: 19.95,
      }).expect(200);
      expect(res.body).toMatchObject({
        debitFeeMin: 0,
        debitFeeMax: 5,
        trustpilotRating: 1,
        contractTermMonths: 0,
        terminalRentalMin: 19.95,
        terminalRentalMax: 19.95,
      });
    });

    it('refuses a name another provider has (409) and answers 404 for an unknown provider', async () => {
      await patchProvider(w.t, w.admin.cookie, id, { name: 'dojo' }).expect(409);
      await patchProvider(w.t, w.admin.cookie, 999999, { deliveryDays: '1-2 days' }).expect(404);
    });

    it('lets a partner change nothing, not even its own provider (403)', async () => {
      await patchProvider(w.t, w.partner.cookie, w.providerId, { deliveryDays: 'Same day' }).expect(403);
      await addProvider(w.t, w.partner.cookie, { name: providerName() }).expect(403);
    });
  });
});
