import { randomUUID } from 'node:crypto';
import { APPLICATION_REFERENCE_FORMAT } from '../../src/leads/application-reference';
import { Lead } from '../../src/leads/entities/lead.entity';
import { Quote } from '../../src/quotes/entities/quote.entity';
import { startApp, TestApp } from '../support/app';
import { apply, compare, createProfile, LEAD, quotesOf, Visitor } from '../support/visitor';

const DATA = { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 15000, averageTransaction: 25, paymentMethods: ['pdq'] };

interface Compared {
  visitor: Visitor;
  top: { id: number; name: string; quoteId: number; recommendedTerminal: { id: number; name: string } };
  quotedProviderIds: number[];
}

describe('Applying: leads and quotes (anonymous visitor)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  async function comparedVisitor(): Promise<Compared> {
    const visitor = await createProfile(t);
    const res = await compare(t, visitor, DATA).expect(200);
    const quotes = await quotesOf(t, visitor);
    const top = res.body.providers[0];
    return { visitor, top: { ...top, quoteId: quotes.find((q) => q.providerId === top.id)!.id }, quotedProviderIds: quotes.map((q) => q.providerId) };
  }

  const leadCount = (profileId: string) => t.dataSource.getRepository(Lead).count({ where: { businessProfileId: profileId } });

  it('stores the lead with its selection, consent time and a short reference of its own, and marks the chosen quote selected', async () => {
    const { visitor, top } = await comparedVisitor();
    const res = await apply(t, visitor, {
      consentMarketing: true,
      quoteId: top.quoteId,
      selectedProvider: top,
      selectedTerminal: top.recommendedTerminal,
      businessData: DATA,
    }).expect(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), businessProfileId: visitor.profileId, status: 'created' });
    expect(res.body.applicationReference).toMatch(APPLICATION_REFERENCE_FORMAT);
    expect(res.body.applicationReference).not.toContain(visitor.profileId);
    const lead = await t.dataSource.getRepository(Lead).findOneByOrFail({ id: res.body.id });
    expect(lead).toMatchObject({
      applicationReference: res.body.applicationReference,
      firstName: 'Jane',
      email: 'jane@cornershop.co.uk',
      consentMarketing: true,
      selectedProviderId: top.id,
      selectedTerminalId: top.recommendedTerminal.id,
      quoteId: top.quoteId,
      companyName: 'The Corner Shop',
    });
    expect(lead.consentMarketingAt).toBeInstanceOf(Date);
    const quotes = await t.dataSource.getRepository(Quote).find({ where: { businessProfileId: visitor.profileId } });
    expect(quotes.filter((q) => q.isSelected).map((q) => q.id)).toEqual([top.quoteId]);
  });

  it('gives every lead its own reference, and the reference opens nothing on the public API', async () => {
    const references = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const { visitor, top } = await comparedVisitor();
      references.add((await apply(t, visitor, { selectedProvider: top.id }).expect(201)).body.applicationReference);
    }
    expect(references.size).toBe(3);
    const [reference] = [...references];
    await t.http.get(`/api/business-profiles/${reference}`).set('X-Session-Id', randomUUID()).expect(404);
    await t.http.get(`/api/business-profiles/${reference}/quotes`).set('X-Session-Id', randomUUID()).expect(404);
    await t.http
      .post('/api/leads')
      .set('X-Session-Id', randomUUID())
      .send({ ...LEAD, businessProfileId: reference })
      .expect(404);
  });

  it("files a lead only for the profile's owner: no session or another's is 404 and stores nothing", async () => {
    const { visitor, top } = await comparedVisitor();
    const body = { ...LEAD, businessProfileId: visitor.profileId, selectedProvider: top.id };
    const none = await t.http.post('/api/leads').send(body).expect(404);
    expect(none.body.message).toBe('Missing business profile');
    await t.http.post('/api/leads').set('X-Session-Id', randomUUID()).send(body).expect(404);
    await t.http
      .post('/api/leads')
      .send({ ...body, sessionId: randomUUID() })
      .expect(404);
    await t.http.post('/api/leads').set('X-Session-Id', 'not-a-uuid').send(body).expect(400);
    expect(await leadCount(visitor.profileId)).toBe(0);
    await t.http
      .post('/api/leads')
      .send({ ...body, sessionId: visitor.sessionId })
      .expect(201);
    expect(await leadCount(visitor.profileId)).toBe(1);
  });

  it('validates the application form (names, email format, phone, timeline, profile) and names each field', async () => {
    const { visitor } = await comparedVisitor();
    const res = await apply(t, visitor, { firstName: undefined, lastName: undefined, phone: undefined, timeline: undefined, email: 'not-an-email' }).expect(
      400,
    );
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'firstName is required',
        'lastName is required',
        'email must be a valid email address',
        'phone is required',
        'timeline is required',
      ]),
    );
    const noProfile = await t.http.post('/api/leads').set('X-Session-Id', visitor.sessionId).send(LEAD).expect(400);
    expect(noProfile.body.message).toContain('Missing business profile');
    const unknown = await t.http
      .post('/api/leads')
      .set('X-Session-Id', visitor.sessionId)
      .send({ ...LEAD, businessProfileId: '0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44' })
      .expect(404);
    expect(unknown.body.message).toBe('Missing business profile');
    const big = await apply(t, visitor, { businessData: { note: 'x'.repeat(70_000) } }).expect(400);
    expect(big.body.message).toEqual(['businessData is too large (at most 64 KB)']);
  });

  it('accepts only a provider the profile was quoted for, and only a terminal of that provider: anything else is 400 and no lead', async () => {
    const a = await comparedVisitor();
    const b = await comparedVisitor();
    const unquoted = await t.dataSource.query(`SELECT id FROM providers WHERE id NOT IN (${a.quotedProviderIds.join(',')}) ORDER BY id LIMIT 1`);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ quoteId: b.top.quoteId }, 'quoteId is not a quote of this business profile'],
      [{ selectedProvider: unquoted[0].id }, 'selectedProvider was not quoted for this business profile'],
      [{ selectedProvider: 999999 }, 'selectedProvider was not quoted for this business profile'],
      [
        { quoteId: a.top.quoteId, selectedProvider: a.quotedProviderIds.find((id) => id !== a.top.id) },
        'quoteId and selectedProvider name different providers',
      ],
      [{ selectedTerminal: a.top.recommendedTerminal.id }, 'selectedTerminal needs a selectedProvider'],
    ];
    const other = await t.dataSource.query('SELECT id FROM terminals WHERE providerId <> ? ORDER BY id LIMIT 1', [a.top.id]);
    cases.push([{ selectedProvider: a.top.id, selectedTerminal: other[0].id }, 'selectedTerminal is not a terminal of the selected provider']);
    for (const [fields, message] of cases) {
      const res = await apply(t, a.visitor, fields).expect(400);
      expect(res.body.message).toEqual([message]);
    }
    expect(await leadCount(a.visitor.profileId)).toBe(0);
    const otherTerminalOfTop = await t.dataSource.query('SELECT id FROM terminals WHERE providerId = ? AND id <> ? ORDER BY id LIMIT 1', [
      a.top.id,
      a.top.recommendedTerminal.id,
    ]);
    if (otherTerminalOfTop.length) {
      const ok = await apply(t, a.visitor, { selectedProvider: a.top.id, selectedTerminal: otherTerminalOfTop[0].id }).expect(201);
      expect((await t.dataSource.getRepository(Lead).findOneByOrFail({ id: ok.body.id })).selectedTerminalId).toBe(otherTerminalOfTop[0].id);
    }
  });

  it('is idempotent per profile: the same Idempotency-Key, or the same profile and email, answers the first lead', async () => {
    const { visitor, top } = await comparedVisitor();
    const first = await apply(t, visitor, { selectedProvider: top.id }).set('Idempotency-Key', 'abc-123').expect(201);
    const again = await apply(t, visitor, { selectedProvider: top.id, email: 'other@x.co.uk' }).set('Idempotency-Key', 'abc-123').expect(201);
    expect(again.body).toEqual(first.body);
    const sameEmail = await apply(t, visitor, { selectedProvider: top.id, email: 'JANE@cornershop.co.uk' }).expect(201);
    expect(sameEmail.body.id).toBe(first.body.id);
    expect(await leadCount(visitor.profileId)).toBe(1);
  });

  it("does not answer another profile's lead for a reused Idempotency-Key", async () => {
    const a = await comparedVisitor();
    const b = await comparedVisitor();
    const first = await apply(t, a.visitor, { selectedProvider: a.top.id }).set('Idempotency-Key', 'shared-key').expect(201);
    const second = await apply(t, b.visitor, { selectedProvider: b.top.id }).set('Idempotency-Key', 'shared-key').expect(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.businessProfileId).toBe(b.visitor.profileId);
    expect(second.body.applicationReference).not.toBe(first.body.applicationReference);
    expect(await leadCount(a.visitor.profileId)).toBe(1);
    expect(await leadCount(b.visitor.profileId)).toBe(1);
  });

  it('stores one lead when the same submission arrives twice at once', async () => {
    const { visitor, top } = await comparedVisitor();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => apply(t, visitor, { selectedProvider: top.id })));
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.id, b.body.id, c.body.id]).size).toBe(1);
    expect(await leadCount(visitor.profileId)).toBe(1);
  });

  it('selects a quote for its own session only and unselects the others', async () => {
    const { visitor } = await comparedVisitor();
    const quotes = await quotesOf(t, visitor);
    await t.http.post(`/api/quotes/${quotes[1].id}/select`).send({ selectionReasoning: 'chosen', sessionId: visitor.sessionId }).expect(200);
    const res = await t.http
      .post(`/api/quotes/${quotes[2].id}/select`)
      .set('X-Session-Id', visitor.sessionId)
      .send({ selectionReasoning: 'Customer selected this provider via the comparison wizard' })
      .expect(200);
    expect(res.body).toMatchObject({ id: quotes[2].id, isSelected: true, selectionReasoning: 'Customer selected this provider via the comparison wizard' });
    await t.http.post(`/api/quotes/${quotes[0].id}/select`).send({ sessionId: randomUUID() }).expect(404);
    await t.http.post(`/api/quotes/${quotes[0].id}/select`).send({}).expect(404);
    await t.http.post(`/api/quotes/${quotes[0].id}/select`).send({ sessionId: 'intruder' }).expect(400);
    await t.http.post('/api/quotes/999999/select').send({ sessionId: visitor.sessionId }).expect(404);
    const after = await quotesOf(t, visitor);
    expect(after.filter((q) => q.isSelected).map((q) => q.id)).toEqual([quotes[2].id]);
  });

  it("reads a profile's quotes only for its owner", async () => {
    const { visitor } = await comparedVisitor();
    await t.http.get(`/api/business-profiles/${visitor.profileId}/quotes`).expect(404);
    await t.http.get(`/api/business-profiles/${visitor.profileId}/quotes`).set('X-Session-Id', randomUUID()).expect(404);
    expect(await quotesOf(t, visitor)).toHaveLength(4);
  });
});

describe('The quote email of a new lead (anonymous visitor)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('queues the new-customer or switching-customer quote email with the selected figures and the application reference, never the profile id', async () => {
    const visitor = await createProfile(t, { businessType: 'retail', businessName: 'Switch Ltd', businessSector: 'retail', paymentStatus: 'existing' });
    const res = await compare(t, visitor, { ...DATA, paymentStatus: 'existing', currentTotalMonthlyCost: 500 }).expect(200);
    const top = res.body.providers[0];
    const lead = await apply(t, visitor, { selectedProvider: top.id, selectedTerminal: top.recommendedTerminal.id }).expect(201);
    let rows: Array<{ recipient: string; subject: string; content: string; name: string }> = [];
    for (let i = 0; i < 50 && rows.length === 0; i += 1) {
      rows = await t.dataSource.query(
        'SELECT e.recipient, e.subject, e.content, t.name FROM emails e JOIN email_templates t ON t.id = e.templateId WHERE e.businessProfileId = ?',
        [visitor.profileId],
      );
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipient: 'jane@cornershop.co.uk', name: 'quote_email_switching_customer' });
    expect(rows[0].content).toContain(top.name);
    expect(rows[0].content).toContain(top.recommendedTerminal.name.replace(/&/g, '&amp;'));
    expect(rows[0].content).toContain(lead.body.applicationReference);
    expect(rows[0].content).not.toContain(visitor.profileId);
  });
});
