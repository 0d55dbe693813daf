import { SharedCustomerWorld, startSharedCustomerWorld } from '../support/shared-customer';

interface AuditEntry {
  action: string;
  tableName: string;
  recordId: string | null;
  changedFields: Array<{ field: string; oldValue: unknown; newValue: unknown }>;
  user: { id: number; name: string } | null;
  createdAt: string;
}

interface DetailLead {
  id: number;
  applicationReference: string;
  firstName: string;
  email: string;
  phone: string;
  status: string;
  selectedProviderId: number | null;
  quoteId: number | null;
}

interface Detail {
  customer: { businessName: string | null; businessSector: string | null };
  leads: DetailLead[];
  quotes: Array<{ id: number; providerId: number; estimatedMonthlyCost: number }>;
  activities: Array<{ type: string; subject: string | null; description: string | null; crmUserId: number | null; crmUserName: string | null }>;
}

/**
 * Correcting a customer's records from the back-office: staff correct the business details and any
 * lead's contact details; a partner corrects only its own provider's lead. Each correction is in
 * the audit trail (old and new value of each changed field, who, when) and on the customer's
 * timeline; a refused or invalid one changes nothing. The customer used is shared by two providers
 * (a lead for A and one for B), so the detail lists two leads, each with its own status.
 */
describe("Correcting a customer's business details and a lead's contact details", () => {
  let w: SharedCustomerWorld;
  let staffName: string;
  let partnerAName: string;

  beforeAll(async () => {
    w = await startSharedCustomerWorld();
    staffName = (await w.t.http.get('/api/crm/auth/user').set('Cookie', w.staff.cookie).expect(200)).body.name;
    partnerAName = (await w.t.http.get('/api/crm/auth/user').set('Cookie', w.partnerA.cookie).expect(200)).body.name;
    // The world is made through the wizard's and the CRM's calls: slow on a busy MariaDB.
  }, 120_000);
  afterAll(() => w.t.close());

  const detail = async (cookie: string): Promise<Detail> =>
    (await w.t.http.get(`/api/crm/customers/${w.sharedCustomer}`).set('Cookie', cookie).expect(200)).body;
  const leadOf = async (leadId: number | null, cookie = w.admin.cookie): Promise<DetailLead> =>
    (await detail(cookie)).leads.find((lead) => lead.id === leadId)!;
  const auditOf = async (tableName: string, recordId: string | number | null): Promise<AuditEntry[]> => {
    const filter = JSON.stringify({ tableName, recordId: String(recordId), action: 'update' });
    return (await w.t.http.get('/api/crm/audit').query({ filter }).set('Cookie', w.admin.cookie).expect(200)).body;
  };
  const correctCustomer = (cookie: string, body: Record<string, unknown>, id = w.sharedCustomer) =>
    w.t.http.patch(`/api/crm/customers/${id}`).set('Cookie', cookie).send(body);
  const correctLead = (cookie: string, leadId: number | null, body: Record<string, unknown>) =>
    w.t.http.patch(`/api/crm/leads/${leadId}`).set('Cookie', cookie).send(body);

  /** A date the server wrote lies between the moments before and after the request (whole seconds on SQLite). */
  const expectWrittenBetween = (at: string, before: number, after: number) => {
    const time = new Date(at).getTime();
    expect(time).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(time).toBeLessThanOrEqual(after + 1000);
  };

  describe('staff', () => {
    it('correct the business name: the customer shows it, the audit holds old and new with who and when, the timeline says it, and search finds it', async () => {
      const before = Date.now();
      const res = await correctCustomer(w.staff.cookie, { businessName: '  Shared Florists Ltd ' }).expect(200);
      const after = Date.now();
      expect(res.body).toMatchObject({ id: w.sharedCustomer, businessName: 'Shared Florists Ltd', businessSector: 'retail' });
      expect((await detail(w.staff.cookie)).customer.businessName).toBe('Shared Florists Ltd');

      const [entry, ...others] = await auditOf('business_profiles', w.sharedCustomer);
      expect(others).toEqual([]);
      expect(entry.changedFields).toEqual([{ field: 'businessName', oldValue: 'Shared Florist', newValue: 'Shared Florists Ltd' }]);
      expect(entry.user).toEqual({ id: w.staff.id, name: staffName });
      expectWrittenBetween(entry.createdAt, before, after);

      const [latest] = (await detail(w.staff.cookie)).activities;
      expect(latest).toMatchObject({ type: 'system', subject: 'Business details corrected', crmUserId: w.staff.id, crmUserName: staffName });
      expect(latest.description).toBe(`Business name: "Shared Florist" → "Shared Florists Ltd" (by ${staffName})`);

      const found = await w.t.http
        .get('/api/crm/customers')
        .query({ filter: JSON.stringify({ q: 'florists ltd' }) })
        .set('Cookie', w.staff.cookie)
        .expect(200);
      expect(found.body.businessProfiles.map((row: { id: string }) => row.id)).toEqual([w.sharedCustomer]);
    });

    it("correct a lead's phone: the lead shows it, the audit holds old and new with who and when, and the timeline says it", async () => {
      const oldPhone = (await leadOf(w.B.leadId)).phone;
      const before = Date.now();
      const res = await correctLead(w.staff.cookie, w.B.leadId, { phone: '07700 900999' }).expect(200);
      const after = Date.now();
      expect(res.body).toMatchObject({ id: w.B.leadId, phone: '07700 900999', email: 'bob@sharedflorist.co.uk' });
      expect((await leadOf(w.B.leadId)).phone).toBe('07700 900999');

      const [entry, ...others] = await auditOf('leads', w.B.leadId);
      expect(others).toEqual([]);
      expect(entry.changedFields).toEqual([{ field: 'phone', oldValue: oldPhone, newValue: '07700 900999' }]);
      expect(entry.user).toEqual({ id: w.staff.id, name: staffName });
      expectWrittenBetween(entry.createdAt, before, after);

      const reference = (await leadOf(w.B.leadId)).applicationReference;
      const [latest] = (await detail(w.staff.cookie)).activities;
      expect(latest).toMatchObject({ type: 'system', subject: `Contact details corrected (${reference})`, crmUserName: staffName });
      expect(latest.description).toBe(`Phone: "${oldPhone}" → "07700 900999" (by ${staffName})`);
      // The lead's provider's partner reads the correction on its timeline; the other provider's does not.
      expect((await detail(w.partnerB.cookie)).activities.map((a) => a.subject)).toContain(`Contact details corrected (${reference})`);
      expect((await detail(w.partnerA.cookie)).activities.map((a) => a.subject)).not.toContain(`Contact details corrected (${reference})`);
    });

    it('sending the values a record already has changes nothing and writes nothing', async () => {
      const activities = (await detail(w.staff.cookie)).activities.length;
      await correctCustomer(w.staff.cookie, { businessName: 'Shared Florists Ltd' }).expect(200);
      await correctLead(w.staff.cookie, w.B.leadId, { phone: '07700 900999' }).expect(200);
      expect(await auditOf('business_profiles', w.sharedCustomer)).toHaveLength(1);
      expect(await auditOf('leads', w.B.leadId)).toHaveLength(1);
      expect((await detail(w.staff.cookie)).activities).toHaveLength(activities);
    });

    it('an unknown customer or lead is 404', async () => {
      expect((await correctCustomer(w.staff.cookie, { businessName: 'Nobody' }, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      const res = await correctLead(w.staff.cookie, 999999, { phone: '07700 900111' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Lead not found');
    });
  });

  describe('partners', () => {
    it("partner A corrects its own lead's contact details, written to the audit with its name", async () => {
      const res = await correctLead(w.partnerA.cookie, w.A.leadId, { email: 'ann.new@sharedflorist.co.uk', companyName: 'Shared Florist Ltd' }).expect(200);
      expect(res.body).toMatchObject({ email: 'ann.new@sharedflorist.co.uk', companyName: 'Shared Florist Ltd' });
      const [entry] = await auditOf('leads', w.A.leadId);
      expect(entry.changedFields).toEqual([
        { field: 'email', oldValue: 'ann@sharedflorist.co.uk', newValue: 'ann.new@sharedflorist.co.uk' },
        { field: 'companyName', oldValue: expect.anything(), newValue: 'Shared Florist Ltd' },
      ]);
      expect(entry.user).toEqual({ id: w.partnerA.id, name: partnerAName });
      const subjects = (await detail(w.partnerA.cookie)).activities.map((a) => a.subject);
      expect(subjects).toContain(`Contact details corrected (${(await leadOf(w.A.leadId)).applicationReference})`);
    });

    it("partner A is refused on partner B's lead (404, unchanged, no audit entry)", async () => {
      const res = await correctLead(w.partnerA.cookie, w.B.leadId, { phone: '07700 900000' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Lead not found');
      expect((await leadOf(w.B.leadId)).phone).toBe('07700 900999');
      expect(await auditOf('leads', w.B.leadId)).toHaveLength(1);
    });

    it('a partner may not correct the business details (403, unchanged), not even of its own customer', async () => {
      const res = await correctCustomer(w.partnerA.cookie, { businessName: 'Partner Name' });
      expect(res.status).toBe(403);
      expect((await detail(w.staff.cookie)).customer.businessName).toBe('Shared Florists Ltd');
      expect(await auditOf('business_profiles', w.sharedCustomer)).toHaveLength(1);
    });
  });

  describe('validation', () => {
    it.each([
      [{ email: 'not-an-email' }, 'email must be a valid email address'],
      [{ phone: 'call me' }, 'phone must be a phone number: 7 to 25 digits, spaces, +, (, ) or -'],
      [{ firstName: '   ' }, 'firstName must be a text of 1 to 100 characters'],
      [{ lastName: null }, 'lastName must be a text of 1 to 100 characters'],
      [{ status: 'closed' }, 'property status should not exist'],
    ])('a lead correction %j is a 400 naming the field, and changes nothing', async (body, message) => {
      const res = await correctLead(w.staff.cookie, w.B.leadId, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      expect(await leadOf(w.B.leadId)).toMatchObject({ email: 'bob@sharedflorist.co.uk', phone: '07700 900999', firstName: 'Bob' });
    });

    it.each([
      [{ businessName: '' }, 'businessName must be a text of 1 to 200 characters'],
      [{ businessName: 'x'.repeat(201) }, 'businessName must be a text of 1 to 200 characters'],
      [{ currentProvider: 'x'.repeat(121) }, 'currentProvider must be a text of 1 to 120 characters'],
      [{ businessType: 'shop' }, 'businessType must be one of: retail, restaurant, online, trade'],
      [{ businessSector: 'mining' }, 'businessSector must be one of: retail, food_beverage'],
      [{ monthlyTurnover: 1 }, 'property monthlyTurnover should not exist'],
    ])('a business correction %j is a 400 naming the field, and changes nothing', async (body, message) => {
      const res = await correctCustomer(w.staff.cookie, body);
      expect(res.status).toBe(400);
      expect(res.body.message.join(' | ')).toContain(message);
      expect((await detail(w.staff.cookie)).customer.businessName).toBe('Shared Florists Ltd');
    });
  });

  describe('every lead of the customer', () => {
    it('the detail lists both leads with their own providers and statuses; changing one leaves the other', async () => {
      await w.t.http.patch(`/api/crm/leads/${w.A.leadId}/status`).set('Cookie', w.staff.cookie).send({ status: 'applied' }).expect(200);
      const { leads, quotes } = await detail(w.staff.cookie);
      expect(leads.map((lead) => [lead.id, lead.selectedProviderId, lead.status]).sort()).toEqual(
        [
          [w.A.leadId, w.providers.A, 'applied'],
          [w.B.leadId, w.providers.B, 'created'],
        ].sort(),
      );
      // Each lead names the quote it applied with, so the detail shows that quote's monthly cost.
      for (const lead of leads) expect(quotes.find((quote) => quote.id === lead.quoteId)?.providerId).toBe(lead.selectedProviderId);
    });

    it("a partner's detail lists only its own provider's lead", async () => {
      expect((await detail(w.partnerA.cookie)).leads.map((lead) => lead.id)).toEqual([w.A.leadId]);
      expect((await detail(w.partnerB.cookie)).leads.map((lead) => lead.id)).toEqual([w.B.leadId]);
    });
  });

  it("a sector correction: the customer keeps the sector's code, the audit holds the codes, and the timeline names both sectors by their labels", async () => {
    const res = await correctCustomer(w.staff.cookie, { businessSector: 'food_beverage' }).expect(200);
    expect(res.body).toMatchObject({ id: w.sharedCustomer, businessSector: 'food_beverage' });
    const [entry] = await auditOf('business_profiles', w.sharedCustomer);
    expect(entry.changedFields).toEqual([{ field: 'businessSector', oldValue: 'retail', newValue: 'food_beverage' }]);
    const [latest] = (await detail(w.staff.cookie)).activities;
    expect(latest).toMatchObject({ type: 'system', subject: 'Business details corrected', crmUserName: staffName });
    expect(latest.description).toBe(`Sector: "Retail" → "Food & Beverage" (by ${staffName})`);
  });

  it('a business-type correction beside a sector one: the audit holds the codes, and the timeline names the types by the labels the wizard showed', async () => {
    await correctCustomer(w.staff.cookie, { businessType: 'online', businessSector: 'retail' }).expect(200);
    const [entry] = await auditOf('business_profiles', w.sharedCustomer);
    expect(entry.changedFields).toEqual([
      { field: 'businessType', oldValue: 'retail', newValue: 'online' },
      { field: 'businessSector', oldValue: 'food_beverage', newValue: 'retail' },
    ]);
    const [latest] = (await detail(w.staff.cookie)).activities;
    expect(latest.description).toBe(`Business type: "Retail" → "Online"; Sector: "Food & Beverage" → "Retail" (by ${staffName})`);
  });

  it("deleting the customer deletes the corrections' audit entries (they hold its personal data); the deletion's own entry stays", async () => {
    await w.t.http.delete(`/api/crm/customers/${w.sharedCustomer}`).set('Cookie', w.admin.cookie).expect(200);
    expect(await auditOf('leads', w.A.leadId)).toEqual([]);
    expect(await auditOf('leads', w.B.leadId)).toEqual([]);
    expect(await auditOf('business_profiles', w.sharedCustomer)).toEqual([]);
    const filter = JSON.stringify({ tableName: 'business_profiles', recordId: w.sharedCustomer });
    const remaining: AuditEntry[] = (await w.t.http.get('/api/crm/audit').query({ filter }).set('Cookie', w.admin.cookie).expect(200)).body;
    expect(remaining.map((entry) => entry.action)).toEqual(['delete']);
  });
});
