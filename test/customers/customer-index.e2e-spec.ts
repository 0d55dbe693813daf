import { CustomerProvider } from '../../src/profiles/entities/customer-provider.entity';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { compare, quotesOf } from '../support/visitor';
import { newCustomer, quotedProviders, TEST_ENV } from './customer-fixtures';

/**
 * What the customer list reads instead of every customer's quotes and leads (the providers a
 * customer belongs to, and the text the search matches) must follow each change at once: a lead,
 * a quote selected, quotes replaced by a new comparison, a status change, a renamed business and
 * a deleted customer. Checked the way a user would notice: through the lists and their counts.
 */
describe('The customer list follows every change to a customer (admin, partner)', () => {
  let t: TestApp;
  let admin: string;
  let partnerA: string;
  let partnerB: string;
  let providerA: number;
  let providerB: number;

  const q = (value: unknown): string => encodeURIComponent(JSON.stringify(value));

  /** The ids on the first page and the total of Content-Range, as `who` sees the list. */
  async function list(who: string, filter?: Record<string, unknown>): Promise<{ ids: string[]; total: number }> {
    const res = await t.http
      .get(`/api/crm/customers?range=${q([0, 99])}${filter ? `&filter=${q(filter)}` : ''}`)
      .set('Cookie', who)
      .expect(200);
    const total = Number(/\/(\d+)$/.exec(res.headers['content-range'] as string)![1]);
    return { ids: res.body.businessProfiles.map((p: { id: string }) => p.id), total };
  }

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    [providerA, providerB] = await quotedProviders(t);
    partnerA = await (await createUser(t, admin, 'partner', { providerId: providerA })).cookie();
    partnerB = await (await createUser(t, admin, 'partner', { providerId: providerB })).cookie();
  });
  afterAll(() => t.close());

  it("puts a customer in a partner's list and count when it applies, selects, compares again, changes status and is deleted", async () => {
    const before = { a: await list(partnerA), b: await list(partnerB) };
    const customer = await newCustomer(t, { businessName: 'Xylo Crafts', applyFor: providerA });

    // Applied for A: A's, not B's; the unfiltered count and a filtered one agree.
    let a = await list(partnerA);
    expect(a.ids).toContain(customer.id);
    expect(a.total).toBe(before.a.total + 1);
    expect((await list(partnerA, { q: 'xylo' })).ids).toEqual([customer.id]);
    expect((await list(partnerB)).ids).not.toContain(customer.id);
    expect((await list(partnerB, { q: 'xylo' })).total).toBe(0);

    // The owner then selects B's quote (the older wizard): B's too, and still A's through the lead.
    const quoteB = customer.quotes.find((quote) => quote.providerId === providerB)!;
    await t.http.post(`/api/quotes/${quoteB.id}/select`).set('X-Session-Id', customer.visitor.sessionId).send({}).expect(200);
    let b = await list(partnerB);
    expect(b.ids).toContain(customer.id);
    expect(b.total).toBe(before.b.total + 1);
    expect((await list(partnerB, { q: 'xylo' })).ids).toEqual([customer.id]);
    expect((await list(partnerA)).ids).toContain(customer.id);
    await t.http.get(`/api/crm/customers/${customer.id}`).set('Cookie', partnerB).expect(200);

    // A new comparison replaces the quotes, selected one included: no longer B's; A's lead stays.
    await compare(t, customer.visitor, { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 12500 }).expect(200);
    await quotesOf(t, customer.visitor); // the comparison's quotes are written just after its answer
    b = await list(partnerB);
    expect(b.ids).not.toContain(customer.id);
    expect(b.total).toBe(before.b.total);
    await t.http.get(`/api/crm/customers/${customer.id}`).set('Cookie', partnerB).expect(404);
    expect((await list(partnerA)).ids).toContain(customer.id);

    // A status change moves no customer between providers.
    await t.http.patch(`/api/crm/leads/${customer.leadId}/status`).set('Cookie', admin).send({ status: 'closed' }).expect(200);
    expect((await list(partnerA)).ids).toContain(customer.id);
    expect((await list(partnerB)).ids).not.toContain(customer.id);

    // Deleted: gone from every list and count, and nothing of it is left behind.
    await t.http.delete(`/api/crm/customers/${customer.id}`).set('Cookie', admin).expect(200);
    a = await list(partnerA);
    expect(a.ids).not.toContain(customer.id);
    expect(a.total).toBe(before.a.total);
    expect(await t.dataSource.getRepository(CustomerProvider).countBy({ businessProfileId: customer.id })).toBe(0);
  });

  it('finds a customer by its current business name and by every lead, and never answers the search text', async () => {
    const customer = await newCustomer(t, { businessName: 'Quillon Quarry' });
    expect((await list(admin, { q: 'QUILLON' })).ids).toEqual([customer.id]);

    // Renamed by its owner in the wizard: the old name no longer finds it, the new one does.
    await t.http.put(`/api/business-profiles/${customer.id}`).set('X-Session-Id', customer.visitor.sessionId).send({ businessName: 'Rivet Works' }).expect(200);
    expect((await list(admin, { q: 'quillon' })).total).toBe(0);
    expect((await list(admin, { q: 'rivet' })).ids).toEqual([customer.id]);

    // Two applications: each lead's names and email find it, one word from each as well; a word
    // never matches across two of them.
    await t.http
      .post('/api/leads')
      .set('X-Session-Id', customer.visitor.sessionId)
      .send({
        businessProfileId: customer.id,
        firstName: 'Ottilie',
        lastName: 'Zephyrine',
        email: 'ottilie@yonder.example',
        phone: '07700 900123',
        timeline: 'asap',
      })
      .expect(201);
    await t.http
      .post('/api/leads')
      .set('X-Session-Id', customer.visitor.sessionId)
      .send({
        businessProfileId: customer.id,
        firstName: 'Barnaby',
        lastName: 'Quince',
        email: 'barnaby@hither.example',
        phone: '07700 900124',
        timeline: 'asap',
      })
      .expect(201);
    for (const search of ['zephyrine', 'yonder.example', 'Barnaby', 'hither', 'rivet quince', 'ottilie barnaby']) {
      expect({ search, ids: (await list(admin, { q: search })).ids }).toEqual({ search, ids: [customer.id] });
    }
    for (const search of ['worksottilie', 'zephyrinebarnaby', 'rivet%', 'works ottilie_']) {
      expect({ search, total: (await list(admin, { q: search })).total }).toEqual({ search, total: 0 });
    }

    const detail = await t.http.get(`/api/crm/customers/${customer.id}`).set('Cookie', admin).expect(200);
    const own = await t.http.get(`/api/business-profiles/${customer.id}`).set('X-Session-Id', customer.visitor.sessionId).expect(200);
    const page = await t.http
      .get(`/api/crm/customers?filter=${q({ q: 'rivet' })}`)
      .set('Cookie', admin)
      .expect(200);
    for (const body of [detail.body, own.body, page.body]) expect(JSON.stringify(body)).not.toContain('searchText');
  });
});
