import { CrmWorld, listTasks, postTask, startCrmWorld } from '../support/crm';

/**
 * Role x endpoint x customer: admins and staff act on every customer's tasks and activities; a
 * partner only on its own provider's customers', and any other answers 404 as if it did not exist.
 */
type Role = 'admin' | 'staff' | 'partner';
type Whose = 'own' | 'other';

const CASES: Array<{ role: Role; whose: Whose; isAllowed: boolean }> = [
  { role: 'admin', whose: 'own', isAllowed: true },
  { role: 'admin', whose: 'other', isAllowed: true },
  { role: 'staff', whose: 'own', isAllowed: true },
  { role: 'staff', whose: 'other', isAllowed: true },
  { role: 'partner', whose: 'own', isAllowed: true },
  { role: 'partner', whose: 'other', isAllowed: false },
];

describe('Tasks and activities: role x endpoint x own/other customer (admin, staff, partner)', () => {
  let w: CrmWorld;

  beforeAll(async () => {
    w = await startCrmWorld();
  });
  afterAll(() => w.t.close());

  const customer = (whose: Whose) => (whose === 'own' ? w.ownCustomer : w.otherCustomer);
  /**
   * A task on the customer, created by the admin and assigned to the staff member, or (on the
   * partner's own customer, for the partner) to the partner: a partner's tasks are those created
   * by or assigned to its provider's users.
   */
  const adminTask = async (whose: Whose, assignee: number = w.staff.id) =>
    (
      await postTask(w.t, w.admin.cookie, {
        title: `Matrix ${whose}`,
        dueDate: '2030-05-01T09:00:00Z',
        businessProfileId: customer(whose),
        assignedToCrmUserId: assignee,
      }).expect(201)
    ).body.id as number;

  it.each(CASES)("$role on the $whose customer's task: read, list, change, complete", async ({ role, whose, isAllowed }) => {
    const cookie = w[role].cookie;
    const id = await adminTask(whose, role === 'partner' && whose === 'own' ? w.partner.id : w.staff.id);
    const ok = (status: number) => (isAllowed ? status : 404);
    const read = await w.t.http.get(`/api/crm/tasks/${id}`).set('Cookie', cookie);
    expect(read.status).toBe(ok(200));
    if (!isAllowed) expect(read.body.message).toBe('Task not found');
    const listed = await listTasks(w.t, cookie, { id: [id] }).expect(200);
    expect(listed.body.map((task: { id: number }) => task.id)).toEqual(isAllowed ? [id] : []);
    expect((await w.t.http.patch(`/api/crm/tasks/${id}`).set('Cookie', cookie).send({ priority: 'high' })).status).toBe(ok(200));
    expect((await w.t.http.post(`/api/crm/tasks/${id}/complete`).set('Cookie', cookie).send({ outcome: 'successful' })).status).toBe(ok(200));
    const after = await w.t.http.get(`/api/crm/tasks/${id}`).set('Cookie', w.admin.cookie).expect(200);
    expect(after.body).toMatchObject(isAllowed ? { priority: 'high', status: 'completed' } : { priority: 'medium', status: 'pending' });
  });

  it.each(CASES)('$role creates a task on the $whose customer', async ({ role, whose, isAllowed }) => {
    const res = await postTask(w.t, w[role].cookie, { title: `Created by ${role}`, dueDate: '2030-05-02T09:00:00Z', businessProfileId: customer(whose) });
    expect(res.status).toBe(isAllowed ? 201 : 404);
    if (isAllowed) expect(res.body).toMatchObject({ businessProfileId: customer(whose), assignedToCrmUserId: w[role].id, createdByCrmUserId: w[role].id });
    else expect(res.body.message).toBe('Customer not found');
  });

  it.each(CASES)('$role logs a call on, and lists the activities of, the $whose customer', async ({ role, whose, isAllowed }) => {
    const cookie = w[role].cookie;
    const res = await w.t.http
      .post('/api/crm/activities')
      .set('Cookie', cookie)
      .send({ businessProfileId: customer(whose), type: 'call', notes: `Call by ${role}` });
    expect(res.status).toBe(isAllowed ? 201 : 404);
    if (!isAllowed) expect(res.body.message).toBe('Customer not found');
    const listed = await w.t.http
      .get('/api/crm/activities')
      .query({ filter: JSON.stringify({ businessProfileId: customer(whose) }) })
      .set('Cookie', cookie)
      .expect(200);
    if (isAllowed) expect(listed.body.map((activity: { description: string }) => activity.description)).toContain(`Call by ${role}`);
    else expect(listed.body).toEqual([]);
  });

  it("a partner does not see, on its own customer, a task that is neither by nor for its provider's users", async () => {
    const id = await adminTask('own');
    expect((await w.t.http.get(`/api/crm/tasks/${id}`).set('Cookie', w.partner.cookie)).status).toBe(404);
    expect((await w.t.http.post(`/api/crm/tasks/${id}/complete`).set('Cookie', w.partner.cookie).send({ outcome: 'successful' })).status).toBe(404);
    expect((await w.t.http.get(`/api/crm/tasks/${id}`).set('Cookie', w.admin.cookie).expect(200)).body.status).toBe('pending');
  });

  it("lists for a partner only its own customers' activities and tasks (besides those assigned to it)", async () => {
    await adminTask('other');
    await w.t.http
      .post('/api/crm/activities')
      .set('Cookie', w.admin.cookie)
      .send({ businessProfileId: w.otherCustomer, type: 'note', notes: 'Hidden' })
      .expect(201);
    const activities = await w.t.http.get('/api/crm/activities').query({ range: '[0,499]' }).set('Cookie', w.partner.cookie).expect(200);
    expect(activities.body.length).toBeGreaterThan(0);
    expect(activities.body.every((activity: { businessProfileId: string }) => activity.businessProfileId === w.ownCustomer)).toBe(true);
    const tasks = await listTasks(w.t, w.partner.cookie).expect(200);
    expect(tasks.body.length).toBeGreaterThan(0);
    expect(
      tasks.body.every(
        (task: { businessProfileId: string | null; assignedToCrmUserId: number }) =>
          task.businessProfileId === w.ownCustomer || task.assignedToCrmUserId === w.partner.id,
      ),
    ).toBe(true);
    const all = await listTasks(w.t, w.staff.cookie).expect(200);
    expect(all.body.some((task: { businessProfileId: string | null }) => task.businessProfileId === w.otherCustomer)).toBe(true);
  });
});
