/**
 * Every signed-in figure that counts, sums or names across customers, on a customer shared by two
 * providers (test/support/shared-customer.ts), and the partner scope (src/auth/partner-scope.ts)
 * each one goes through:
 * - GET /api/crm/dashboard/details
 *   - statType=visitors: scopeOneSession (a landing-page visit has no session: partners see none)
 *   - statType=users: scopeOneSession; the business name: scopeCustomers (profiles the user may open)
 *   - statType=created: scopeCustomers
 *   - statType=quoted, selected: scopeQuotes (per customer)
 *   - statType=applied: scopeLeads
 *   - each customer row: scopeCustomers; its status: customerStatusSql(user), i.e. ownLeadsSql
 * - GET /api/analytics/dashboard (the CRM dashboard's funnel too) and /api/analytics/export.csv (the
 *   same figures): visitors, users, sessions, uploads: scopeSessions; created, sectors:
 *   scopeCustomers; quotes, selections: scopeQuotes; applications, time to complete: scopeLeads;
 *   drop-off: scopeSessions, a session having applied by scopeLeads; providers: scopeQuotes and
 *   scopeLeads, then scopeProviderRecords
 * - GET /api/analytics/journey-events, /api/analytics/page-analytics: scopeSessions
 * - GET /api/crm/activities/recent: scopeActivities
 * - GET /api/crm/email-templates and /:id, usageCount: scopeEmails
 * - GET /api/crm/admin/system-stats: admins only (staff and partners 403), the whole platform
 * - list totals (Content-Range): customers countOwnCustomers/scopeCustomers, leads scopeLeads,
 *   quotes scopeQuotes, activities scopeActivities, tasks scopeTasks
 */
import { randomUUID } from 'node:crypto';
import { Lead } from '../../src/leads/entities/lead.entity';
import { CrmActor } from '../support/crm';
import { SharedCustomerWorld, startSharedCustomerWorld } from '../support/shared-customer';
import { apply, compare, quotesOf, Visitor } from '../support/visitor';
import { markCustomersStale } from '../support/customer-rollups';

const COMPARISON = { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 12000 };
const BUSINESS = { businessType: 'retail', businessSector: 'retail', paymentStatus: 'new' };

type Who = 'admin' | 'staff' | 'partnerA' | 'partnerB' | 'partnerC';
const PARTNERS = ['partnerA', 'partnerB', 'partnerC'] as const;

/** The UK calendar day (YYYY-MM-DD) `days` days before now. */
function ukDayBefore(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() - days * 86_400_000));
}

describe('Aggregates on a customer shared by two providers: each partner counts and names only its own', () => {
  let w: SharedCustomerWorld;
  /** The shared customer's sibling: the same visit's second profile, A's only. */
  let sibling: Visitor;
  /** A second visit: its first profile selected A's quote (A's, no lead), its second applied with B. */
  let secondA: Visitor;
  let secondB: Visitor;
  /** How many quotes the profiles got (of one provider, if named), as their visitor reads them. */
  let countQuotes: (profiles: Visitor[], providerId?: number) => number;
  let templateIds: { quoteEmail: number; followUp: number };
  /** The day B's lead on the shared customer was (moved to), three days ago. */
  const bLeadDay = ukDayBefore(3);

  const actor = (who: Who): CrmActor => w[who];
  const get = (who: Who, path: string, query: Record<string, string> = {}) => w.t.http.get(path).query(query).set('Cookie', actor(who).cookie);

  beforeAll(async () => {
    w = await startSharedCustomerWorld();
    const { t } = w;
    sibling = { sessionId: w.visitor.sessionId, profileId: w.siblingCustomer };

    // The second visit.
    const secondSession = randomUUID();
    const first = await t.http
      .post('/api/business-profiles')
      .send({ ...BUSINESS, businessName: 'Second Visit Deli', sessionId: secondSession })
      .expect(201);
    secondA = { sessionId: secondSession, profileId: first.body.id };
    await compare(t, secondA, COMPARISON).expect(200);
    const quoteOfA = (await quotesOf(t, secondA)).find((quote) => quote.providerId === w.providers.A)!;
    await t.http.post(`/api/quotes/${quoteOfA.id}/select`).set('X-Session-Id', secondSession).send({}).expect(200);
    const second = await t.http
      .post('/api/business-profiles')
      .send({ ...BUSINESS, businessName: 'Second Visit Deli Two', sessionId: secondSession })
      .expect(201);
    secondB = { sessionId: secondSession, profileId: second.body.id };
    await compare(t, secondB, COMPARISON).expect(200);
    await apply(t, secondB, { selectedProvider: w.providers.B, email: 'dee@secondvisitdeli.co.uk', firstName: 'Dee' }).expect(201);

    // Wizard events: two landing-page visits, the shared visit (steps 1-5, it applied), a visit
    // that created nothing (steps 1-2) and the second visit (steps 1-3).
    for (let i = 0; i < 2; i += 1) await t.http.post('/api/track-visitor').send({}).expect(204);
    const wizard = async (sessionId: string, lastStep: number) => {
      await t.http.post('/api/track-user').send({ sessionId }).expect(204);
      for (let step = 1; step <= lastStep; step += 1) await t.http.post('/api/track-step').send({ sessionId, step }).expect(204);
    };
    await wizard(w.visitor.sessionId, 5);
    await wizard(randomUUID(), 2);
    await wizard(secondSession, 3);

    // B moves its lead on, and it is dated three days ago (noon UTC: inside that UK day).
    await t.http.patch(`/api/crm/leads/${w.B.leadId}/status`).set('Cookie', w.partnerB.cookie).send({ status: 'quoted' }).expect(200);
    await t.dataSource.getRepository(Lead).update({ id: w.B.leadId! }, { createdAt: new Date(`${bLeadDay}T12:00:00Z`) });
    await markCustomersStale(t);

    // Emails from a manual template: A one, B two, the platform one.
    const template = async (name: string) => (await get('admin', `/api/crm/email-templates/${name}`).expect(200)).body.id as number;
    templateIds = { quoteEmail: await template('quote_email_new_customer'), followUp: await template('quote_followup') };
    const send = (who: Who, businessProfileId: string, recipient: string, subject: string) =>
      t.http
        .post('/api/crm/emails/send')
        .set('Cookie', actor(who).cookie)
        .send({ businessProfileId, recipient, subject, content: `${subject}: see you soon`, templateId: templateIds.followUp })
        .expect(201);
    await send('partnerA', w.sharedCustomer, 'ann@sharedflorist.co.uk', 'A follow-up');
    await send('partnerB', w.sharedCustomer, 'bob@sharedflorist.co.uk', 'B follow-up one');
    await send('partnerB', secondB.profileId, 'dee@secondvisitdeli.co.uk', 'B follow-up two');
    await send('admin', w.sharedCustomer, 'accounts@sharedflorist.co.uk', 'Platform follow-up');

    const quotesByProfile = new Map<string, Array<{ providerId: number }>>();
    for (const visitor of [w.visitor, sibling, secondA, secondB]) quotesByProfile.set(visitor.profileId, await quotesOf(t, visitor));
    countQuotes = (profiles, providerId) =>
      profiles.reduce((sum, p) => sum + quotesByProfile.get(p.profileId)!.filter((q) => providerId === undefined || q.providerId === providerId).length, 0);
  });
  afterAll(() => w?.t.close());

  const details = async (who: Who, statType: string, period: Record<string, string> = {}) =>
    (await get(who, '/api/crm/dashboard/details', { statType, ...period }).expect(200)).body as Array<{
      id: string;
      kind: string;
      businessName: string | null;
      status: string | null;
      lastStep: number | null;
    }>;
  const namesOf = (rows: Array<{ businessName: string | null }>) => rows.map((row) => row.businessName).sort();

  it('dashboard details: each stage lists only what the user may read, and names only customers it may open', async () => {
    // Visits from the landing page belong to no customer.
    expect(await details('admin', 'visitors')).toHaveLength(2);
    for (const partner of PARTNERS) expect(await details(partner, 'visitors')).toEqual([]);

    // Wizard visits, latest first; a visit's name is that of a profile the user may open.
    const sessions = async (who: Who) => (await details(who, 'users')).map((row) => [row.businessName, row.lastStep]);
    expect(await sessions('admin')).toEqual([
      ['Second Visit Deli Two', 3],
      [null, 2],
      ['Shared Florist Two', 5],
    ]);
    expect(await sessions('staff')).toEqual(await sessions('admin'));
    expect(await sessions('partnerA')).toEqual([
      ['Second Visit Deli', 3],
      ['Shared Florist Two', 5],
    ]);
    // B shares the first visit's customer but not its sibling, and has the second visit's second profile only.
    expect(await sessions('partnerB')).toEqual([
      ['Second Visit Deli Two', 3],
      ['Shared Florist', 5],
    ]);
    expect(await sessions('partnerC')).toEqual([]);

    const everyone = ['Second Visit Deli', 'Second Visit Deli Two', 'Shared Florist', 'Shared Florist Two'];
    const expected: Record<string, Record<Who, string[]>> = {
      created: {
        admin: everyone,
        staff: everyone,
        partnerA: ['Second Visit Deli', 'Shared Florist', 'Shared Florist Two'],
        partnerB: ['Second Visit Deli Two', 'Shared Florist'],
        partnerC: [],
      },
      quoted: {
        admin: everyone,
        staff: everyone,
        partnerA: ['Second Visit Deli', 'Shared Florist', 'Shared Florist Two'],
        partnerB: ['Second Visit Deli Two', 'Shared Florist'],
        partnerC: [],
      },
      // Applying with B moved the shared customer's selection from A's quote to B's.
      selected: {
        admin: everyone,
        staff: everyone,
        partnerA: ['Second Visit Deli', 'Shared Florist Two'],
        partnerB: ['Second Visit Deli Two', 'Shared Florist'],
        partnerC: [],
      },
      // The second visit's first profile never applied.
      applied: {
        admin: everyone.slice(1),
        staff: everyone.slice(1),
        partnerA: ['Shared Florist', 'Shared Florist Two'],
        partnerB: ['Second Visit Deli Two', 'Shared Florist'],
        partnerC: [],
      },
    };
    for (const [statType, byWho] of Object.entries(expected)) {
      for (const [who, names] of Object.entries(byWho)) expect([statType, who, namesOf(await details(who as Who, statType))]).toEqual([statType, who, names]);
    }

    // The day of B's lead alone: B's application, which A does not see although it shares the customer.
    const thatDay = { startDate: bLeadDay, endDate: bLeadDay };
    expect(namesOf(await details('admin', 'applied', thatDay))).toEqual(['Shared Florist']);
    expect(namesOf(await details('partnerB', 'applied', thatDay))).toEqual(['Shared Florist']);
    expect(await details('partnerA', 'applied', thatDay)).toEqual([]);
    expect(await details('partnerC', 'applied', thatDay)).toEqual([]);

    // The status shown is the latest lead the user may read: B moved its own on, A's is as it was.
    const statusOfShared = async (who: Who) => (await details(who, 'created')).find((row) => row.id === w.sharedCustomer)?.status;
    expect(await statusOfShared('admin')).toBe('quoted');
    expect(await statusOfShared('partnerB')).toBe('quoted');
    expect(await statusOfShared('partnerA')).toBe('created');
    // A's customer by a selected quote alone has no lead A reads.
    expect((await details('partnerA', 'created')).find((row) => row.id === secondA.profileId)?.status).toBeNull();
  });

  it("analytics dashboard: a partner's funnel, overview, sectors, journey and providers are its own records", async () => {
    const dashboard = async (who: Who) => (await get(who, '/api/analytics/dashboard').expect(200)).body;
    const funnelOf = (body: { conversionFunnel: Record<string, { count: number }> }) =>
      ['step1', 'step2', 'step3', 'step4', 'step5', 'step6'].map((step) => body.conversionFunnel[step].count);
    const { A, B, C } = w.providers;
    const shared = w.visitor;

    const admin = await dashboard('admin');
    // visitors, users, created, quoted, selected, applied
    expect(funnelOf(admin)).toEqual([2, 3, 4, 4, 4, 3]);
    expect(admin.overview).toEqual({
      uniqueSessions: 3,
      totalQuotes: countQuotes([shared, sibling, secondA, secondB]),
      totalSelectedQuotes: 4,
      totalApplications: 4,
      overallConversionRate: 100,
    });
    expect(admin.sectorBreakdown).toEqual([{ sector: 'retail', label: expect.any(String), count: 4, percentage: 100 }]);
    // Every session with a profile applied; the visit that created nothing stopped at step 2.
    expect(admin.customerJourney.mostCommonDropoffStep).toBe(2);
    const adminProviders = new Map(admin.topProviders.map((p: { providerId: number }) => [p.providerId, p]));
    expect(adminProviders.get(A)).toMatchObject({ quotesGenerated: countQuotes([shared, sibling, secondA, secondB], A), applicationsSubmitted: 2 });
    expect(adminProviders.get(B)).toMatchObject({ quotesGenerated: countQuotes([shared, sibling, secondA, secondB], B), applicationsSubmitted: 2 });
    expect(adminProviders.get(C)).toMatchObject({ applicationsSubmitted: 0 });
    const { period: adminPeriod, ...adminFigures } = admin;
    const { period: staffPeriod, ...staffFigures } = await dashboard('staff');
    expect([staffFigures, staffPeriod]).toEqual([adminFigures, adminPeriod]);

    // A: the shared customer, its sibling and the second visit's first profile; A's quotes, A's two leads.
    const a = await dashboard('partnerA');
    expect(funnelOf(a)).toEqual([0, 2, 3, 3, 2, 2]);
    expect(a.overview).toEqual({
      uniqueSessions: 2,
      totalQuotes: countQuotes([shared, sibling, secondA], A),
      totalSelectedQuotes: 2,
      totalApplications: 2,
      overallConversionRate: 100,
    });
    expect(a.sectorBreakdown).toEqual([{ sector: 'retail', label: expect.any(String), count: 3, percentage: 100 }]);
    // The second visit did not apply with A (B's lead there is not A's): it dropped off at step 3.
    expect(a.customerJourney.mostCommonDropoffStep).toBe(3);
    expect(a.topProviders).toEqual([
      expect.objectContaining({ providerId: A, quotesGenerated: countQuotes([shared, sibling, secondA], A), applicationsSubmitted: 2 }),
    ]);

    // B: the shared customer and the second visit's second profile; B's quotes, B's two leads.
    const b = await dashboard('partnerB');
    expect(funnelOf(b)).toEqual([0, 2, 2, 2, 2, 2]);
    expect(b.overview).toEqual({
      uniqueSessions: 2,
      totalQuotes: countQuotes([shared, secondB], B),
      totalSelectedQuotes: 2,
      totalApplications: 2,
      overallConversionRate: 100,
    });
    expect(b.sectorBreakdown).toEqual([{ sector: 'retail', label: expect.any(String), count: 2, percentage: 100 }]);
    expect(b.customerJourney.mostCommonDropoffStep).toBeNull();
    expect(b.topProviders).toEqual([expect.objectContaining({ providerId: B, quotesGenerated: countQuotes([shared, secondB], B), applicationsSubmitted: 2 })]);

    // C was quoted everywhere but chosen nowhere: nothing.
    const c = await dashboard('partnerC');
    expect(funnelOf(c)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(c.overview).toEqual({ uniqueSessions: 0, totalQuotes: 0, totalSelectedQuotes: 0, totalApplications: 0, overallConversionRate: 0 });
    expect(c.sectorBreakdown).toEqual([]);
    expect(c.customerJourney).toEqual({ averageTimeToComplete: null, documentUploadRate: 0, mostCommonDropoffPoint: null, mostCommonDropoffStep: null });
    expect(c.topProviders).toEqual([]);
  });

  it("analytics CSV export: the same figures as each user's dashboard, no competitor in it", async () => {
    const csv = async (who: Who) => (await get(who, '/api/analytics/export.csv').expect(200)).text;
    const figure = (text: string, item: string) =>
      text
        .split('\r\n')
        .find((line) => line.startsWith(`funnel,${item},`) || line.startsWith(`overview,${item},`))
        ?.split(',')[3];
    const providerNames = new Map(
      ((await get('admin', '/api/analytics/dashboard').expect(200)).body.topProviders as Array<{ providerId: number; providerName: string }>).map((p) => [
        p.providerId,
        p.providerName,
      ]),
    );
    const a = await csv('partnerA');
    expect([figure(a, 'Created'), figure(a, 'Applied'), figure(a, 'totalApplications')]).toEqual(['3', '2', '2']);
    expect(a).toContain(`provider,${providerNames.get(w.providers.A)},applicationsSubmitted,2`);
    expect(a).not.toContain(providerNames.get(w.providers.B));
    const b = await csv('partnerB');
    expect([figure(b, 'Created'), figure(b, 'Applied'), figure(b, 'totalApplications')]).toEqual(['2', '2', '2']);
    expect(b).not.toContain(providerNames.get(w.providers.A));
    const c = await csv('partnerC');
    expect([figure(c, 'Created'), figure(c, 'Applied'), figure(c, 'totalQuotes')]).toEqual(['0', '0', '0']);
    expect(c).not.toMatch(/^provider,/m);
    for (const who of ['admin', 'staff'] as const) expect([figure(await csv(who), 'Created'), figure(await csv(who), 'Applied')]).toEqual(['4', '3']);
  });

  it('journey events and page analytics: a partner counts only the visits that created its customers', async () => {
    const events = async (who: Who) =>
      Object.fromEntries(
        (
          (await get(who, '/api/analytics/journey-events').expect(200)).body as Array<{ type: string; step: number | null; events: number; sessions: number }>
        ).map((row) => [`${row.type}${row.step ?? ''}`, [row.events, row.sessions]]),
      );
    const pages = async (who: Who) => (await get(who, '/api/analytics/page-analytics').expect(200)).body;
    // The shared visit (user, steps 1-5), the visit that created nothing (user, 1-2), the second visit (user, 1-3), two landing visits.
    expect(await events('admin')).toEqual({ step1: [3, 3], step2: [3, 3], step3: [2, 2], step4: [1, 1], step5: [1, 1], user: [3, 3], visitor: [2, 0] });
    expect(await events('staff')).toEqual(await events('admin'));
    const sharedAndSecond = { step1: [2, 2], step2: [2, 2], step3: [2, 2], step4: [1, 1], step5: [1, 1], user: [2, 2] };
    expect(await events('partnerA')).toEqual(sharedAndSecond);
    expect(await events('partnerB')).toEqual(sharedAndSecond);
    expect(await events('partnerC')).toEqual({});
    expect(await pages('admin')).toEqual([{ path: null, views: 15, uniqueSessions: 3 }]);
    expect(await pages('partnerA')).toEqual([{ path: null, views: 10, uniqueSessions: 2 }]);
    expect(await pages('partnerB')).toEqual([{ path: null, views: 10, uniqueSessions: 2 }]);
    expect(await pages('partnerC')).toEqual([]);
  });

  it("recent activity: a partner's five latest are its own provider's, never a competitor's or the platform's", async () => {
    const recent = async (who: Who) =>
      ((await get(who, '/api/crm/activities/recent').expect(200)).body as Array<{ subject: string; businessProfileId: string }>).map((a) => [
        a.subject,
        a.businessProfileId,
      ]);
    const shared = w.sharedCustomer;
    expect(await recent('admin')).toEqual([
      ['Platform follow-up', shared],
      ['B follow-up two', secondB.profileId],
      ['B follow-up one', shared],
      ['A follow-up', shared],
      ['Lead status changed', shared],
    ]);
    expect(await recent('staff')).toEqual(await recent('admin'));
    expect(await recent('partnerA')).toEqual([
      ['A follow-up', shared],
      [w.A.emailSubject, shared],
      [w.A.callSubject, shared],
      ['Application submitted', w.siblingCustomer],
      ['Application submitted', shared],
    ]);
    expect(await recent('partnerB')).toEqual([
      ['B follow-up two', secondB.profileId],
      ['B follow-up one', shared],
      ['Lead status changed', shared],
      ['Application submitted', secondB.profileId],
      [w.B.emailSubject, shared],
    ]);
    expect(await recent('partnerC')).toEqual([]);
  });

  it("template usage: a partner counts its own provider's emails only; admins and staff the platform's", async () => {
    const usage = async (who: Who) => {
      const list = (await get(who, '/api/crm/email-templates', { range: '[0,99]' }).expect(200)).body as Array<{ id: number; usageCount: number }>;
      const one = async (id: number) => (await get(who, `/api/crm/email-templates/${id}`).expect(200)).body.usageCount as number;
      const inList = (id: number) => list.find((template) => template.id === id)!.usageCount;
      // The list and the single template agree.
      expect([await one(templateIds.quoteEmail), await one(templateIds.followUp)]).toEqual([inList(templateIds.quoteEmail), inList(templateIds.followUp)]);
      return {
        quoteEmail: inList(templateIds.quoteEmail),
        followUp: inList(templateIds.followUp),
        total: list.reduce((sum, template) => sum + template.usageCount, 0),
      };
    };
    // Quote emails: A's lead on the shared customer and on its sibling, B's on the shared customer and on the second visit.
    expect(await usage('admin')).toEqual({ quoteEmail: 4, followUp: 4, total: 8 });
    expect(await usage('staff')).toEqual({ quoteEmail: 4, followUp: 4, total: 8 });
    expect(await usage('partnerA')).toEqual({ quoteEmail: 2, followUp: 1, total: 3 });
    expect(await usage('partnerB')).toEqual({ quoteEmail: 2, followUp: 2, total: 4 });
    expect(await usage('partnerC')).toEqual({ quoteEmail: 0, followUp: 0, total: 0 });
  });

  it('system statistics: admins only, over the whole platform', async () => {
    const stats = (await get('admin', '/api/crm/admin/system-stats').expect(200)).body;
    // Three of the four customers applied.
    expect(stats).toMatchObject({ totalCustomers: 4, totalLeads: 4, totalQuotes: countQuotes([w.visitor, sibling, secondA, secondB]), conversionRate: 75 });
    // The fixture's quote emails (4), partner emails (2), template emails (4).
    expect(stats.totalEmails).toBe(10);
    for (const who of ['staff', ...PARTNERS] as const) await get(who, '/api/crm/admin/system-stats').expect(403);
  });

  it.each([
    ['/api/crm/customers', { admin: 4, partnerA: 3, partnerB: 2, partnerC: 0 }],
    ['/api/crm/leads', { admin: 4, partnerA: 2, partnerB: 2, partnerC: 0 }],
    // activities: the fixture's 8, B's application and status change, 4 template emails
    ['/api/crm/activities', { admin: 14, partnerA: 5, partnerB: 7, partnerC: 0 }],
    ['/api/crm/tasks', { admin: 2, partnerA: 1, partnerB: 1, partnerC: 0 }],
  ] as const)('list total of %s: a partner counts its own records only', async (path, totals) => {
    const total = async (who: Who) => Number(/\/(\d+)$/.exec((await get(who, path, { range: '[0,9]' }).expect(200)).headers['content-range'])![1]);
    for (const [who, expected] of Object.entries(totals)) expect([who, await total(who as Who)]).toEqual([who, expected]);
    expect(await total('staff')).toBe(totals.admin);
  });

  it("list total of /api/crm/quotes: a partner counts its own provider's quotes of its own customers", async () => {
    const total = async (who: Who) => Number(/\/(\d+)$/.exec((await get(who, '/api/crm/quotes', { range: '[0,9]' }).expect(200)).headers['content-range'])![1]);
    const { A, B } = w.providers;
    expect(await total('admin')).toBe(countQuotes([w.visitor, sibling, secondA, secondB]));
    expect(await total('staff')).toBe(await total('admin'));
    expect(await total('partnerA')).toBe(countQuotes([w.visitor, sibling, secondA], A));
    expect(await total('partnerB')).toBe(countQuotes([w.visitor, secondB], B));
    expect(await total('partnerC')).toBe(0);
  });
});
