import { TaskRemindersService } from '../../src/tasks/task-reminders.service';
import { createUser } from '../support/app';
import { postTask } from '../support/crm';
import { SharedCustomerWorld, startSharedCustomerWorld } from '../support/shared-customer';
import { compare, createProfile, quotesOf, Visitor } from '../support/visitor';

/**
 * Partners who share a customer never touch or read each other's records: on a customer with a
 * lead for provider A and one for provider B, partner A changes and reads only A's lead, tasks,
 * activities and emails (and B likewise); a competitor's record answers 404 and stays as it was.
 * Admin and staff read and change everything.
 */
describe('A customer shared by two providers: record-level ownership', () => {
  let w: SharedCustomerWorld;

  beforeAll(async () => {
    w = await startSharedCustomerWorld();
  });
  afterAll(() => w.t.close());

  const asAdmin = (path: string) => w.t.http.get(path).set('Cookie', w.admin.cookie).expect(200);
  const detail = (cookie: string) => w.t.http.get(`/api/crm/customers/${w.sharedCustomer}`).set('Cookie', cookie);
  const leadStatus = async (leadId: number | null): Promise<string> => {
    const leads = (await asAdmin(`/api/crm/leads?filter=${encodeURIComponent(JSON.stringify({ id: [leadId] }))}`)).body as Array<{ status: string }>;
    return leads[0].status;
  };

  describe('leads', () => {
    it("partner A cannot change partner B's lead on the shared customer (404, unchanged), and B still reads its own status", async () => {
      const res = await w.t.http.patch(`/api/crm/leads/${w.B.leadId}/status`).set('Cookie', w.partnerA.cookie).send({ status: 'closed' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Lead not found');
      expect(await leadStatus(w.B.leadId)).toBe('created');
      const forB = (await detail(w.partnerB.cookie).expect(200)).body;
      expect(forB.customer.status).toBe('created');
    });

    it('partner A changes its own lead, and partner B does not see the change as its status', async () => {
      await w.t.http.patch(`/api/crm/leads/${w.A.leadId}/status`).set('Cookie', w.partnerA.cookie).send({ status: 'quoted' }).expect(200);
      expect(await leadStatus(w.A.leadId)).toBe('quoted');
      expect((await detail(w.partnerB.cookie).expect(200)).body.customer.status).toBe('created');
      expect((await detail(w.partnerA.cookie).expect(200)).body.customer.status).toBe('quoted');
    });

    it("a competitor's lead decides neither the status nor the provider a partner's customer list filters and sorts by", async () => {
      await w.t.http.patch(`/api/crm/leads/${w.B.leadId}/status`).set('Cookie', w.partnerB.cookie).send({ status: 'closed' }).expect(200);
      const listed = async (cookie: string, filter: Record<string, unknown>, sort?: string[]) => {
        const query: Record<string, string> = { filter: JSON.stringify(filter) };
        if (sort) query.sort = JSON.stringify(sort);
        const res = await w.t.http.get('/api/crm/customers').query(query).set('Cookie', cookie).expect(200);
        return res.body.businessProfiles as Array<{ id: string; status: string }>;
      };
      const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);
      expect(ids(await listed(w.partnerB.cookie, { status: 'closed' }))).toContain(w.sharedCustomer);
      expect(ids(await listed(w.partnerA.cookie, { status: 'closed' }))).not.toContain(w.sharedCustomer);
      expect(ids(await listed(w.partnerA.cookie, { status: 'quoted' }))).toContain(w.sharedCustomer);
      expect(ids(await listed(w.partnerA.cookie, { providerId: w.providers.B }))).toEqual([]);
      expect(ids(await listed(w.partnerA.cookie, { providerId: w.providers.A }))).toContain(w.sharedCustomer);
      const sorted = await listed(w.partnerA.cookie, {}, ['status', 'ASC']);
      expect(sorted.find((row) => row.id === w.sharedCustomer)?.status).toBe('quoted');
      // The admin's list still shows the customer's latest lead (B's, closed).
      expect(ids(await listed(w.admin.cookie, { status: 'closed' }))).toContain(w.sharedCustomer);
    });

    it('each partner lists only the leads of its own provider; staff list both', async () => {
      const filter = encodeURIComponent(JSON.stringify({ businessProfileId: w.sharedCustomer }));
      const ids = async (cookie: string) =>
        ((await w.t.http.get(`/api/crm/leads?filter=${filter}`).set('Cookie', cookie).expect(200)).body as Array<{ id: number }>).map((l) => l.id).sort();
      expect(await ids(w.partnerA.cookie)).toEqual([w.A.leadId]);
      expect(await ids(w.partnerB.cookie)).toEqual([w.B.leadId]);
      expect(await ids(w.partnerC.cookie)).toEqual([]);
      expect(await ids(w.staff.cookie)).toEqual([w.A.leadId, w.B.leadId].sort());
    });
  });

  describe('tasks', () => {
    it("partner A can neither read, complete nor take over partner B's task (404, unchanged)", async () => {
      const path = `/api/crm/tasks/${w.B.taskId}`;
      expect((await w.t.http.get(path).set('Cookie', w.partnerA.cookie)).status).toBe(404);
      expect((await w.t.http.post(`${path}/complete`).set('Cookie', w.partnerA.cookie).send({ outcome: 'successful' })).status).toBe(404);
      expect((await w.t.http.patch(path).set('Cookie', w.partnerA.cookie).send({ assignedToCrmUserId: w.partnerA.id })).status).toBe(404);
      expect((await w.t.http.patch(path).set('Cookie', w.partnerA.cookie).send({ priority: 'urgent' })).status).toBe(404);
      const after = (await asAdmin(path)).body;
      expect(after).toMatchObject({ status: 'pending', assignedToCrmUserId: w.partnerB.id, priority: 'medium' });
    });

    it("a colleague of the same provider reads a partner's task but cannot change it", async () => {
      const colleague = await createPartner(w, w.providers.A);
      const path = `/api/crm/tasks/${w.A.taskId}`;
      expect((await w.t.http.get(path).set('Cookie', colleague).expect(200)).body.canChange).toBe(false);
      expect((await w.t.http.get(path).set('Cookie', w.partnerA.cookie).expect(200)).body.canChange).toBe(true);
      expect((await w.t.http.patch(path).set('Cookie', colleague).send({ priority: 'urgent' })).status).toBe(404);
      expect((await w.t.http.post(`${path}/complete`).set('Cookie', colleague).send({ outcome: 'successful' })).status).toBe(404);
      expect((await asAdmin(path)).body).toMatchObject({ status: 'pending', priority: 'medium' });
    });

    it('only an admin moves a task from one assignee to another; staff may still change it', async () => {
      const path = `/api/crm/tasks/${w.A.taskId}`;
      const takeOver = await w.t.http.patch(path).set('Cookie', w.staff.cookie).send({ assignedToCrmUserId: w.staff.id });
      expect(takeOver.status).toBe(403);
      expect(takeOver.body.message).toBe('Only admins can move a task from one assignee to another.');
      expect((await asAdmin(path)).body.assignedToCrmUserId).toBe(w.partnerA.id);
      await w.t.http.patch(path).set('Cookie', w.staff.cookie).send({ priority: 'high' }).expect(200);
      const task = await postTask(w.t, w.admin.cookie, {
        title: 'Moved by the admin',
        dueDate: '2030-06-01T09:00:00Z',
        businessProfileId: w.sharedCustomer,
        assignedToCrmUserId: w.partnerA.id,
      }).expect(201);
      await w.t.http.patch(`/api/crm/tasks/${task.body.id}`).set('Cookie', w.admin.cookie).send({ assignedToCrmUserId: w.partnerB.id }).expect(200);
      expect((await w.t.http.get(`/api/crm/tasks/${task.body.id}`).set('Cookie', w.partnerA.cookie)).status).toBe(404);
      await w.t.http.get(`/api/crm/tasks/${task.body.id}`).set('Cookie', w.partnerB.cookie).expect(200);
    });

    it("each partner lists only its own provider's tasks on the shared customer", async () => {
      const filter = encodeURIComponent(JSON.stringify({ businessProfileId: w.sharedCustomer }));
      const titles = async (cookie: string) =>
        ((await w.t.http.get(`/api/crm/tasks?filter=${filter}`).set('Cookie', cookie).expect(200)).body as Array<{ title: string }>).map((t) => t.title);
      expect(await titles(w.partnerA.cookie)).toContain('Partner A follow-up');
      expect(await titles(w.partnerA.cookie)).not.toContain('Partner B follow-up');
      expect(await titles(w.partnerB.cookie)).not.toContain('Partner A follow-up');
      expect(await titles(w.partnerC.cookie)).toEqual([]);
      expect(await titles(w.staff.cookie)).toEqual(expect.arrayContaining(['Partner A follow-up', 'Partner B follow-up']));
    });

    it("a partner's task on a customer that has left its provider's scope becomes unreachable", async () => {
      const visitor = await quotedVisitor(w, 'Leaving Cafe');
      const quotes = await quotesOf(w.t, visitor);
      const quoteOf = (providerId: number) => quotes.find((q) => q.providerId === providerId)!;
      await w.t.http
        .post(`/api/quotes/${quoteOf(w.providers.C).id}/select`)
        .set('X-Session-Id', visitor.sessionId)
        .send({})
        .expect(200);
      const task = await postTask(w.t, w.partnerC.cookie, {
        title: 'C follow-up',
        dueDate: '2030-05-01T09:00:00Z',
        businessProfileId: visitor.profileId,
      }).expect(201);
      await w.t.http
        .post(`/api/quotes/${quoteOf(w.providers.A).id}/select`)
        .set('X-Session-Id', visitor.sessionId)
        .send({})
        .expect(200);
      expect((await w.t.http.get(`/api/crm/tasks/${task.body.id}`).set('Cookie', w.partnerC.cookie)).status).toBe(404);
      expect((await w.t.http.post(`/api/crm/tasks/${task.body.id}/complete`).set('Cookie', w.partnerC.cookie).send({ outcome: 'successful' })).status).toBe(
        404,
      );
      expect((await asAdmin(`/api/crm/tasks/${task.body.id}`)).body.status).toBe('pending');
    });
  });

  describe("a partner never reads a competitor's records on the shared customer", () => {
    interface Detail {
      leads: Array<{ id: number; selectedProviderId: number }>;
      quotes: Array<{ providerId: number }>;
      emails: Array<{ subject: string; content: string; recipient: string }>;
      activities: Array<{ subject: string | null; description: string | null; emailData: unknown }>;
      tasks: Array<{ title: string }>;
    }
    const text = (d: Detail) => JSON.stringify([d.emails, d.activities, d.tasks]);

    it.each(['A', 'B'] as const)('partner %s: its own lead, quote, emails, activities and tasks only', async (own) => {
      const other = own === 'A' ? 'B' : 'A';
      const d = (await detail(w[`partner${own}`].cookie).expect(200)).body as Detail;
      expect(d.leads.map((l) => l.selectedProviderId)).toEqual([w.providers[own]]);
      expect(d.quotes.every((q) => q.providerId === w.providers[own])).toBe(true);
      expect(d.quotes.length).toBeGreaterThan(0);
      // Its own quote email (automated, for its provider's lead) and its own manual email.
      expect(d.emails.map((e) => e.recipient).sort()).toEqual([w[own].applicantEmail, w[own].applicantEmail]);
      expect(d.emails.map((e) => e.subject)).toContain(w[own].emailSubject);
      expect(d.activities.map((a) => a.subject)).toEqual(expect.arrayContaining([w[own].callSubject, 'Application submitted']));
      expect(d.tasks.map((t) => t.title)).toContain(`Partner ${own} follow-up`);
      // Nothing of the competitor's: no email to its applicant, no price, no call, no task, no platform note.
      expect(text(d)).not.toContain(w[other].applicantEmail!);
      expect(text(d)).not.toContain(`Partner ${other}`);
      expect(text(d)).not.toContain(w.platformNoteSubject);
    });

    it('admin and staff read every record of the shared customer', async () => {
      for (const cookie of [w.admin.cookie, w.staff.cookie]) {
        const d = (await detail(cookie).expect(200)).body as Detail;
        expect(d.leads).toHaveLength(2);
        expect(text(d)).toContain('Partner A offer');
        expect(text(d)).toContain('Partner B offer');
        expect(text(d)).toContain(w.platformNoteSubject);
        expect(d.emails.length).toBe(4);
      }
    });

    it('partner C (quoted, never chosen) does not see the customer at all', async () => {
      expect((await detail(w.partnerC.cookie)).status).toBe(404);
    });

    it("the activity list and the recent-activity panel show a partner only its own provider's activities", async () => {
      for (const own of ['A', 'B'] as const) {
        const other = own === 'A' ? 'B' : 'A';
        const cookie = w[`partner${own}`].cookie;
        const listed = JSON.stringify((await w.t.http.get('/api/crm/activities').query({ range: '[0,499]' }).set('Cookie', cookie).expect(200)).body);
        expect(listed).toContain(w[own].callSubject);
        expect(listed).not.toContain(w[other].callSubject);
        expect(listed).not.toContain(w.platformNoteSubject);
        const recent = JSON.stringify((await w.t.http.get('/api/crm/activities/recent').set('Cookie', cookie).expect(200)).body);
        expect(recent).not.toContain(`Partner ${other}`);
      }
    });

    it("a template previewed or sent by a partner greets its own applicant, never the competitor's", async () => {
      const templates = (await asAdmin('/api/crm/email-templates')).body as Array<{ id: number; content: string; type: string }>;
      const greeting = templates.find((template) => template.type === 'manual' && template.content.includes('{{firstName}}'))!;
      const preview = async (cookie: string) =>
        JSON.stringify(
          (
            await w.t.http
              .post(`/api/crm/email-templates/${greeting.id}/preview`)
              .set('Cookie', cookie)
              .send({ businessProfileId: w.sharedCustomer })
              .expect(200)
          ).body,
        );
      // B's lead is the newer one: partner A still gets Ann, its own applicant.
      expect(await preview(w.partnerA.cookie)).toContain('Ann');
      expect(await preview(w.partnerA.cookie)).not.toContain('Bob');
      expect(await preview(w.partnerB.cookie)).toContain('Bob');
      expect(await preview(w.staff.cookie)).toContain('Bob');
    });

    it("staff's email to one provider's applicant is that partner's to read, and not the competitor's", async () => {
      await w.t.http
        .post('/api/crm/emails/send')
        .set('Cookie', w.staff.cookie)
        .send({ businessProfileId: w.sharedCustomer, recipient: 'ANN@sharedflorist.co.uk', subject: 'Staff to Ann', content: 'Hello Ann' })
        .expect(201);
      const subjects = async (cookie: string) => ((await detail(cookie).expect(200)).body.emails as Array<{ subject: string }>).map((e) => e.subject);
      expect(await subjects(w.partnerA.cookie)).toContain('Staff to Ann');
      expect(await subjects(w.partnerB.cookie)).not.toContain('Staff to Ann');
    });

    it("a partner's task reminder is stored with the customer as its provider's email: its partner reads it, the competitor does not", async () => {
      await postTask(w.t, w.partnerB.cookie, {
        title: 'B reminder due',
        dueDate: '2030-09-01T09:00:00Z',
        businessProfileId: w.sharedCustomer,
        reminderMinutes: 15,
      }).expect(201);
      expect(await w.t.app.get(TaskRemindersService).sendDue(new Date('2030-09-01T08:50:00Z'))).toBeGreaterThanOrEqual(1);
      const subjects = async (cookie: string) => JSON.stringify((await detail(cookie).expect(200)).body.emails);
      expect(await subjects(w.partnerB.cookie)).toContain('B reminder due');
      expect(await subjects(w.partnerA.cookie)).not.toContain('B reminder due');
      expect(await subjects(w.admin.cookie)).toContain('B reminder due');
    });

    it("a partner's quotes list holds only its own provider's quotes", async () => {
      const filter = encodeURIComponent(JSON.stringify({ businessProfileId: w.sharedCustomer }));
      const quotes = (await w.t.http.get(`/api/crm/quotes?filter=${filter}`).set('Cookie', w.partnerA.cookie).expect(200)).body as Array<{
        providerId: number;
      }>;
      expect(quotes.length).toBeGreaterThan(0);
      expect(quotes.every((q) => q.providerId === w.providers.A)).toBe(true);
    });
  });
});

async function createPartner(w: SharedCustomerWorld, providerId: number): Promise<string> {
  const user = await createUser(w.t, w.admin.cookie, 'partner', { providerId });
  return user.cookie();
}

async function quotedVisitor(w: SharedCustomerWorld, businessName: string): Promise<Visitor> {
  const visitor = await createProfile(w.t, { businessType: 'retail', businessName, businessSector: 'retail', paymentStatus: 'new' });
  await compare(w.t, visitor, { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 12000 }).expect(200);
  return visitor;
}
