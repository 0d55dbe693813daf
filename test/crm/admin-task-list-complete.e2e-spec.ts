import { Activity } from '../../src/activities/entities/activity.entity';
import { createCustomer, CrmWorld, fixClock, listTasks, postTask, startCrmWorld } from '../support/crm';

const DUE = '2030-03-10T10:00:00.000Z';
const OUTCOMES = ['successful', 'unsuccessful', 'no_answer', 'rescheduled', 'completed'];

describe('Tasks as an admin: complete, list, filter, sort', () => {
  let w: CrmWorld;

  beforeAll(async () => {
    w = await startCrmWorld();
  });
  afterAll(() => w.t.close());

  const complete = (id: number, body: Record<string, unknown>) => w.t.http.post(`/api/crm/tasks/${id}/complete`).set('Cookie', w.admin.cookie).send(body);
  const activitiesOf = (businessProfileId: string) => w.t.dataSource.getRepository(Activity).find({ where: { businessProfileId }, order: { id: 'ASC' } });

  describe('completing', () => {
    it.each(OUTCOMES)('completes with the outcome %s, notes and the completion time', async (outcome) => {
      const { id } = (await postTask(w.t, w.admin.cookie, { title: `Outcome ${outcome}`, dueDate: DUE }).expect(201)).body;
      const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 30_000).toISOString();
      const clock = fixClock(w.t, at);
      try {
        const res = await complete(id, { outcome, notes: '  Spoke to the owner  ' }).expect(200);
        expect(res.body).toMatchObject({ id, status: 'completed', outcome, notes: 'Spoke to the owner', completedAt: at, isOverdue: false });
      } finally {
        clock.mockRestore();
      }
    });

    it("writes 'Task completed: <title>' to the customer's activity, by the user, and moves its last activity", async () => {
      const before = (await activitiesOf(w.otherCustomer)).length;
      const { id } = (await postTask(w.t, w.admin.cookie, { title: 'Confirm the terminal', dueDate: DUE, businessProfileId: w.otherCustomer }).expect(201))
        .body;
      await complete(id, { outcome: 'no_answer', notes: 'Voicemail' }).expect(200);
      const written = (await activitiesOf(w.otherCustomer)).slice(before);
      expect(written).toEqual([
        expect.objectContaining({
          type: 'note',
          subject: 'Task completed: Confirm the terminal',
          outcome: 'no_answer',
          description: 'Voicemail',
          crmUserId: w.admin.id,
        }),
      ]);
      const listed = await w.t.http
        .get('/api/crm/activities')
        .query({ filter: JSON.stringify({ businessProfileId: w.otherCustomer }) })
        .set('Cookie', w.admin.cookie)
        .expect(200);
      expect(listed.body[0]).toMatchObject({ subject: 'Task completed: Confirm the terminal', notes: 'Voicemail', crmUserName: 'Administrator' });
    });

    it('writes no activity for a personal task, and keeps a long title within the subject column', async () => {
      const count = await w.t.dataSource.getRepository(Activity).count();
      const personal = (await postTask(w.t, w.admin.cookie, { title: 'Personal', dueDate: DUE }).expect(201)).body;
      await complete(personal.id, { outcome: 'completed' }).expect(200);
      expect(await w.t.dataSource.getRepository(Activity).count()).toBe(count);
      const long = (await postTask(w.t, w.admin.cookie, { title: 'L'.repeat(200), dueDate: DUE, businessProfileId: w.ownCustomer }).expect(201)).body;
      await complete(long.id, { outcome: 'completed' }).expect(200);
      const subject = (await activitiesOf(w.ownCustomer)).pop()?.subject ?? '';
      expect(subject).toHaveLength(200);
      expect(subject).toMatch(/^Task completed: L+…$/);
    });

    it('needs an outcome of the list; notes are optional', async () => {
      const { id } = (await postTask(w.t, w.admin.cookie, { title: 'Needs outcome', dueDate: DUE }).expect(201)).body;
      const message = ['outcome is required: one of successful, unsuccessful, no_answer, rescheduled, completed'];
      expect((await complete(id, {}).expect(400)).body.message).toEqual(message);
      expect((await complete(id, { outcome: 'great', notes: 'x' }).expect(400)).body.message).toEqual(message);
      expect((await complete(id, { outcome: 'successful', notes: 7 }).expect(400)).body.message).toEqual(['notes must be a text of at most 5000 characters']);
      expect((await complete(id, { outcome: 'successful' }).expect(200)).body).toMatchObject({ status: 'completed', notes: null });
    });

    it('answers 409 to a second completion, also when two arrive at once, and writes one activity', async () => {
      const { id } = (await postTask(w.t, w.admin.cookie, { title: 'Once', dueDate: DUE, businessProfileId: w.ownCustomer }).expect(201)).body;
      const before = (await activitiesOf(w.ownCustomer)).length;
      const statuses = (await Promise.all([complete(id, { outcome: 'successful' }), complete(id, { outcome: 'unsuccessful' })]))
        .map((res) => res.status)
        .sort();
      expect(statuses).toEqual([200, 409]);
      const again = await complete(id, { outcome: 'successful' }).expect(409);
      expect(again.body.message).toBe('This task is already completed.');
      expect((await activitiesOf(w.ownCustomer)).length).toBe(before + 1);
      expect(
        (await w.t.http.post('/api/crm/tasks/999999/complete').set('Cookie', w.admin.cookie).send({ outcome: 'successful' }).expect(404)).body.message,
      ).toBe('Task not found');
    });
  });

  describe('listing', () => {
    const ids: Record<string, number> = {};
    const past = '2020-01-01T09:00:00.000Z';

    beforeAll(async () => {
      const make = async (key: string, body: Record<string, unknown>) => {
        ids[key] = (await postTask(w.t, w.admin.cookie, { dueDate: DUE, ...body, title: `Listed ${key} ${body.title ?? ''}`.trim() }).expect(201)).body.id;
      };
      await make('low', { priority: 'low', type: 'callback', description: 'ring the zebra keeper', dueDate: '2030-03-12T10:00:00Z' });
      await make('urgent', { priority: 'urgent', type: 'meeting', businessProfileId: w.ownCustomer, dueDate: '2030-03-11T10:00:00Z' });
      const lettings = await createCustomer(w.t, 'Quokka Lettings');
      await make('high', { priority: 'high', assignedToCrmUserId: w.staff.id, businessProfileId: lettings });
      await make('overdue', { priority: 'medium', dueDate: past });
      await make('done', { priority: 'medium', dueDate: past, title: '100%_done' });
      await complete(ids.done, { outcome: 'completed' }).expect(200);
    });

    const listed = async (filter: Record<string, unknown>, extra: Record<string, string> = {}) => {
      const res = await listTasks(w.t, w.admin.cookie, { q: 'Listed', ...filter }, extra).expect(200);
      return res.body.map((task: { id: number }) => Object.keys(ids).find((key) => ids[key] === task.id));
    };

    it('answers the page with a Content-Range, sorted by due date by default', async () => {
      const res = await listTasks(w.t, w.admin.cookie, { q: 'Listed' }).expect(200);
      expect(res.headers['content-range']).toBe('tasks 0-4/5');
      expect(await listed({})).toEqual(['overdue', 'done', 'high', 'urgent', 'low']);
    });

    it('derives isOverdue from the due date for pending tasks only', async () => {
      const res = await listTasks(w.t, w.admin.cookie, { id: [ids.overdue, ids.done, ids.low] }).expect(200);
      expect(Object.fromEntries(res.body.map((task: { id: number; isOverdue: boolean }) => [task.id, task.isOverdue]))).toEqual({
        [ids.overdue]: true,
        [ids.done]: false,
        [ids.low]: false,
      });
    });

    it.each([
      [{ status: 'pending' }, ['overdue', 'high', 'urgent', 'low']],
      [{ status: 'completed' }, ['done']],
      [{ status: 'overdue' }, ['overdue']],
      [{ status: ['completed', 'overdue'] }, ['overdue', 'done']],
      [{ priority: 'urgent' }, ['urgent']],
      [{ priority: ['low', 'high'] }, ['high', 'low']],
      [{ type: 'callback' }, ['low']],
      [{ assignedToCrmUserId: 'STAFF' }, ['high']],
      [{ businessProfileId: 'OWN' }, ['urgent']],
      [{ q: 'zebra' }, ['low']],
      [{ q: 'quokka' }, ['high']],
      [{ q: '100%_' }, ['done']],
      [{ q: 'Listed', id: [] }, []],
    ])('filters %j', async (filter, expected) => {
      const resolved = JSON.parse(JSON.stringify(filter).replace('"STAFF"', String(w.staff.id)).replace('OWN', w.ownCustomer));
      expect(await listed(resolved)).toEqual(expected);
    });

    it('sorts by priority rank (low, medium, high, urgent), title and due date, both ways', async () => {
      const pending = { status: 'pending' };
      expect(await listed(pending, { sort: '["priority","ASC"]' })).toEqual(['low', 'overdue', 'high', 'urgent']);
      expect(await listed(pending, { sort: '["priority","DESC"]' })).toEqual(['urgent', 'high', 'overdue', 'low']);
      expect(await listed(pending, { sort: '["title","ASC"]' })).toEqual(['high', 'low', 'overdue', 'urgent']);
      expect(await listed(pending, { sort: '["dueDate","DESC"]' })).toEqual(['low', 'urgent', 'high', 'overdue']);
      expect(await listed({}, { sort: '["status","ASC"]', range: '[0,0]' })).toEqual(['done']);
    });

    it.each([
      [{ status: 'late' }, 'filter "status" must be one of: pending, completed, overdue'],
      [{ priority: 'asap' }, 'filter "priority" must be one of: low, medium, high, urgent'],
      [{ type: 'errand' }, 'filter "type" must be one of: follow_up, callback, meeting, general'],
      [
        { dateFilter: 'someday' },
        'filter "dateFilter" must be one of: today, tomorrow, this_week, next_week, this_month, next_month, overdue, all, yesterday, last_week, last_month, custom, week, month, thismonth, ytd',
      ],
      [{ dateFilter: ['today'] }, 'filter "dateFilter" must be one value, not a list'],
      [{ dateFilter: 'custom' }, 'filter "dateFilter": custom needs startDate or endDate'],
      [{ dateFilter: 'custom', startDate: '2030-13-01' }, 'filter "dateFilter": 2030-13-01 is not a real date'],
      [{ dateFilter: 'custom', startDate: '1/3/2030' }, 'filter "dateFilter": 1/3/2030 is not a date like 2026-11-25'],
      [{ dateFilter: 'custom', startDate: '2030-03-02', endDate: '2030-03-01' }, 'filter "dateFilter": startDate must not be after endDate'],
      [{ dateFilter: 'custom', startDate: 20300301 }, 'filter "startDate" must be a date like 2026-11-25'],
      [{ startDate: '2030-03-01' }, 'filter "startDate" goes with dateFilter "custom"'],
      [{ dateFilter: 'today', endDate: '2030-03-01' }, 'filter "endDate" goes with dateFilter "custom"'],
      [{ assignedToCrmUserId: 'me' }, 'filter "assignedToCrmUserId" must be a whole number or a list of them'],
      [{ id: ['a'] }, 'filter "id" must be a whole number or a list of them'],
      [{ assignee: 1 }, 'filter "assignee" is not supported'],
    ])('refuses %j with a clear message', async (filter, message) => {
      const res = await listTasks(w.t, w.admin.cookie, filter).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses a sort field it does not offer', async () => {
      const res = await listTasks(w.t, w.admin.cookie, {}, { sort: '["assignedTo","ASC"]' }).expect(400);
      expect(res.body.message).toBe('sort field must be one of: id, title, dueDate, priority, status, createdAt, updatedAt, completedAt');
    });
  });
});
