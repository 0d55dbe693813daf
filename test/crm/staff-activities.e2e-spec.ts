import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { createCustomer, CrmWorld, fixClock, startCrmWorld } from '../support/crm';

const CALL_NOTES = 'Missing notes: Please add call notes before logging.';

describe('Activities as staff: logging calls and notes on a customer', () => {
  let w: CrmWorld;
  let customer: string;

  beforeAll(async () => {
    w = await startCrmWorld();
    customer = await createCustomer(w.t, 'Wombat Florists');
  });
  afterAll(() => w.t.close());

  const log = (body: Record<string, unknown>) =>
    w.t.http
      .post('/api/crm/activities')
      .set('Cookie', w.staff.cookie)
      .send({ businessProfileId: customer, ...body });
  const list = (filter: Record<string, unknown>, extra: Record<string, string> = {}) =>
    w.t.http
      .get('/api/crm/activities')
      .query({ filter: JSON.stringify(filter), ...extra })
      .set('Cookie', w.staff.cookie);

  it("logs a call by the signed-in user with the documented defaults, and moves the customer's last activity", async () => {
    const profiles = w.t.dataSource.getRepository(BusinessProfile);
    await profiles.update({ id: customer }, { lastActivityAt: new Date('2020-01-01T00:00:00Z') });
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 30_000).toISOString();
    const clock = fixClock(w.t, at);
    try {
      const res = await log({ type: 'call', notes: '  Discussed the card machine  ', duration: null }).expect(201);
      expect(Object.keys(res.body).sort()).toEqual(
        [
          'id',
          'businessProfileId',
          'type',
          'subject',
          'description',
          'notes',
          'outcome',
          'duration',
          'attachments',
          'files',
          'emailData',
          'crmUserId',
          'crmUserName',
          'createdAt',
        ].sort(),
      );
      expect(res.body).toMatchObject({
        businessProfileId: customer,
        type: 'call',
        subject: 'Phone call',
        description: 'Discussed the card machine',
        notes: 'Discussed the card machine',
        outcome: 'successful',
        duration: null,
        crmUserId: w.staff.id,
        crmUserName: expect.stringMatching(/^staff user/),
      });
      expect((await profiles.findOneByOrFail({ id: customer })).lastActivityAt?.toISOString()).toBe(at);
    } finally {
      clock.mockRestore();
    }
  });

  it.each([
    ['no notes', {}],
    ['blank notes', { notes: '   ' }],
    ['null notes', { notes: null }],
    ['an empty description', { description: '' }],
  ])('refuses a call with %s with exactly the fixed message', async (_case, body) => {
    const res = await log({ type: 'call', subject: 'Call', ...body }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: CALL_NOTES, error: 'Bad Request' });
  });

  it.each(['successful', 'unsuccessful', 'no_answer', 'rescheduled', 'completed'])('logs a call with the outcome %s', async (outcome) => {
    const res = await log({ type: 'call', subject: 'Follow-up call', description: 'Left details', outcome, duration: 125 }).expect(201);
    expect(res.body).toMatchObject({ subject: 'Follow-up call', notes: 'Left details', outcome, duration: 125 });
  });

  it('adds a note (text required; outcome and duration belong to calls)', async () => {
    const res = await log({ type: 'note', subject: 'Prefers email', notes: 'Contact after 3pm' }).expect(201);
    expect(res.body).toMatchObject({ type: 'note', subject: 'Prefers email', notes: 'Contact after 3pm', outcome: null, duration: null });
    expect((await log({ type: 'note', notes: 'Default subject' }).expect(201)).body.subject).toBe('Note');
    expect((await log({ type: 'note', subject: 'Empty' }).expect(400)).body.message).toBe('Missing notes: Please write the note before saving.');
    expect((await log({ type: 'note', notes: 'x', outcome: 'successful' }).expect(400)).body.message).toBe(
      'outcome and duration belong to calls: leave them out of a note',
    );
    await log({ type: 'note', notes: 'x', duration: 30 }).expect(400);
  });

  it.each([
    ['type: email', { type: 'email', notes: 'x' }, 'type must be call or note (emails are sent with POST /api/crm/emails/send)'],
    ['type: system', { type: 'system', notes: 'x' }, 'type must be call or note (emails are sent with POST /api/crm/emails/send)'],
    ['no type', { notes: 'x' }, 'type must be call or note (emails are sent with POST /api/crm/emails/send)'],
    ['outcome: great', { type: 'call', notes: 'x', outcome: 'great' }, 'outcome must be one of: successful, unsuccessful, no_answer, rescheduled, completed'],
    ['duration: -1', { type: 'call', notes: 'x', duration: -1 }, 'duration must be a whole number of seconds from 0 to 86400'],
    ['duration: 1.5', { type: 'call', notes: 'x', duration: 1.5 }, 'duration must be a whole number of seconds from 0 to 86400'],
    ['duration: 86401', { type: 'call', notes: 'x', duration: 86401 }, 'duration must be a whole number of seconds from 0 to 86400'],
    ['subject: 201 characters', { type: 'call', notes: 'x', subject: 's'.repeat(201) }, 'subject must be a text of at most 200 characters'],
    ['notes: 10001 characters', { type: 'call', notes: 'n'.repeat(10_001) }, 'notes must be a text of at most 10000 characters'],
    ['notes: a number', { type: 'call', notes: 5 }, 'notes must be a text of at most 10000 characters'],
    [
      'businessProfileId: empty',
      { type: 'call', notes: 'x', businessProfileId: '' },
      'businessProfileId is required: the id of the customer the call or note is about',
    ],
    ['crmUserId', { type: 'call', notes: 'x', crmUserId: 1 }, 'property crmUserId should not exist'],
  ])('refuses %s with a clear message', async (_label, body, message) => {
    expect((await log(body).expect(400)).body.message).toEqual([message]);
  });

  it('answers 404 for a customer that does not exist', async () => {
    const res = await log({ type: 'call', notes: 'x', businessProfileId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(res.body.message).toBe('Customer not found');
  });

  it("lists a customer's activities newest first, by type, with a Content-Range", async () => {
    const fresh = await createCustomer(w.t, 'Numbat Opticians');
    const logged: number[] = [];
    for (const body of [
      { type: 'call', notes: 'first' },
      { type: 'note', notes: 'second' },
      { type: 'call', notes: 'third' },
    ]) {
      logged.push((await log({ ...body, businessProfileId: fresh }).expect(201)).body.id);
    }
    const all = await list({ businessProfileId: fresh }).expect(200);
    expect(all.body.map((activity: { id: number }) => activity.id)).toEqual([...logged].reverse());
    expect(all.headers['content-range']).toBe('activities 0-2/3');
    const calls = await list({ businessProfileId: fresh, type: 'call' }).expect(200);
    expect(calls.body.map((activity: { notes: string }) => activity.notes)).toEqual(['third', 'first']);
    expect((await list({ businessProfileId: fresh, crmUserId: w.staff.id }).expect(200)).body).toHaveLength(3);
    expect((await list({ businessProfileId: fresh }, { sort: '["id","ASC"]', range: '[0,0]' }).expect(200)).body[0].notes).toBe('first');
    expect((await list({ type: 'meeting' }).expect(400)).body.message).toBe('filter "type" must be one of: call, email, note, system');
  });
});
