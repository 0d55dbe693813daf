import { Lead } from '../../src/leads/entities/lead.entity';
import { Quote } from '../../src/leads/entities/quote.entity';
import { startApp, TestApp } from '../support/app';
import { compare, createProfile, LEAD, Visitor } from '../support/visitor';

const DATA = { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 15000, averageTransaction: 25, paymentMethods: ['pdq'] };

describe('Applying: leads and quotes (anonymous visitor)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  async function comparedVisitor(): Promise<{ visitor: Visitor; top: { id: number; quoteId: number; recommendedTerminal: { id: number } } }> {
    const visitor = await createProfile(t);
    const res = await compare(t, visitor, DATA).expect(200);
    const quotes = await t.http.get(`/api/business-profiles/${visitor.profileId}/quotes`).expect(200);
    const top = res.body.providers[0];
    return { visitor, top: { ...top, quoteId: quotes.body.find((q: { providerId: number }) => q.providerId === top.id).id } };
  }

  it('stores the lead with its selection and consent time, and marks the chosen quote selected', async () => {
    const { visitor, top } = await comparedVisitor();
    const res = await t.http
      .post('/api/leads')
      .send({ ...LEAD, businessProfileId: visitor.profileId, consentMarketing: true, quoteId: top.quoteId, selectedProvider: top, selectedTerminal: top.recommendedTerminal, businessData: DATA })
      .expect(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), applicationReference: visitor.profileId, status: 'created' });
    const lead = await t.dataSource.getRepository(Lead).findOneByOrFail({ id: res.body.id });
    expect(lead).toMatchObject({ firstName: 'Jane', email: 'jane@cornershop.co.uk', consentMarketing: true, selectedProviderId: top.id, selectedTerminalId: top.recommendedTerminal.id, quoteId: top.quoteId, companyName: 'The Corner Shop' });
    expect(lead.consentMarketingAt).toBeInstanceOf(Date);
    const quotes = await t.dataSource.getRepository(Quote).find({ where: { businessProfileId: visitor.profileId } });
    expect(quotes.filter((q) => q.isSelected).map((q) => q.id)).toEqual([top.quoteId]);
  });

  it('validates the form of §5 and names each field', async () => {
    const { visitor } = await comparedVisitor();
    const res = await t.http.post('/api/leads').send({ businessProfileId: visitor.profileId, email: 'not-an-email' }).expect(400);
    expect(res.body.message).toEqual(expect.arrayContaining(['firstName is required', 'lastName is required', 'email must be a valid email address', 'phone is required', 'timeline is required']));
    const noProfile = await t.http.post('/api/leads').send(LEAD).expect(400);
    expect(noProfile.body.message).toContain('Missing business profile');
    const unknown = await t.http.post('/api/leads').send({ ...LEAD, businessProfileId: '0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44' }).expect(404);
    expect(unknown.body.message).toBe('Missing business profile');
  });

  it('refuses a quote of another profile and a terminal of another provider', async () => {
    const a = await comparedVisitor();
    const b = await comparedVisitor();
    await t.http.post('/api/leads').send({ ...LEAD, businessProfileId: b.visitor.profileId, quoteId: a.top.quoteId }).expect(400);
    const other = await t.dataSource.query('SELECT id FROM terminals WHERE providerId <> ? ORDER BY id LIMIT 1', [a.top.id]);
    await t.http.post('/api/leads').send({ ...LEAD, businessProfileId: a.visitor.profileId, selectedProvider: a.top.id, selectedTerminal: other[0].id }).expect(400);
  });

  it('is idempotent: the same Idempotency-Key, or the same profile and email, answers the first lead', async () => {
    const { visitor, top } = await comparedVisitor();
    const body = { ...LEAD, businessProfileId: visitor.profileId, selectedProvider: top.id };
    const first = await t.http.post('/api/leads').set('Idempotency-Key', 'abc-123').send(body).expect(201);
    const again = await t.http.post('/api/leads').set('Idempotency-Key', 'abc-123').send({ ...body, email: 'other@x.co.uk' }).expect(201);
    expect(again.body.id).toBe(first.body.id);
    const sameEmail = await t.http.post('/api/leads').send({ ...body, email: 'JANE@cornershop.co.uk' }).expect(201);
    expect(sameEmail.body.id).toBe(first.body.id);
    expect(await t.dataSource.getRepository(Lead).count({ where: { businessProfileId: visitor.profileId } })).toBe(1);
  });

  it('stores one lead when the same submission arrives twice at once', async () => {
    const { visitor, top } = await comparedVisitor();
    const body = { ...LEAD, businessProfileId: visitor.profileId, selectedProvider: top.id };
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => t.http.post('/api/leads').send(body)));
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.id, b.body.id, c.body.id]).size).toBe(1);
    expect(await t.dataSource.getRepository(Lead).count({ where: { businessProfileId: visitor.profileId } })).toBe(1);
  });

  it('selects a quote for its own session only and unselects the others', async () => {
    const { visitor } = await comparedVisitor();
    const quotes = (await t.http.get(`/api/business-profiles/${visitor.profileId}/quotes`).expect(200)).body as Array<{ id: number }>;
    await t.http.post(`/api/quotes/${quotes[1].id}/select`).send({ selectionReasoning: 'chosen', sessionId: visitor.sessionId }).expect(200);
    const res = await t.http.post(`/api/quotes/${quotes[2].id}/select`).send({ selectionReasoning: 'Customer selected this provider via the comparison wizard', sessionId: visitor.sessionId }).expect(200);
    expect(res.body).toMatchObject({ id: quotes[2].id, isSelected: true, selectionReasoning: 'Customer selected this provider via the comparison wizard' });
    const after = (await t.http.get(`/api/business-profiles/${visitor.profileId}/quotes`).expect(200)).body as Array<{ id: number; isSelected: boolean }>;
    expect(after.filter((q) => q.isSelected).map((q) => q.id)).toEqual([quotes[2].id]);
    await t.http.post(`/api/quotes/${quotes[0].id}/select`).send({ sessionId: 'intruder' }).expect(404);
    await t.http.post('/api/quotes/999999/select').send({ sessionId: visitor.sessionId }).expect(404);
  });
});

describe('The quote email of a new lead (anonymous visitor)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('queues the new-customer or switching-customer quote email with the selected figures', async () => {
    const visitor = await createProfile(t, { businessType: 'retail', businessName: 'Switch Ltd', businessSector: 'retail', paymentStatus: 'existing' });
    const res = await compare(t, visitor, { ...DATA, paymentStatus: 'existing', currentTotalMonthlyCost: 500 }).expect(200);
    const top = res.body.providers[0];
    await t.http.post('/api/leads').send({ ...LEAD, businessProfileId: visitor.profileId, selectedProvider: top.id, selectedTerminal: top.recommendedTerminal.id }).expect(201);
    let rows: Array<{ recipient: string; subject: string; content: string; name: string }> = [];
    for (let i = 0; i < 50 && rows.length === 0; i += 1) {
      rows = await t.dataSource.query('SELECT e.recipient, e.subject, e.content, t.name FROM emails e JOIN email_templates t ON t.id = e.templateId WHERE e.businessProfileId = ?', [visitor.profileId]);
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipient: 'jane@cornershop.co.uk', name: 'quote_email_switching_customer' });
    expect(rows[0].content).toContain(top.name);
    expect(rows[0].content).toContain(top.recommendedTerminal.name.replace(/&/g, '&amp;'));
    expect(rows[0].content).toContain(visitor.profileId);
  });
});
