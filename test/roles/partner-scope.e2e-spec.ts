import { findVisibleCustomer, scopeCustomers, scopeLeads, scopeOneByCustomer, scopeQuotes } from '../../src/auth/partner-scope';
import type { SessionUser } from '../../src/auth/session-user';
import { Lead } from '../../src/leads/entities/lead.entity';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { Provider } from '../../src/providers/entities/provider.entity';
import { Quote } from '../../src/quotes/entities/quote.entity';
import { startApp, TestApp } from '../support/app';
import { apply, compare, createProfile, quotesOf } from '../support/visitor';

const user = (role: SessionUser['role'], providerId: number | null = null): SessionUser => ({
  id: 1,
  name: 'x',
  email: 'x@x.co',
  role,
  providerId,
  sessionId: 's',
});

describe('Partner scope: which customers a partner sees (admin, staff, partner)', () => {
  let t: TestApp;
  let providerA: number;
  let providerB: number;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startApp();
    const providers = await t.dataSource.getRepository(Provider).find({ where: { status: 'live' }, order: { id: 'ASC' }, take: 2 });
    [providerA, providerB] = providers.map((p) => p.id);
    const data = { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 12000 };
    // A: applied for provider A (lead). B: selected provider B's quote. C: compared only.
    const a = await createProfile(t);
    await compare(t, a, data).expect(200);
    const quotedA = await quotesOf(t, a);
    providerA = quotedA.find((q) => q.providerId === providerA)?.providerId ?? quotedA[0].providerId;
    await apply(t, a, { selectedProvider: providerA }).expect(201);
    const b = await createProfile(t);
    await compare(t, b, data).expect(200);
    const quotes = await quotesOf(t, b);
    const quoteB = quotes.find((q) => q.providerId === providerB && q.providerId !== providerA) ?? quotes.find((q) => q.providerId !== providerA)!;
    providerB = quoteB.providerId;
    await t.http.post(`/api/quotes/${quoteB.id}/select`).set('X-Session-Id', b.sessionId).send({}).expect(200);
    const c = await createProfile(t);
    await compare(t, c, data).expect(200);
    await quotesOf(t, c); // its quotes are written
    Object.assign(ids, { a: a.profileId, b: b.profileId, c: c.profileId });
  });
  afterAll(() => t.close());

  const visible = async (who: SessionUser): Promise<string[]> => {
    const qb = t.dataSource
      .getRepository(BusinessProfile)
      .createQueryBuilder('bp')
      .where('bp.id IN (:...ids)', { ids: Object.values(ids) });
    return (await scopeCustomers(qb, who, 'bp').getMany()).map((p) => p.id).sort();
  };

  it('shows admins and staff every customer', async () => {
    expect(await visible(user('admin'))).toEqual(Object.values(ids).sort());
    expect(await visible(user('staff'))).toEqual(Object.values(ids).sort());
  });

  it("shows a partner only customers with its provider's lead or selected quote", async () => {
    const forA = await visible(user('partner', providerA));
    expect(forA).toContain(ids.a);
    expect(forA).not.toContain(ids.c);
    const forB = await visible(user('partner', providerB));
    expect(forB).toContain(ids.b);
    expect(forB).not.toContain(ids.c);
    expect(await visible(user('partner', null))).toEqual([]);
  });

  it('checks one customer from its own side with the same answer as the list scope', async () => {
    for (const who of [user('admin'), user('partner', providerA), user('partner', providerB), user('partner', null)]) {
      const perRow = t.dataSource
        .getRepository(BusinessProfile)
        .createQueryBuilder('bp')
        .where('bp.id IN (:...ids)', { ids: Object.values(ids) });
      expect((await scopeOneByCustomer(perRow, who, 'bp.id').getMany()).map((p) => p.id).sort()).toEqual(await visible(who));
    }
  });

  it('shows a partner the leads of its own customers only', async () => {
    const leadsOf = async (who: SessionUser) =>
      (
        await scopeLeads(
          t.dataSource
            .getRepository(Lead)
            .createQueryBuilder('l')
            .where('l.businessProfileId IN (:...ids)', { ids: Object.values(ids) }),
          who,
          'l',
        ).getMany()
      ).map((l) => l.businessProfileId);
    expect(await leadsOf(user('staff'))).toEqual([ids.a]);
    expect(await leadsOf(user('partner', providerA))).toEqual([ids.a]);
    expect(await leadsOf(user('partner', providerB))).toEqual([]);
  });

  it("shows a partner only its own provider's quotes of its own customers, never a competitor's prices", async () => {
    const quotesFor = async (who: SessionUser, perCustomer: boolean) =>
      (
        await scopeQuotes(
          t.dataSource
            .getRepository(Quote)
            .createQueryBuilder('q')
            .where('q.businessProfileId IN (:...ids)', { ids: Object.values(ids) }),
          who,
          'q',
          perCustomer,
        ).getMany()
      ).map((q) => `${q.businessProfileId}:${q.providerId}`);
    const all = await quotesFor(user('staff'), false);
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const perCustomer of [false, true]) {
      expect(await quotesFor(user('partner', providerA), perCustomer)).toEqual([`${ids.a}:${providerA}`]);
      expect(await quotesFor(user('partner', providerB), perCustomer)).toEqual([`${ids.b}:${providerB}`]);
      expect(await quotesFor(user('partner', null), perCustomer)).toEqual([]);
    }
    // Provider A quoted the customer that chose B (or compared only): that quote stays hidden.
    expect(all.filter((q) => q.endsWith(`:${providerA}`)).length).toBeGreaterThan(1);
  });

  it("answers 404 for another provider's customer", async () => {
    const qb = () => t.dataSource.getRepository(BusinessProfile).createQueryBuilder('bp');
    await expect(findVisibleCustomer(qb(), user('partner', providerA), ids.c)).rejects.toThrow('Customer not found');
    await expect(findVisibleCustomer(qb(), user('partner', providerA), ids.a)).resolves.toMatchObject({ id: ids.a });
  });
});
