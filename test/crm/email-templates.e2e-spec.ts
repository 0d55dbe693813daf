import { EmailTemplate } from '../../src/mail/entities/email-template.entity';
import { CrmWorld, startCrmWorld } from '../support/crm';
import { createProfile } from '../support/visitor';

const MISSING = 'Missing information: Please fill in all required fields.';
const AUTOMATED = 'Automated templates are managed in the backend';
const FORBIDDEN = { statusCode: 403, message: 'You do not have permission to do this.', error: 'Forbidden' };

describe('Email templates: the communication center library', () => {
  let w: CrmWorld;
  let automatedId: number;

  beforeAll(async () => {
    w = await startCrmWorld();
    automatedId = (await w.t.dataSource.getRepository(EmailTemplate).findOneByOrFail({ name: 'quote_email_switching_customer' })).id;
  });
  afterAll(() => w.t.close());

  const as = (cookie: string) => ({
    list: (filter: Record<string, unknown> = {}, extra: Record<string, string> = {}) =>
      w.t.http
        .get('/api/crm/email-templates')
        .query({ filter: JSON.stringify(filter), range: '[0,99]', ...extra })
        .set('Cookie', cookie),
    get: (idOrName: string | number) => w.t.http.get(`/api/crm/email-templates/${idOrName}`).set('Cookie', cookie),
    create: (body: Record<string, unknown>) => w.t.http.post('/api/crm/email-templates').set('Cookie', cookie).send(body),
    patch: (id: number, body: Record<string, unknown>) => w.t.http.patch(`/api/crm/email-templates/${id}`).set('Cookie', cookie).send(body),
    put: (id: number, body: Record<string, unknown>) => w.t.http.put(`/api/crm/email-templates/${id}`).set('Cookie', cookie).send(body),
    remove: (id: number) => w.t.http.delete(`/api/crm/email-templates/${id}`).set('Cookie', cookie),
    preview: (idOrName: string | number, body: Record<string, unknown> = {}) =>
      w.t.http.post(`/api/crm/email-templates/${idOrName}/preview`).set('Cookie', cookie).send(body),
  });
  const staff = () => as(w.staff.cookie);
  const partner = () => as(w.partner.cookie);

  it('lists the seeded templates with real usage counts, their type and placeholders, sorted by name', async () => {
    const res = await staff().list().expect(200);
    expect(res.headers['content-range']).toMatch(/^email-templates 0-\d+\/\d+$/);
    const names = res.body.map((t: { name: string }) => t.name);
    // By name (the engines order '-' and '_' differently; letters alike).
    expect(names[0]).toMatch(/^application/);
    expect(names[names.length - 1]).toBe('welcome');
    expect(names).toEqual(
      expect.arrayContaining(['welcome', 'quote_followup', 'application_reminder', 'quote_email_new_customer', 'quote-saved', 'application-submitted']),
    );
    const welcome = res.body.find((t: { name: string }) => t.name === 'welcome');
    expect(welcome).toMatchObject({ type: 'manual', category: 'welcome', isActive: true, usageCount: 0, isHtml: false, endpoint: null });
    expect(welcome.placeholders).toEqual(['firstName', 'businessName', 'businessType', 'senderName']);
    const quote = res.body.find((t: { name: string }) => t.name === 'quote_email_switching_customer');
    expect(quote).toMatchObject({ type: 'automated', isHtml: true });
    expect(quote.placeholders).toEqual(expect.arrayContaining(['providerName', 'applicationRef', 'monthlySavings', 'annualSavings']));
  });

  it('filters by q over name, subject and content (case-insensitive), category, type and isActive', async () => {
    const byContent = await staff().list({ q: 'BUSINESS BANK ACCOUNT' }).expect(200);
    expect(byContent.body.map((t: { name: string }) => t.name)).toEqual(['application_reminder']);
    const bySubject = await staff().list({ q: 'switch & save' }).expect(200);
    expect(bySubject.body.map((t: { name: string }) => t.name)).toEqual(['quote_email_switching_customer']);
    const followUps = await staff().list({ category: 'follow_up' }).expect(200);
    expect(followUps.body.map((t: { name: string }) => t.name)).toEqual(['quote_followup']);
    const manual = await staff().list({ type: 'manual', isActive: true }).expect(200);
    expect(manual.body.every((t: { type: string; isActive: boolean }) => t.type === 'manual' && t.isActive)).toBe(true);
    expect((await staff().list({ category: 'nonsense' }).expect(400)).body.message).toMatch(
      /^filter "category" must be one of: welcome, follow_up, reminder, thank_you, application, general/,
    );
    expect((await staff().list({ q: '100%_' }).expect(200)).body).toEqual([]);
  });

  it('answers one template by numeric id and by name (quote-saved and application-submitted)', async () => {
    for (const name of ['quote-saved', 'application-submitted', 'QUOTE-SAVED']) {
      const res = await partner().get(name).expect(200);
      expect(res.body).toMatchObject({ name: name.toLowerCase(), type: 'automated' });
      expect(res.body.content).toContain('{{firstName}}');
      expect((await partner().get(res.body.id).expect(200)).body.name).toBe(name.toLowerCase());
    }
    expect((await staff().get('no-such-template').expect(404)).body.message).toBe('Email template not found');
    await staff().get(999999).expect(404);
  });

  it('creates a manual template (category welcome by default), and answers 409 for a name taken in any case', async () => {
    const res = await staff().create({ name: '  Welcome Email  ', subject: 'Hi {{firstName}}', content: 'Hello {{businessName}}' }).expect(201);
    expect(res.body).toMatchObject({
      name: 'Welcome Email',
      subject: 'Hi {{firstName}}',
      content: 'Hello {{businessName}}',
      category: 'welcome',
      type: 'manual',
      isActive: true,
      usageCount: 0,
    });
    expect(res.body.placeholders).toEqual(['firstName', 'businessName', 'businessType', 'senderName']);
    expect((await staff().create({ name: 'WELCOME EMAIL', subject: 's', content: 'c' }).expect(409)).body.message).toBe(
      'A template with this name already exists',
    );
    const thanks = await as(w.admin.cookie).create({ name: 'Thanks', subject: 's', content: 'c', category: 'thank_you' }).expect(201);
    expect(thanks.body.category).toBe('thank_you');
  });

  it.each([
    ['no name', { subject: 's', content: 'c' }],
    ['a blank subject', { name: 'n1', subject: '   ', content: 'c' }],
    ['no content', { name: 'n2', subject: 's', content: null }],
  ])('refuses a template with %s with the fixed message', async (_case, body) => {
    expect((await staff().create(body).expect(400)).body).toEqual({ statusCode: 400, message: MISSING, error: 'Bad Request' });
  });

  it('refuses a digits-only name, an unknown category, an unknown field and an automated template', async () => {
    expect((await staff().create({ name: '123', subject: 's', content: 'c' }).expect(400)).body.message).toMatch(/at least one letter/);
    expect((await staff().create({ name: 'x', subject: 's', content: 'c', category: 'spam' }).expect(400)).body.message).toEqual([
      expect.stringMatching(/^category must be one of/),
    ]);
    await staff().create({ name: 'x', subject: 's', content: 'c', usageCount: 500 }).expect(400);
    expect((await staff().create({ name: 'x', subject: 's', content: 'c', type: 'automated' }).expect(403)).body.message).toBe(AUTOMATED);
  });

  it('edits a manual template with PATCH and PUT, deactivates it with DELETE and brings it back', async () => {
    const { id } = (await staff().create({ name: 'Editable', subject: 'Old', content: 'Old body', category: 'general' }).expect(201)).body;
    expect((await staff().patch(id, { subject: 'New subject' }).expect(200)).body).toMatchObject({ subject: 'New subject', content: 'Old body' });
    expect((await staff().put(id, { name: 'Edited', subject: 'S', content: 'C', category: 'reminder' }).expect(200)).body).toMatchObject({
      name: 'Edited',
      subject: 'S',
      content: 'C',
      category: 'reminder',
    });
    expect((await staff().patch(id, { content: '  ' }).expect(400)).body.message).toBe(MISSING);
    expect((await staff().patch(id, { name: 'welcome' }).expect(409)).body.message).toBe('A template with this name already exists');
    expect((await staff().patch(id, { type: 'automated' }).expect(403)).body.message).toBe(AUTOMATED);
    expect((await staff().remove(id).expect(200)).body).toMatchObject({ id, isActive: false });
    expect((await staff().list({ isActive: false }).expect(200)).body.map((t: { id: number }) => t.id)).toContain(id);
    expect((await staff().patch(id, { isActive: true }).expect(200)).body.isActive).toBe(true);
    await staff().patch(999999, { subject: 'x' }).expect(404);
  });

  it('keeps automated templates read-only over the API (403 with the message), whoever asks', async () => {
    const before = await w.t.dataSource.getRepository(EmailTemplate).findOneByOrFail({ id: automatedId });
    for (const cookie of [w.admin.cookie, w.staff.cookie]) {
      expect((await as(cookie).patch(automatedId, { subject: 'Hacked' }).expect(403)).body).toEqual({
        statusCode: 403,
        message: AUTOMATED,
        error: 'Forbidden',
      });
      expect((await as(cookie).put(automatedId, { subject: 'Hacked', content: 'x', name: before.name }).expect(403)).body.message).toBe(AUTOMATED);
      expect((await as(cookie).remove(automatedId).expect(403)).body.message).toBe(AUTOMATED);
    }
    const after = await w.t.dataSource.getRepository(EmailTemplate).findOneByOrFail({ id: automatedId });
    expect(after).toEqual(before);
  });

  it('lets partners read and preview templates but not write them', async () => {
    const welcome = (await partner().get('welcome').expect(200)).body;
    await partner().list().expect(200);
    await partner().preview(welcome.id).expect(200);
    expect((await partner().create({ name: 'Partner', subject: 's', content: 'c' }).expect(403)).body).toEqual(FORBIDDEN);
    expect((await partner().patch(welcome.id, { subject: 'x' }).expect(403)).body).toEqual(FORBIDDEN);
    expect((await partner().put(welcome.id, { subject: 'x' }).expect(403)).body).toEqual(FORBIDDEN);
    expect((await partner().remove(welcome.id).expect(403)).body).toEqual(FORBIDDEN);
  });

  it('previews a manual template with the sample values (John, Sample Business Ltd, Retail Store) and the signed-in user as sender, as plain text', async () => {
    const me = (await w.t.http.get('/api/crm/auth/user').set('Cookie', w.staff.cookie).expect(200)).body;
    const res = await staff().preview('welcome').expect(200);
    expect(res.body.isHtml).toBe(false);
    expect(res.body.subject).toBe('Welcome to Merchant Compare, John');
    expect(res.body.content).toContain('Hi John,');
    expect(res.body.content).toContain('for Sample Business Ltd.');
    expect(res.body.content).toContain('For a Retail Store business');
    expect(res.body.content).toContain(`Kind regards,\n${me.name}\n`);
  });

  it('previews an automated quote email as HTML with the sample provider, terminal, reference and savings', async () => {
    const res = await staff().preview(automatedId).expect(200);
    expect(res.body.isHtml).toBe(true);
    expect(res.body.subject).toBe('Switch & Save: your quote from Sample Provider (ref MC123456)');
    for (const text of ['Sample Provider', 'Smart Terminal', 'MC123456', '£45.50', '£546.00', 'Sample Business Ltd']) expect(res.body.content).toContain(text);
    expect(res.body.content).not.toMatch(/\{\{/);
  });

  it("previews with a customer's values, HTML-escaped in an HTML template (a <script> business name renders as text)", async () => {
    const name = '<script>alert("x")</script> & Co';
    const customer = (await createProfile(w.t, { businessType: 'retail', businessName: name, businessSector: 'retail', paymentStatus: 'new' })).profileId;
    const html = await staff().preview(automatedId, { businessProfileId: customer }).expect(200);
    // The sanitiser writes text back with only <, > and & escaped: the script still arrives as text.
    expect(html.body.content).toContain('&lt;script&gt;alert("x")&lt;/script&gt; &amp; Co');
    expect(html.body.content).not.toContain('<script>');
    const plain = await staff().preview('welcome', { businessProfileId: customer }).expect(200);
    expect(plain.body).toMatchObject({ isHtml: false });
    expect(plain.body.content).toContain(`for ${name}.`);
    expect(plain.body.content).toContain('For a retail business');
    // a partner may not preview with another provider's customer
    expect((await partner().preview('welcome', { businessProfileId: customer }).expect(404)).body.message).toBe('Customer not found');
    expect((await partner().preview('welcome', { businessProfileId: w.ownCustomer }).expect(200)).body.content).toContain('Partner Own Bakery');
  });
});
