import { createUser } from '../support/app';
import { CrmWorld, fixClock, postTask, startCrmWorld } from '../support/crm';

const ONLY_CREATOR = 'Only the user who created a task, or an admin, can delete it.';

describe('Tasks: the dateFilter query parameter, and deleting a task', () => {
  let w: CrmWorld;

  beforeAll(async () => {
    w = await startCrmWorld();
  });
  afterAll(() => w.t.close());

  const ids = (res: { body: { id: number }[] }) => res.body.map((task) => task.id).sort((a, b) => a - b);

  describe('GET /api/crm/tasks?dateFilter=…', () => {
    let today: number;
    let tomorrow: number;
    let lastWeek: number;
    let clock: jest.SpyInstance<Date, []>;

    beforeAll(async () => {
      // Wednesday 14 January 2026, 12:00 in the UK (GMT).
      clock = fixClock(w.t, '2026-01-14T12:00:00.000Z');
      today = (await postTask(w.t, w.staff.cookie, { title: 'Due today', dueDate: '2026-01-14T16:00:00Z' }).expect(201)).body.id;
      tomorrow = (await postTask(w.t, w.staff.cookie, { title: 'Due tomorrow', dueDate: '2026-01-15T09:00:00Z' }).expect(201)).body.id;
      lastWeek = (await postTask(w.t, w.staff.cookie, { title: 'Due five days ago', dueDate: '2026-01-09T09:00:00Z' }).expect(201)).body.id;
    });
    afterAll(() => clock.mockRestore());

    const list = (query: Record<string, string>) =>
      w.t.http
        .get('/api/crm/tasks')
        .query({ range: '[0,499]', ...query })
        .set('Cookie', w.staff.cookie);

    it('dateFilter=today lists the tasks due today (UK day), as the filter object does', async () => {
      const asParameter = await list({ dateFilter: 'today' }).expect(200);
      expect(ids(asParameter)).toEqual([today]);
      const inFilter = await list({ filter: JSON.stringify({ dateFilter: 'today' }) }).expect(200);
      expect(ids(inFilter)).toEqual(ids(asParameter));
    });

    it("takes the customer list's presets too (week: the last 7 days, today included) and the dashboard's period", async () => {
      expect(ids(await list({ dateFilter: 'week' }).expect(200))).toEqual([today, lastWeek].sort((a, b) => a - b));
      expect(ids(await list({ dateFilter: 'this_week' }).expect(200))).toEqual([today, tomorrow].sort((a, b) => a - b));
      expect(ids(await list({ dateFilter: 'custom', startDate: '2026-01-15', endDate: '2026-01-15' }).expect(200))).toEqual([tomorrow]);
    });

    it('refuses an unknown preset, and two different presets at once, naming them', async () => {
      const unknown = await list({ dateFilter: 'someday' }).expect(400);
      expect(JSON.stringify(unknown.body.message)).toContain('dateFilter must be one of');
      const twice = await list({ dateFilter: 'today', filter: JSON.stringify({ dateFilter: 'tomorrow' }) }).expect(400);
      expect(JSON.stringify(twice.body.message)).toContain('dateFilter is given twice');
    });
  });

  describe('DELETE /api/crm/tasks/:id', () => {
    it('its creator deletes it: answered as it was, then gone, and the customer timeline says so', async () => {
      const task = (
        await postTask(w.t, w.staff.cookie, { title: 'Send the contract', dueDate: '2030-01-01T09:00:00Z', businessProfileId: w.otherCustomer }).expect(201)
      ).body;
      expect(task.canDelete).toBe(true);
      const res = await w.t.http.delete(`/api/crm/tasks/${task.id}`).set('Cookie', w.staff.cookie).expect(200);
      expect(res.body).toMatchObject({ id: task.id, title: 'Send the contract' });
      await w.t.http.get(`/api/crm/tasks/${task.id}`).set('Cookie', w.staff.cookie).expect(404);
      const detail = await w.t.http.get(`/api/crm/customers/${w.otherCustomer}`).set('Cookie', w.admin.cookie).expect(200);
      expect(detail.body.tasks.map((t: { id: number }) => t.id)).not.toContain(task.id);
      expect(detail.body.activities[0]).toMatchObject({ type: 'note', subject: 'Task deleted: Send the contract', crmUserId: w.staff.id });
    });

    it("an admin deletes anyone's task", async () => {
      const task = (await postTask(w.t, w.staff.cookie, { title: 'Staff task', dueDate: '2030-01-01T09:00:00Z' }).expect(201)).body;
      await w.t.http.delete(`/api/crm/tasks/${task.id}`).set('Cookie', w.admin.cookie).expect(200);
      await w.t.http.get(`/api/crm/tasks/${task.id}`).set('Cookie', w.admin.cookie).expect(404);
    });

    it('anyone else is refused with 403 and the task stays; a partner gets 404 for a task it cannot see', async () => {
      const adminTask = (
        await postTask(w.t, w.admin.cookie, { title: 'Admin task', dueDate: '2030-01-01T09:00:00Z', businessProfileId: w.ownCustomer }).expect(201)
      ).body;
      const seenByStaff = await w.t.http.get(`/api/crm/tasks/${adminTask.id}`).set('Cookie', w.staff.cookie).expect(200);
      expect(seenByStaff.body.canDelete).toBe(false);
      const refused = await w.t.http.delete(`/api/crm/tasks/${adminTask.id}`).set('Cookie', w.staff.cookie).expect(403);
      expect(refused.body.message).toBe(ONLY_CREATOR);

      // Assigned to the partner by an admin: the partner sees it and may change it, but did not create it.
      const assigned = (
        await postTask(w.t, w.admin.cookie, {
          title: 'For the partner',
          dueDate: '2030-01-01T09:00:00Z',
          businessProfileId: w.ownCustomer,
          assignedToCrmUserId: w.partner.id,
        }).expect(201)
      ).body;
      await w.t.http.delete(`/api/crm/tasks/${assigned.id}`).set('Cookie', w.partner.cookie).expect(403);
      await w.t.http.get(`/api/crm/tasks/${assigned.id}`).set('Cookie', w.partner.cookie).expect(200);

      const staffTask = (
        await postTask(w.t, w.staff.cookie, { title: 'Not for partners', dueDate: '2030-01-01T09:00:00Z', businessProfileId: w.otherCustomer }).expect(201)
      ).body;
      await w.t.http.delete(`/api/crm/tasks/${staffTask.id}`).set('Cookie', w.partner.cookie).expect(404);
      await w.t.http.get(`/api/crm/tasks/${staffTask.id}`).set('Cookie', w.staff.cookie).expect(200);
    });

    it('a partner deletes a task it created on its own customer', async () => {
      const own = (
        await postTask(w.t, w.partner.cookie, { title: 'Partner task', dueDate: '2030-01-01T09:00:00Z', businessProfileId: w.ownCustomer }).expect(201)
      ).body;
      await w.t.http.delete(`/api/crm/tasks/${own.id}`).set('Cookie', w.partner.cookie).expect(200);
      await w.t.http.get(`/api/crm/tasks/${own.id}`).set('Cookie', w.partner.cookie).expect(404);
    });

    it('another staff member cannot delete a colleague’s task', async () => {
      const colleague = await createUser(w.t, w.admin.cookie, 'staff');
      const task = (await postTask(w.t, w.staff.cookie, { title: 'Mine', dueDate: '2030-01-01T09:00:00Z' }).expect(201)).body;
      await w.t.http
        .delete(`/api/crm/tasks/${task.id}`)
        .set('Cookie', await colleague.cookie())
        .expect(403);
    });
  });
});
