import { Activity } from '../../src/activities/entities/activity.entity';
import { ActivityRecorder } from '../../src/activities/activity-recorder';
import { Lead } from '../../src/leads/entities/lead.entity';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { freezeClock, newCustomer, quotedProviders, TestCustomer, TEST_ENV } from './customer-fixtures';

describe('Leads and quotes in the back-office (staff)', () => {
  let t: TestApp;
  let staff: string;
  let staffName: string;
  let staffId: number;
  let providerA: number;
  let providerB: number;
  let hotel: TestCustomer;
  let india: TestCustomer;
  let juliet: TestCustomer;

  const get = (path: string, query: Record<string, unknown> = {}) =>
    t.http
      .get(path)
      .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
      .set('Cookie', staff);
  const patchStatus = (leadId: number | string, body: unknown) =>
    t.http
      .patch(`/api/crm/leads/${leadId}/status`)
      .set('Cookie', staff)
      .send(body as object);
  const activitiesOf = (profileId: string) => t.dataSource.getRepository(Activity).find({ where: { businessProfileId: profileId }, order: { id: 'ASC' } });

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    const admin = await signIn(t, ADMIN.email, ADMIN.password);
    const user = await createUser(t, admin, 'staff');
    staff = await user.cookie();
    staffId = user.id;
    staffName = (await t.http.get('/api/crm/auth/user').set('Cookie', staff).expect(200)).body.name;
    [providerA, providerB] = await quotedProviders(t);
    hotel = await newCustomer(t, {
      businessName: 'Hotel Hair',
      applyFor: providerA,
      lead: { firstName: 'Ruby', lastName: 'Hart', email: 'ruby@hotel.example' },
    });
    india = await newCustomer(t, {
      businessName: 'India Ink',
      applyFor: providerB,
      lead: { firstName: 'Omar', lastName: 'Ali', email: 'omar@india.example', phone: '020 7946 0000' },
    });
    juliet = await newCustomer(t, { businessName: 'Juliet Jewels', selectQuoteOf: providerB });
  });
  afterAll(() => t.close());

  describe('GET /api/crm/leads', () => {
    it('lists leads newest first with Content-Range', async () => {
      const res = await get('/api/crm/leads').expect(200);
      expect(res.headers['content-range']).toBe('leads 0-1/2');
      expect(res.body.map((l: { id: number }) => l.id)).toEqual([india.leadId, hotel.leadId]);
      expect(res.body[0]).toEqual({
        id: india.leadId,
        businessProfileId: india.id,
        applicationReference: india.applicationReference,
        firstName: 'Omar',
        lastName: 'Ali',
        email: 'omar@india.example',
        phone: '020 7946 0000',
        companyName: 'India Ink',
        timeline: 'asap',
        additionalRequirements: null,
        consentMarketing: false,
        status: 'created',
        quoteId: expect.any(Number),
        selectedProviderId: providerB,
        selectedTerminalId: expect.any(Number),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('filters by status, customer, text and ids, and pages', async () => {
      expect((await get('/api/crm/leads', { filter: { businessProfileId: hotel.id } }).expect(200)).body.map((l: { id: number }) => l.id)).toEqual([
        hotel.leadId,
      ]);
      expect((await get('/api/crm/leads', { filter: { q: 'OMAR' } }).expect(200)).body.map((l: { id: number }) => l.id)).toEqual([india.leadId]);
      expect((await get('/api/crm/leads', { filter: { q: hotel.applicationReference } }).expect(200)).body.map((l: { id: number }) => l.id)).toEqual([
        hotel.leadId,
      ]);
      expect((await get('/api/crm/leads', { filter: { status: 'closed' } }).expect(200)).body).toEqual([]);
      expect((await get('/api/crm/leads', { filter: { status: ['created', 'closed'] } }).expect(200)).body).toHaveLength(2);
      expect((await get('/api/crm/leads', { filter: { id: [hotel.leadId] } }).expect(200)).body.map((l: { id: number }) => l.id)).toEqual([hotel.leadId]);
      const page = await get('/api/crm/leads', { sort: ['lastName', 'ASC'], range: [1, 1] }).expect(200);
      expect(page.body.map((l: { lastName: string }) => l.lastName)).toEqual(['Hart']);
      expect(page.headers['content-range']).toBe('leads 1-1/2');
    });

    it('refuses a status it does not know', async () => {
      const res = await get('/api/crm/leads', { filter: { status: 'won' } }).expect(400);
      expect(res.body.message).toBe('filter "status" must be one of: created, quoted, applied, closed');
    });
  });

  describe('PATCH /api/crm/leads/{leadId}/status', () => {
    it.each([
      ['created', 'quoted'],
      ['quoted', 'applied'],
      ['applied', 'closed'],
      ['closed', 'created'],
      ['created', 'applied'],
    ])('moves a lead from %s to %s, writing who did it to the activity and moving the last activity on', async (from, to) => {
      const at = new Date(Date.now() + 60_000);
      const clock = freezeClock(t, at);
      try {
        const before = await activitiesOf(hotel.id);
        const res = await patchStatus(hotel.leadId!, { status: to }).expect(200);
        expect(res.body).toMatchObject({ id: hotel.leadId, businessProfileId: hotel.id, status: to });
        const after = await activitiesOf(hotel.id);
        expect(after).toHaveLength(before.length + 1);
        expect(after[after.length - 1]).toMatchObject({
          type: 'system',
          description: `Status changed from ${from} to ${to} by ${staffName}`,
          crmUserId: staffId,
        });
        const profile = await t.dataSource.getRepository(BusinessProfile).findOneByOrFail({ id: hotel.id });
        expect(profile.lastActivityAt.toISOString()).toBe(at.toISOString());
      } finally {
        clock.mockRestore();
      }
    });

    it('changes nothing and writes nothing when the status is the one it has', async () => {
      const before = await activitiesOf(hotel.id);
      const status = (await t.dataSource.getRepository(Lead).findOneByOrFail({ id: hotel.leadId })).status;
      await patchStatus(hotel.leadId!, { status }).expect(200);
      expect(await activitiesOf(hotel.id)).toHaveLength(before.length);
    });

    it.each([[{ status: 'won' }], [{ status: 'Quoted' }], [{ status: 3 }], [{ status: null }], [{}]])(
      'refuses %j naming the allowed values, and changes nothing',
      async (body) => {
        const before = await activitiesOf(india.id);
        const res = await patchStatus(india.leadId!, body).expect(400);
        expect(res.body).toEqual({ statusCode: 400, message: ['status must be one of: created, quoted, applied, closed'], error: 'Bad Request' });
        expect((await t.dataSource.getRepository(Lead).findOneByOrFail({ id: india.leadId })).status).toBe('created');
        expect(await activitiesOf(india.id)).toHaveLength(before.length);
      },
    );

    it('refuses fields it does not take', async () => {
      const res = await patchStatus(india.leadId!, { status: 'quoted', firstName: 'Eve' }).expect(400);
      expect(res.body.message).toEqual(['property firstName should not exist']);
    });

    it("answers 404 'Lead not found' for an unknown lead and 400 for an id that is not a number", async () => {
      expect((await patchStatus(999999, { status: 'quoted' }).expect(404)).body).toEqual({ statusCode: 404, message: 'Lead not found', error: 'Not Found' });
      await patchStatus('abc', { status: 'quoted' }).expect(400);
    });

    it('changes the status and writes the activity in one transaction: a failed activity leaves the lead as it was', async () => {
      const spy = jest.spyOn(t.app.get(ActivityRecorder), 'record').mockRejectedValueOnce(new Error('disk full'));
      try {
        await patchStatus(india.leadId!, { status: 'closed' }).expect(500);
      } finally {
        spy.mockRestore();
      }
      expect((await t.dataSource.getRepository(Lead).findOneByOrFail({ id: india.leadId })).status).toBe('created');
    });
  });

  describe('GET /api/crm/quotes', () => {
    it('lists quotes with Content-Range and filters by customer, provider, selection and id', async () => {
      const all = await get('/api/crm/quotes', { range: [0, 99] }).expect(200);
      expect(all.headers['content-range']).toBe('quotes 0-11/12');
      expect(all.body[0]).toEqual({
        id: expect.any(Number),
        businessProfileId: expect.any(String),
        providerId: expect.any(Number),
        terminalId: expect.any(Number),
        providerName: expect.any(String),
        estimatedMonthlyCost: expect.any(Number),
        potentialSavings: expect.any(Number),
        matchScore: expect.any(Number),
        rank: expect.any(Number),
        isSelected: expect.any(Boolean),
        selectionReasoning: null,
        createdAt: expect.any(String),
      });
      const ofJuliet = await get('/api/crm/quotes', { filter: { businessProfileId: juliet.id }, sort: ['rank', 'ASC'] }).expect(200);
      expect(ofJuliet.body.map((q: { id: number }) => q.id)).toEqual(juliet.quotes.map((q) => q.id));
      const selected = await get('/api/crm/quotes', { filter: { isSelected: true }, sort: ['id', 'ASC'] }).expect(200);
      expect(selected.body.map((q: { businessProfileId: string; providerId: number }) => [q.businessProfileId, q.providerId])).toEqual([
        [hotel.id, providerA],
        [india.id, providerB],
        [juliet.id, providerB],
      ]);
      const ofA = await get('/api/crm/quotes', { filter: { providerId: providerA } }).expect(200);
      expect(ofA.body.every((q: { providerId: number }) => q.providerId === providerA)).toBe(true);
      expect(ofA.body).toHaveLength(3);
      const byId = await get('/api/crm/quotes', { filter: { id: [juliet.quotes[0].id] } }).expect(200);
      expect(byId.body.map((q: { id: number }) => q.id)).toEqual([juliet.quotes[0].id]);
    });

    it('refuses an isSelected that is not true or false', async () => {
      const res = await get('/api/crm/quotes', { filter: { isSelected: 'maybe' } }).expect(400);
      expect(res.body.message).toBe('filter "isSelected" must be true or false');
    });
  });
});
