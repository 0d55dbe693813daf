import { listTasks, postTask } from '../support/crm';
import { PartnerKey, SharedCustomerWorld, startSharedCustomerWorld } from '../support/shared-customer';

/**
 * The shared-customer matrix: every signed-in call that reads or changes a customer's records ×
 * {admin, staff, partner A, partner B, partner C of a third provider} × {A's records, B's
 * records}, on a customer with a lead for A and a lead for B. Admin and staff may do everything;
 * a partner only on its own provider's records; partner C does not see the customer at all.
 * Every refused call answers as if the record did not exist and changes nothing (read back as
 * the admin). CI runs this file on SQLite and on MariaDB.
 */
type Actor = 'admin' | 'staff' | PartnerKey;
type Owner = 'A' | 'B';

const ACTORS: Actor[] = ['admin', 'staff', 'partnerA', 'partnerB', 'partnerC'];
const CASES = ACTORS.flatMap((actor) =>
  (['A', 'B'] as Owner[]).map((owner) => ({ actor, owner, isAllowed: actor === 'admin' || actor === 'staff' || actor === `partner${owner}` })),
);

describe("Shared customer: every record call × admin, staff, partners A, B, C × A's and B's records", () => {
  let w: SharedCustomerWorld;

  beforeAll(async () => {
    w = await startSharedCustomerWorld();
  });
  afterAll(() => w.t.close());

  const cookieOf = (actor: Actor) => w[actor].cookie;
  const partnerOf = (owner: Owner) => w[`partner${owner}`];
  const asAdmin = (path: string) => w.t.http.get(path).set('Cookie', w.admin.cookie).expect(200);
  const leadOf = async (leadId: number | null) =>
    ((await asAdmin(`/api/crm/leads?filter=${encodeURIComponent(JSON.stringify({ id: [leadId] }))}`)).body as Array<{ status: string }>)[0];
  /** A fresh task of the owner's partner on the shared customer, so each case starts from a pending task. */
  const ownersTask = async (owner: Owner): Promise<number> =>
    (
      await postTask(w.t, partnerOf(owner).cookie, { title: `Matrix ${owner}`, dueDate: '2030-07-01T09:00:00Z', businessProfileId: w.sharedCustomer }).expect(
        201,
      )
    ).body.id;
  const adminCount = async (path: string): Promise<number> => ((await asAdmin(path)).body as unknown[]).length;
  const notFoundFor = (actor: Actor) => (actor === 'partnerC' ? 'Customer not found' : undefined);

  it.each(CASES)("$actor changes the status of $owner's lead (allowed: $isAllowed)", async ({ actor, owner, isAllowed }) => {
    const leadId = w[owner].leadId;
    const before = (await leadOf(leadId)).status;
    const next = ['quoted', 'applied', 'closed', 'created'].find((status) => status !== before)!;
    const res = await w.t.http.patch(`/api/crm/leads/${leadId}/status`).set('Cookie', cookieOf(actor)).send({ status: next });
    expect(res.status).toBe(isAllowed ? 200 : 404);
    expect((await leadOf(leadId)).status).toBe(isAllowed ? next : before);
  });

  it.each(CASES)("$actor lists $owner's lead (allowed: $isAllowed)", async ({ actor, owner, isAllowed }) => {
    const res = await w.t.http
      .get('/api/crm/leads')
      .query({ filter: JSON.stringify({ id: [w[owner].leadId] }) })
      .set('Cookie', cookieOf(actor))
      .expect(200);
    expect(res.body.map((lead: { id: number }) => lead.id)).toEqual(isAllowed ? [w[owner].leadId] : []);
  });

  it.each(CASES)("$actor reads, lists, changes and completes $owner's task (allowed: $isAllowed)", async ({ actor, owner, isAllowed }) => {
    const id = await ownersTask(owner);
    const cookie = cookieOf(actor);
    const read = await w.t.http.get(`/api/crm/tasks/${id}`).set('Cookie', cookie);
    expect(read.status).toBe(isAllowed ? 200 : 404);
    expect((await listTasks(w.t, cookie, { id: [id] }).expect(200)).body.map((task: { id: number }) => task.id)).toEqual(isAllowed ? [id] : []);
    expect((await w.t.http.patch(`/api/crm/tasks/${id}`).set('Cookie', cookie).send({ priority: 'urgent' })).status).toBe(isAllowed ? 200 : 404);
    // Taking another's task over: only an admin moves a task between assignees (staff 403; a partner who cannot see it, 404).
    const takeOver = await w.t.http.patch(`/api/crm/tasks/${id}`).set('Cookie', cookie).send({ assignedToCrmUserId: w[actor].id });
    expect(takeOver.status).toBe(actor === 'admin' ? 200 : actor === 'staff' ? 403 : actor === `partner${owner}` ? 200 : 404);
    expect((await w.t.http.post(`/api/crm/tasks/${id}/complete`).set('Cookie', cookie).send({ outcome: 'successful' })).status).toBe(isAllowed ? 200 : 404);
    const after = (await asAdmin(`/api/crm/tasks/${id}`)).body;
    expect(after).toMatchObject(
      isAllowed
        ? { priority: 'urgent', status: 'completed', assignedToCrmUserId: actor === 'staff' ? partnerOf(owner).id : w[actor].id }
        : { priority: 'medium', status: 'pending', assignedToCrmUserId: partnerOf(owner).id },
    );
  });

  it.each(CASES)(
    "$actor reads $owner's activities and emails in the customer's detail and the activity list (allowed: $isAllowed)",
    async ({ actor, owner, isAllowed }) => {
      const cookie = cookieOf(actor);
      const detail = await w.t.http.get(`/api/crm/customers/${w.sharedCustomer}`).set('Cookie', cookie);
      if (actor === 'partnerC') {
        expect(detail.status).toBe(404);
        expect(detail.body.message).toBe(notFoundFor(actor));
      } else {
        expect(detail.status).toBe(200);
        const subjects = [
          ...detail.body.activities.map((a: { subject: string }) => a.subject),
          ...detail.body.emails.map((e: { subject: string }) => e.subject),
        ];
        for (const subject of [w[owner].callSubject, w[owner].emailSubject]) expect(subjects.includes(subject)).toBe(isAllowed);
        expect(detail.body.emails.some((e: { recipient: string }) => e.recipient === w[owner].applicantEmail)).toBe(isAllowed);
        expect(detail.body.leads.some((l: { id: number }) => l.id === w[owner].leadId)).toBe(isAllowed);
      }
      const listed = await w.t.http
        .get('/api/crm/activities')
        .query({ filter: JSON.stringify({ businessProfileId: w.sharedCustomer }), range: '[0,199]' })
        .set('Cookie', cookie)
        .expect(200);
      expect(listed.body.some((a: { subject: string }) => a.subject === w[owner].callSubject)).toBe(isAllowed);
    },
  );

  it.each(CASES)("$actor lists $owner's quotes of the shared customer (allowed: $isAllowed)", async ({ actor, owner, isAllowed }) => {
    const res = await w.t.http
      .get('/api/crm/quotes')
      .query({ filter: JSON.stringify({ businessProfileId: w.sharedCustomer }) })
      .set('Cookie', cookieOf(actor))
      .expect(200);
    expect(res.body.some((q: { providerId: number }) => q.providerId === w.providers[owner])).toBe(isAllowed);
  });

  it.each(CASES)("$actor emails $owner's applicant (allowed: $isAllowed)", async ({ actor, owner, isAllowed }) => {
    const emailsBefore = (await asAdmin(`/api/crm/customers/${w.sharedCustomer}`)).body.emails.length;
    const res = await w.t.http
      .post('/api/crm/emails/send')
      .set('Cookie', cookieOf(actor))
      .send({ businessProfileId: w.sharedCustomer, recipient: w[owner].applicantEmail, subject: `Matrix mail by ${actor}`, content: 'Hello' });
    expect(res.status).toBe(isAllowed ? 201 : actor === 'partnerC' ? 404 : 400);
    expect((await asAdmin(`/api/crm/customers/${w.sharedCustomer}`)).body.emails.length).toBe(emailsBefore + (isAllowed ? 1 : 0));
  });

  it.each(ACTORS)('%s logs a call and creates a task on the shared customer (partner C: 404, nothing written)', async (actor) => {
    const isAllowed = actor !== 'partnerC';
    const activitiesBefore = await adminCount(
      `/api/crm/activities?filter=${encodeURIComponent(JSON.stringify({ businessProfileId: w.sharedCustomer }))}&range=[0,499]`,
    );
    const call = await w.t.http
      .post('/api/crm/activities')
      .set('Cookie', cookieOf(actor))
      .send({ businessProfileId: w.sharedCustomer, type: 'call', notes: `Matrix call by ${actor}` });
    expect(call.status).toBe(isAllowed ? 201 : 404);
    const task = await postTask(w.t, cookieOf(actor), {
      title: `Matrix task by ${actor}`,
      dueDate: '2030-08-01T09:00:00Z',
      businessProfileId: w.sharedCustomer,
    });
    expect(task.status).toBe(isAllowed ? 201 : 404);
    expect(await adminCount(`/api/crm/activities?filter=${encodeURIComponent(JSON.stringify({ businessProfileId: w.sharedCustomer }))}&range=[0,499]`)).toBe(
      activitiesBefore + (isAllowed ? 1 : 0),
    );
  });

  it.each(ACTORS)('%s deletes the shared customer: partners are refused (403) and it stays', async (actor) => {
    if (actor === 'admin' || actor === 'staff') return; // allowed, and it would end the fixture: customer-delete.e2e-spec.ts covers it.
    expect((await w.t.http.delete(`/api/crm/customers/${w.sharedCustomer}`).set('Cookie', cookieOf(actor))).status).toBe(403);
    expect(
      (
        await w.t.http
          .post('/api/crm/customers/bulk-delete')
          .set('Cookie', cookieOf(actor))
          .send({ ids: [w.sharedCustomer] })
      ).status,
    ).toBe(403);
    await asAdmin(`/api/crm/customers/${w.sharedCustomer}`);
  });

  it.each(ACTORS)('%s finds the shared customer and its sibling in the list and the export as the partner scope says', async (actor) => {
    const list = await w.t.http.get('/api/crm/customers').query({ range: '[0,99]' }).set('Cookie', cookieOf(actor)).expect(200);
    const ids = list.body.businessProfiles.map((row: { id: string }) => row.id);
    expect(ids.includes(w.sharedCustomer)).toBe(actor !== 'partnerC');
    expect(ids.includes(w.siblingCustomer)).toBe(actor !== 'partnerC' && actor !== 'partnerB');
    const csv = (await w.t.http.get('/api/crm/customers/export.csv').set('Cookie', cookieOf(actor)).expect(200)).text;
    expect(csv.includes(w.sharedCustomer)).toBe(actor !== 'partnerC');
    expect(csv.includes(w.siblingCustomer)).toBe(actor !== 'partnerC' && actor !== 'partnerB');
    if (actor.startsWith('partner'))
      expect(list.body.leads.every((lead: { selectedProviderId: number }) => lead.selectedProviderId === w.providers[actor.slice(-1) as 'A' | 'B' | 'C'])).toBe(
        true,
      );
  });
});
