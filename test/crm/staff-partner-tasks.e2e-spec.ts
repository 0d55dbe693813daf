import { CrmWorld, listTasks, postTask, startCrmWorld } from '../support/crm';

const DUE = '2030-06-01T09:00:00.000Z';
const ONLY_ADMINS = 'Only admins can assign tasks to other users: assign it to yourself or leave the assignee out.';

describe.each(['staff', 'partner'] as const)('Tasks as %s: assigning and seeing', (role) => {
  let w: CrmWorld;

  beforeAll(async () => {
    w = await startCrmWorld();
  });
  afterAll(() => w.t.close());

  const me = () => w[role];
  const someoneElse = () => (role === 'staff' ? w.partner : w.staff);
  const patch = (id: number, body: Record<string, unknown>) => w.t.http.patch(`/api/crm/tasks/${id}`).set('Cookie', me().cookie).send(body);

  it('assigns a new task to itself when no assignee is given, or when it names itself', async () => {
    const omitted = await postTask(w.t, me().cookie, { title: 'Mine', dueDate: DUE }).expect(201);
    expect(omitted.body).toMatchObject({
      assignedToCrmUserId: me().id,
      createdByCrmUserId: me().id,
      assignedTo: expect.stringMatching(new RegExp(`^${role} user`)),
    });
    const named = await postTask(w.t, me().cookie, { title: 'Mine too', dueDate: DUE, assignedToCrmUserId: me().id, createdByCrmUserId: w.admin.id }).expect(
      201,
    );
    expect(named.body).toMatchObject({ assignedToCrmUserId: me().id, createdByCrmUserId: me().id });
  });

  it('may not assign a task to anyone else (403), on create or change', async () => {
    for (const other of [someoneElse().id, w.admin.id, 999999]) {
      const res = await postTask(w.t, me().cookie, { title: 'Theirs', dueDate: DUE, assignedToCrmUserId: other }).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: ONLY_ADMINS, error: 'Forbidden' });
    }
    const { id } = (await postTask(w.t, me().cookie, { title: 'Keep mine', dueDate: DUE }).expect(201)).body;
    expect((await patch(id, { assignedToCrmUserId: w.admin.id }).expect(403)).body.message).toBe(ONLY_ADMINS);
    expect((await patch(id, { title: 'Still mine', assignedToCrmUserId: me().id }).expect(200)).body).toMatchObject({
      title: 'Still mine',
      assignedToCrmUserId: me().id,
    });
  });

  it('sees and changes a task an admin assigned to it, without reassigning it', async () => {
    const { id } = (await postTask(w.t, w.admin.cookie, { title: 'Given to me', dueDate: DUE, assignedToCrmUserId: me().id }).expect(201)).body;
    expect((await listTasks(w.t, me().cookie, { assignedToCrmUserId: me().id }).expect(200)).body.map((task: { id: number }) => task.id)).toContain(id);
    expect((await patch(id, { title: 'Given to me, renamed' }).expect(200)).body).toMatchObject({
      assignedToCrmUserId: me().id,
      createdByCrmUserId: w.admin.id,
    });
    await w.t.http.post(`/api/crm/tasks/${id}/complete`).set('Cookie', me().cookie).send({ outcome: 'rescheduled' }).expect(200);
  });

  if (role === 'staff') {
    it("sees and changes everyone's tasks, personal ones included, but may not take one over (only an admin moves a task)", async () => {
      const { id } = (await postTask(w.t, w.admin.cookie, { title: "Admin's own", dueDate: DUE }).expect(201)).body;
      await w.t.http.get(`/api/crm/tasks/${id}`).set('Cookie', me().cookie).expect(200);
      expect((await patch(id, { priority: 'urgent' }).expect(200)).body).toMatchObject({ priority: 'urgent', assignedToCrmUserId: w.admin.id });
      expect((await patch(id, { assignedToCrmUserId: me().id }).expect(403)).body.message).toBe('Only admins can move a task from one assignee to another.');
      expect((await w.t.http.get(`/api/crm/tasks/${id}`).set('Cookie', w.admin.cookie).expect(200)).body.assignedToCrmUserId).toBe(w.admin.id);
    });
  } else {
    it("does not see others' personal tasks, nor tasks of other providers' customers (404)", async () => {
      const personal = (await postTask(w.t, w.staff.cookie, { title: "Staff's own", dueDate: DUE }).expect(201)).body.id;
      const foreign = (await postTask(w.t, w.staff.cookie, { title: 'Other customer', dueDate: DUE, businessProfileId: w.otherCustomer }).expect(201)).body.id;
      for (const id of [personal, foreign]) {
        expect((await w.t.http.get(`/api/crm/tasks/${id}`).set('Cookie', me().cookie).expect(404)).body.message).toBe('Task not found');
        await patch(id, { assignedToCrmUserId: me().id }).expect(404);
      }
      const listed = (await listTasks(w.t, me().cookie, { id: [personal, foreign] }).expect(200)).body;
      expect(listed).toEqual([]);
    });

    it("sees on its own customer only its provider's tasks (not a staff member's), and cannot move its task to another customer", async () => {
      const staffTask = (await postTask(w.t, w.staff.cookie, { title: 'Staff on own customer', dueDate: DUE, businessProfileId: w.ownCustomer }).expect(201))
        .body.id;
      expect((await w.t.http.get(`/api/crm/tasks/${staffTask}`).set('Cookie', me().cookie).expect(404)).body.message).toBe('Task not found');
      const { id } = (
        await postTask(w.t, w.admin.cookie, { title: 'On own customer', dueDate: DUE, businessProfileId: w.ownCustomer, assignedToCrmUserId: me().id }).expect(
          201,
        )
      ).body;
      const res = await w.t.http.get(`/api/crm/tasks/${id}`).set('Cookie', me().cookie).expect(200);
      expect(res.body).toMatchObject({ assignedToCrmUserId: me().id, businessProfile: { businessName: 'Partner Own Bakery' } });
      expect((await patch(id, { businessProfileId: w.otherCustomer }).expect(404)).body.message).toBe('Customer not found');
      expect((await patch(id, { businessProfileId: null }).expect(200)).body).toMatchObject({ businessProfileId: null, assignedToCrmUserId: me().id });
    });

    it('searches business names only among its own customers', async () => {
      await postTask(w.t, w.admin.cookie, { title: 'Assigned, other customer', dueDate: DUE, businessProfileId: w.otherCustomer }).expect(201);
      expect((await listTasks(w.t, me().cookie, { q: 'Garage' }).expect(200)).body).toEqual([]);
      expect((await listTasks(w.t, w.admin.cookie, { q: 'Garage' }).expect(200)).body.length).toBeGreaterThan(0);
    });
  }
});
