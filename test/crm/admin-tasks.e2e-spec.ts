import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { Task } from '../../src/tasks/entities/task.entity';
import { createUser } from '../support/app';
import { CrmWorld, fixClock, postTask, startCrmWorld } from '../support/crm';

const MISSING = 'Missing information: Please fill in task title and due date.';
const DUE = '2030-01-15T10:00:00.000Z';

describe('Tasks as an admin: create, read, change, assign', () => {
  let w: CrmWorld;

  beforeAll(async () => {
    w = await startCrmWorld();
  });
  afterAll(() => w.t.close());

  const patch = (id: number, body: Record<string, unknown>) => w.t.http.patch(`/api/crm/tasks/${id}`).set('Cookie', w.admin.cookie).send(body);
  const taskRow = (id: number) => w.t.dataSource.getRepository(Task).findOneByOrFail({ id });

  it('creates a task with the documented defaults, created by and assigned to the signed-in admin', async () => {
    const res = await postTask(w.t, w.admin.cookie, { title: '  Call the bank  ', dueDate: DUE }).expect(201);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'type',
        'priority',
        'status',
        'dueDate',
        'outcome',
        'notes',
        'reminderMinutes',
        'businessProfileId',
        'assignedToCrmUserId',
        'createdByCrmUserId',
        'completedAt',
        'createdAt',
        'updatedAt',
        'isOverdue',
        'canChange',
        'canDelete',
        'assignedTo',
        'businessProfile',
      ].sort(),
    );
    expect(res.body).toMatchObject({
      title: 'Call the bank',
      description: null,
      type: 'general',
      priority: 'medium',
      status: 'pending',
      dueDate: DUE,
      outcome: null,
      notes: null,
      reminderMinutes: 15,
      businessProfileId: null,
      assignedToCrmUserId: w.admin.id,
      createdByCrmUserId: w.admin.id,
      completedAt: null,
      isOverdue: false,
      canChange: true,
      assignedTo: 'Administrator',
      businessProfile: null,
    });
    const again = await w.t.http.get(`/api/crm/tasks/${res.body.id}`).set('Cookie', w.admin.cookie).expect(200);
    expect(again.body).toEqual(res.body);
  });

  it.each([
    ['nothing', {}],
    ['no due date', { title: 'Call' }],
    ['no title', { dueDate: DUE }],
    ['a blank title', { title: '   ', dueDate: DUE }],
    ['a blank due date', { title: 'Call', dueDate: ' ' }],
    ['a null title', { title: null, dueDate: DUE }],
    ['a null due date', { title: 'Call', dueDate: null }],
  ])('answers exactly the fixed message for %s', async (_case, body) => {
    const res = await postTask(w.t, w.admin.cookie, body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: MISSING, error: 'Bad Request' });
  });

  it.each([
    ['type: errand', { type: 'errand' }, 'type must be one of: follow_up, callback, meeting, general'],
    ['priority: critical', { priority: 'critical' }, 'priority must be one of: low, medium, high, urgent'],
    ['reminderMinutes: -1', { reminderMinutes: -1 }, 'reminderMinutes must be a whole number of minutes from 0 to 10080'],
    ['reminderMinutes: 10081', { reminderMinutes: 10081 }, 'reminderMinutes must be a whole number of minutes from 0 to 10080'],
    ['reminderMinutes: 2.5', { reminderMinutes: 2.5 }, 'reminderMinutes must be a whole number of minutes from 0 to 10080'],
    ['dueDate: tomorrow', { dueDate: 'tomorrow' }, 'dueDate must be a date and time like 2026-11-25T14:30:00Z (without a zone, UK time is meant)'],
    [
      'dueDate: 2030-02-30T10:00:00Z',
      { dueDate: '2030-02-30T10:00:00Z' },
      'dueDate must be a date and time like 2026-11-25T14:30:00Z (without a zone, UK time is meant)',
    ],
    ['dueDate: 2030-01-15', { dueDate: '2030-01-15' }, 'dueDate must be a date and time like 2026-11-25T14:30:00Z (without a zone, UK time is meant)'],
    ['dueDate: 20300115', { dueDate: 20300115 }, 'dueDate must be a date and time like 2026-11-25T14:30:00Z (without a zone, UK time is meant)'],
    ['title: 201 characters', { title: 'x'.repeat(201) }, 'title must be a text of at most 200 characters'],
    ['description: 5001 characters', { description: 'x'.repeat(5001) }, 'description must be a text of at most 5000 characters'],
    ['status: completed', { status: 'completed' }, 'A new task starts pending: complete it with POST /api/crm/tasks/{taskId}/complete'],
    ['assignedToCrmUserId: me', { assignedToCrmUserId: 'me' }, 'assignedToCrmUserId must be a user id'],
    ['businessProfileId: 42', { businessProfileId: 42 }, 'businessProfileId must be a customer id'],
    ['title: 42', { title: 42 }, 'title must be a text of at most 200 characters'],
    ['outcome: successful', { outcome: 'successful' }, 'property outcome should not exist'],
  ])('refuses %s with a clear message', async (_label, field, message) => {
    const res = await postTask(w.t, w.admin.cookie, { title: 'Call', dueDate: DUE, ...field }).expect(400);
    expect(res.body.message).toEqual([message]);
  });

  it.each(['follow_up', 'callback', 'meeting', 'general'])('accepts the type %s', async (type) => {
    expect((await postTask(w.t, w.admin.cookie, { title: 'Typed', dueDate: DUE, type }).expect(201)).body.type).toBe(type);
  });

  it.each(['low', 'medium', 'high', 'urgent'])('accepts the priority %s', async (priority) => {
    expect((await postTask(w.t, w.admin.cookie, { title: 'Prioritised', dueDate: DUE, priority }).expect(201)).body.priority).toBe(priority);
  });

  it('accepts reminder times from 0 to a week, a description, and the status pending the back-office sends', async () => {
    for (const reminderMinutes of [0, 10080]) {
      const res = await postTask(w.t, w.admin.cookie, {
        title: 'Remind',
        dueDate: DUE,
        reminderMinutes,
        status: 'pending',
        description: ' Bring the contract ',
      }).expect(201);
      expect(res.body).toMatchObject({ reminderMinutes, status: 'pending', description: 'Bring the contract' });
    }
  });

  it('reads a due date without a zone as UK time (GMT in winter, BST in summer), and keeps offsets', async () => {
    const due = async (dueDate: string) => (await postTask(w.t, w.admin.cookie, { title: 'Zone', dueDate }).expect(201)).body.dueDate;
    expect(await due('2030-01-15T09:00')).toBe('2030-01-15T09:00:00.000Z');
    expect(await due('2030-07-01T09:00:00')).toBe('2030-07-01T08:00:00.000Z');
    expect(await due('2030-07-01T09:00:00+02:00')).toBe('2030-07-01T07:00:00.000Z');
  });

  it('ignores a createdByCrmUserId in the body: the creator is the signed-in user', async () => {
    const staff = await createUser(w.t, w.admin.cookie, 'staff');
    const res = await postTask(w.t, w.admin.cookie, { title: 'Mine', dueDate: DUE, createdByCrmUserId: staff.id }).expect(201);
    expect(res.body.createdByCrmUserId).toBe(w.admin.id);
  });

  it('assigns to any active user, and refuses an unknown or deactivated one', async () => {
    const res = await postTask(w.t, w.admin.cookie, { title: 'For staff', dueDate: DUE, assignedToCrmUserId: w.staff.id }).expect(201);
    expect(res.body).toMatchObject({ assignedToCrmUserId: w.staff.id, createdByCrmUserId: w.admin.id, assignedTo: expect.stringMatching(/^staff user/) });
    const gone = await postTask(w.t, w.admin.cookie, { title: 'Nobody', dueDate: DUE, assignedToCrmUserId: 999999 }).expect(400);
    expect(gone.body.message).toBe('Tasks can be assigned only to an active user: this user does not exist or is deactivated.');
    const inactive = await createUser(w.t, w.admin.cookie, 'staff', { isActive: false });
    const refused = await postTask(w.t, w.admin.cookie, { title: 'Inactive', dueDate: DUE, assignedToCrmUserId: inactive.id }).expect(400);
    expect(refused.body.message).toBe(gone.body.message);
    await patch(res.body.id, { assignedToCrmUserId: inactive.id }).expect(400);
  });

  it("assigns a partner only personal tasks or its own provider's customers' tasks", async () => {
    const own = await postTask(w.t, w.admin.cookie, { title: 'Own', dueDate: DUE, assignedToCrmUserId: w.partner.id, businessProfileId: w.ownCustomer }).expect(
      201,
    );
    await postTask(w.t, w.admin.cookie, { title: 'Personal', dueDate: DUE, assignedToCrmUserId: w.partner.id }).expect(201);
    const other = await postTask(w.t, w.admin.cookie, {
      title: 'Other',
      dueDate: DUE,
      assignedToCrmUserId: w.partner.id,
      businessProfileId: w.otherCustomer,
    }).expect(400);
    expect(other.body.message).toBe("A partner can be assigned only its own provider's customers' tasks (or a task without a customer).");
    await patch(own.body.id, { businessProfileId: w.otherCustomer }).expect(400);
    const staffTask = await postTask(w.t, w.admin.cookie, {
      title: 'Staff other',
      dueDate: DUE,
      assignedToCrmUserId: w.staff.id,
      businessProfileId: w.otherCustomer,
    }).expect(201);
    await patch(staffTask.body.id, { assignedToCrmUserId: w.partner.id }).expect(400);
  });

  it("shows the customer's business name and moves its last activity; an unknown customer is 404", async () => {
    const profiles = w.t.dataSource.getRepository(BusinessProfile);
    await profiles.update({ id: w.otherCustomer }, { lastActivityAt: new Date('2020-01-01T00:00:00Z') });
    // Near the real time: a session is judged by the same clock.
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000).toISOString();
    const clock = fixClock(w.t, at);
    try {
      const res = await postTask(w.t, w.admin.cookie, { title: 'Visit', dueDate: DUE, businessProfileId: w.otherCustomer }).expect(201);
      expect(res.body).toMatchObject({ businessProfileId: w.otherCustomer, businessProfile: { businessName: 'Somebody Else Garage' } });
      expect((await profiles.findOneByOrFail({ id: w.otherCustomer })).lastActivityAt?.toISOString()).toBe(at);
    } finally {
      clock.mockRestore();
    }
    const missing = await postTask(w.t, w.admin.cookie, { title: 'Ghost', dueDate: DUE, businessProfileId: '00000000-0000-4000-8000-000000000000' }).expect(
      404,
    );
    expect(missing.body.message).toBe('Customer not found');
  });

  it('answers 404 for an unknown task and 400 for an id that is not a number', async () => {
    expect((await w.t.http.get('/api/crm/tasks/999999').set('Cookie', w.admin.cookie).expect(404)).body.message).toBe('Task not found');
    await w.t.http.get('/api/crm/tasks/abc').set('Cookie', w.admin.cookie).expect(400);
    await patch(999999, { title: 'x' }).expect(404);
  });

  it('changes each field that is sent and nothing else', async () => {
    const created = (await postTask(w.t, w.admin.cookie, { title: 'Before', dueDate: DUE, description: 'Old' }).expect(201)).body;
    const res = await patch(created.id, {
      title: 'After',
      type: 'meeting',
      priority: 'high',
      dueDate: '2030-02-01T09:30:00Z',
      reminderMinutes: 60,
      assignedToCrmUserId: w.staff.id,
      businessProfileId: w.ownCustomer,
    }).expect(200);
    expect(res.body).toMatchObject({
      title: 'After',
      description: 'Old',
      type: 'meeting',
      priority: 'high',
      dueDate: '2030-02-01T09:30:00.000Z',
      reminderMinutes: 60,
      assignedToCrmUserId: w.staff.id,
      businessProfileId: w.ownCustomer,
      businessProfile: { businessName: 'Partner Own Bakery' },
      createdByCrmUserId: w.admin.id,
    });
    const detached = await patch(created.id, { businessProfileId: null, description: '' }).expect(200);
    expect(detached.body).toMatchObject({ businessProfileId: null, businessProfile: null, description: null, title: 'After' });
  });

  it('validates a change like a creation', async () => {
    const { id } = (await postTask(w.t, w.admin.cookie, { title: 'Keep', dueDate: DUE }).expect(201)).body;
    for (const body of [{ title: '' }, { title: null }, { dueDate: '' }, { dueDate: null }]) {
      expect((await patch(id, body).expect(400)).body.message).toBe(MISSING);
    }
    expect((await patch(id, { priority: 'asap' }).expect(400)).body.message).toEqual(['priority must be one of: low, medium, high, urgent']);
    expect((await patch(id, { status: 'completed' }).expect(400)).body.message).toEqual(['property status should not exist']);
    expect((await patch(id, { businessProfileId: '00000000-0000-4000-8000-000000000000' }).expect(404)).body.message).toBe('Customer not found');
    expect((await taskRow(id)).title).toBe('Keep');
  });

  it('refuses a due date more than 5 years ahead, on create and on change (a future task keeps its customer from data retention)', async () => {
    const TOO_FAR = 'dueDate can be at most 5 years ahead';
    const yearsAhead = (years: number, days: number) => {
      const date = new Date();
      date.setUTCFullYear(date.getUTCFullYear() + years);
      return new Date(date.getTime() + days * 24 * 60 * 60_000).toISOString();
    };
    for (const dueDate of ['9999-12-31T10:00:00Z', '9999-12-31T10:00', yearsAhead(5, 1)]) {
      const res = await postTask(w.t, w.admin.cookie, { title: 'Far', dueDate, businessProfileId: w.ownCustomer }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: [TOO_FAR], error: 'Bad Request' });
    }
    const near = yearsAhead(5, -1);
    const { id } = (await postTask(w.t, w.admin.cookie, { title: 'Near', dueDate: near, businessProfileId: w.ownCustomer }).expect(201)).body;
    expect((await patch(id, { dueDate: '9999-01-01T00:00:00Z' }).expect(400)).body.message).toEqual([TOO_FAR]);
    expect((await patch(id, { dueDate: yearsAhead(6, 0), title: 'Further' }).expect(400)).body.message).toEqual([TOO_FAR]);
    expect(await taskRow(id)).toMatchObject({ title: 'Near', dueDate: new Date(near) });
  });

  it('makes the reminder due again when the due date, the reminder time or the assignee changes, not for other fields', async () => {
    const { id } = (await postTask(w.t, w.admin.cookie, { title: 'Reminded', dueDate: DUE }).expect(201)).body;
    const markSent = () => w.t.dataSource.getRepository(Task).update({ id }, { reminderSentAt: new Date('2030-01-15T09:45:00Z') });
    await markSent();
    await patch(id, { title: 'Reminded again?', dueDate: DUE, priority: 'low' }).expect(200);
    expect((await taskRow(id)).reminderSentAt).not.toBeNull();
    for (const change of [{ dueDate: '2030-01-16T10:00:00Z' }, { reminderMinutes: 30 }, { assignedToCrmUserId: w.staff.id }]) {
      await markSent();
      await patch(id, change).expect(200);
      expect((await taskRow(id)).reminderSentAt).toBeNull();
    }
  });
});
