import { ObjectLiteral, Repository } from 'typeorm';
import { TrackingEvent } from '../../src/analytics/entities/tracking-event.entity';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { AuditService } from '../../src/audit/audit.service';
import { Activity } from '../../src/activities/entities/activity.entity';
import { Task } from '../../src/tasks/entities/task.entity';
import { Lead } from '../../src/leads/entities/lead.entity';
import { Email } from '../../src/mail/entities/email.entity';
import { MailService } from '../../src/mail/mail.service';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { hashSessionId } from '../../src/profiles/visitor-session';
import { SavedProgress } from '../../src/progress/entities/saved-progress.entity';
import { Quote } from '../../src/quotes/entities/quote.entity';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { newCustomer, quotedProviders, TestCustomer, TEST_ENV } from './customer-fixtures';

type Counts = Record<string, number>;

describe('Deleting customers (admin, staff)', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let staff: string;
  let providerA: number;
  let serial = 0;

  /** A customer with something in every table that hangs off a customer, all to one address (`email`). */
  async function fullCustomer(): Promise<TestCustomer & { email: string }> {
    serial += 1;
    const email = `owner${serial}@kilo.example`;
    const customer = await newCustomer(t, {
      businessName: `Kilo Kitchens ${serial}`,
      applyFor: providerA,
      lead: { firstName: 'Zara', lastName: `Quinn${serial}`, email },
    });
    const { sessionId } = customer.visitor;
    await t.http
      .post('/api/track-visitor')
      .send({ sessionId, path: '/comparison-tool' })
      .expect((r) => expect(r.status).toBeLessThan(300));
    await t.http
      .post('/api/track-user')
      .send({ sessionId })
      .expect((r) => expect(r.status).toBeLessThan(300));
    await t.http
      .post('/api/progress')
      .set('X-Session-Id', sessionId)
      .send({ email, state: { currentStep: 3, businessData: { id: customer.id } } })
      .expect((r) => expect(r.status).toBeLessThan(300));
    await t.dataSource.getRepository(Task).save({ title: 'Call back', dueDate: new Date('2027-01-01T10:00:00Z'), businessProfileId: customer.id });
    await t.app.get(MailService).queue({ to: email, subject: 'Hello', content: 'Hello Zara', isHtml: false, businessProfileId: customer.id });
    await t.http.patch(`/api/crm/leads/${customer.leadId}/status`).set('Cookie', admin).send({ status: 'quoted' }).expect(200);
    return { ...customer, email };
  }

  const emailsTo = (address: string) => t.dataSource.getRepository(Email).countBy({ recipient: address });

  async function rowsOf(customer: TestCustomer): Promise<Counts> {
    const by = (entity: new () => ObjectLiteral) => t.dataSource.getRepository(entity).countBy({ businessProfileId: customer.id });
    return {
      profile: await t.dataSource.getRepository(BusinessProfile).countBy({ id: customer.id }),
      leads: await by(Lead),
      quotes: await by(Quote),
      tasks: await by(Task),
      activities: await by(Activity),
      emails: await by(Email),
      savedProgress: await by(SavedProgress),
      trackingEvents: await t.dataSource.getRepository(TrackingEvent).countBy({ sessionHash: hashSessionId(customer.visitor.sessionId) }),
    };
  }

  const NOTHING: Counts = { profile: 0, leads: 0, quotes: 0, tasks: 0, activities: 0, emails: 0, savedProgress: 0, trackingEvents: 0 };

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    adminId = (await t.http.get('/api/crm/auth/user').set('Cookie', admin).expect(200)).body.id;
    staff = await (await createUser(t, admin, 'staff')).cookie();
    [providerA] = await quotedProviders(t);
  });
  afterAll(() => t.close());

  it('deletes a customer with everything that hangs off it, and audits the counts, never personal data', async () => {
    const doomed = await fullCustomer();
    const bystander = await fullCustomer();
    const before = await rowsOf(doomed);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    const bystanderBefore = await rowsOf(bystander);

    const res = await t.http.delete(`/api/crm/customers/${doomed.id}`).set('Cookie', admin).expect(200);
    expect(res.body).toEqual({ id: doomed.id, deleted: 1 });
    expect(await rowsOf(doomed)).toEqual(NOTHING);
    expect(await rowsOf(bystander)).toEqual(bystanderBefore);
    // No email to the customer's address is left behind, the Save Progress one included.
    expect(await emailsTo(doomed.email)).toBe(0);
    expect(await emailsTo(bystander.email)).toBe(3);
    await t.http.get(`/api/crm/customers/${doomed.id}`).set('Cookie', admin).expect(404);

    const audit = await t.dataSource.getRepository(AuditLog).findBy({ recordId: doomed.id });
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'delete',
        tableName: 'business_profiles',
        recordId: doomed.id,
        crmUserId: adminId,
        reason: 'Customer deleted with 1 lead, 4 quotes, 1 task, 2 activities, 3 emails, 1 saved progress entry, 0 renewal reminders, 2 tracking events',
      }),
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Kilo|Zara|Quinn|kilo\.example|07700/);
  });

  it('keeps the tracking events of a visit while another customer made in that visit remains, and deletes them with the last one', async () => {
    const first = await fullCustomer();
    // The same visit (session) goes on to make a second business profile.
    const sessionId = first.visitor.sessionId;
    const second = (
      await t.http
        .post('/api/business-profiles')
        .send({ businessType: 'retail', businessName: 'Kilo Second', businessSector: 'retail', paymentStatus: 'new', sessionId })
        .expect(201)
    ).body.id as string;
    await t.http
      .post('/api/track-step')
      .send({ sessionId, step: 2 })
      .expect((r) => expect(r.status).toBeLessThan(300));
    const events = () => t.dataSource.getRepository(TrackingEvent).countBy({ sessionHash: hashSessionId(sessionId) });
    const visitEvents = await events();
    expect(visitEvents).toBeGreaterThanOrEqual(2);
    const reasonOf = async (id: string) => (await t.dataSource.getRepository(AuditLog).findOneByOrFail({ recordId: id, action: 'delete' })).reason;

    await t.http.delete(`/api/crm/customers/${first.id}`).set('Cookie', admin).expect(200);
    expect(await events()).toBe(visitEvents);
    expect(await reasonOf(first.id)).toMatch(/, 0 tracking events$/);

    await t.http.delete(`/api/crm/customers/${second}`).set('Cookie', staff).expect(200);
    expect(await events()).toBe(0);
    expect(await reasonOf(second)).toMatch(new RegExp(`, ${visitEvents} tracking events$`));
  });

  it('deletes the events of a visit whose customers are all deleted together (bulk)', async () => {
    const first = await fullCustomer();
    const sessionId = first.visitor.sessionId;
    const second = (
      await t.http
        .post('/api/business-profiles')
        .send({ businessType: 'retail', businessName: 'Kilo Twin', businessSector: 'retail', paymentStatus: 'new', sessionId })
        .expect(201)
    ).body.id as string;
    await t.http
      .post('/api/crm/customers/bulk-delete')
      .set('Cookie', admin)
      .send({ customerIds: [first.id, second] })
      .expect(200);
    expect(await t.dataSource.getRepository(TrackingEvent).countBy({ sessionHash: hashSessionId(sessionId) })).toBe(0);
  });

  it('lets staff delete a customer too', async () => {
    const doomed = await fullCustomer();
    await t.http.delete(`/api/crm/customers/${doomed.id}`).set('Cookie', staff).expect(200);
    expect(await rowsOf(doomed)).toEqual(NOTHING);
  });

  it("answers 404 'Customer not found' for an unknown customer", async () => {
    const res = await t.http.delete('/api/crm/customers/00000000-0000-4000-8000-000000000000').set('Cookie', admin).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Customer not found', error: 'Not Found' });
  });

  describe('bulk delete', () => {
    it('deletes every customer named, and audits each', async () => {
      const [one, two] = [await fullCustomer(), await fullCustomer()];
      const res = await t.http
        .post('/api/crm/customers/bulk-delete')
        .set('Cookie', staff)
        .send({ customerIds: [two.id, one.id, two.id] })
        .expect(200);
      expect(res.body).toEqual({ deleted: 2, ids: [one.id, two.id].sort() });
      expect(await rowsOf(one)).toEqual(NOTHING);
      expect(await rowsOf(two)).toEqual(NOTHING);
      const audit = await t.dataSource.getRepository(AuditLog).findBy({ tableName: 'business_profiles' });
      for (const id of [one.id, two.id]) {
        expect(audit.filter((entry) => entry.recordId === id).map((entry) => entry.reason)).toEqual([
          expect.stringMatching(/^Customer deleted with 1 lead, 4 quotes, .* \(bulk delete of 2 customers\)$/),
        ]);
      }
    });

    it('deletes nothing when one id is unknown, and names it', async () => {
      const [one, two] = [await fullCustomer(), await fullCustomer()];
      const [beforeOne, beforeTwo] = [await rowsOf(one), await rowsOf(two)];
      const unknown = '00000000-0000-4000-8000-00000000abcd';
      const res = await t.http
        .post('/api/crm/customers/bulk-delete')
        .set('Cookie', admin)
        .send({ customerIds: [one.id, unknown, two.id] })
        .expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: `Customer not found: ${unknown}`, error: 'Not Found' });
      expect(await rowsOf(one)).toEqual(beforeOne);
      expect(await rowsOf(two)).toEqual(beforeTwo);
    });

    it.each([
      ['no list', {}, 'customerIds must be a list of customer ids'],
      ['an empty list', { customerIds: [] }, 'customerIds must name at least one customer'],
      ['a text', { customerIds: 'abc' }, 'customerIds must be a list of customer ids'],
      ['a number in the list', { customerIds: [42] }, 'customerIds must be a list of customer ids'],
      ['1001 ids', { customerIds: Array.from({ length: 1001 }, (_, i) => `id-${i}`) }, 'customerIds may name at most 1000 customers'],
      ['an unknown field', { customerIds: ['x'], extra: 1 }, 'property extra should not exist'],
    ])('refuses %s', async (_label, body, message) => {
      const res = await t.http.post('/api/crm/customers/bulk-delete').set('Cookie', admin).send(body).expect(400);
      expect(res.body.message).toContain(message);
    });
  });

  describe('a delete that fails half-way leaves everything as it was', () => {
    it('when the last step (the audit of the last customer) fails', async () => {
      const [one, two] = [await fullCustomer(), await fullCustomer()];
      const [beforeOne, beforeTwo] = [await rowsOf(one), await rowsOf(two)];
      const audit = t.app.get(AuditService);
      const record = audit.record.bind(audit);
      let calls = 0;
      const spy = jest.spyOn(audit, 'record').mockImplementation(async (manager, entry) => {
        calls += 1;
        if (calls === 2) throw new Error('the audit table is full');
        return record(manager, entry);
      });
      try {
        await t.http
          .post('/api/crm/customers/bulk-delete')
          .set('Cookie', admin)
          .send({ customerIds: [one.id, two.id] })
          .expect(500);
      } finally {
        spy.mockRestore();
      }
      expect(calls).toBe(2);
      expect(await rowsOf(one)).toEqual(beforeOne);
      expect(await rowsOf(two)).toEqual(beforeTwo);
      expect(await t.dataSource.getRepository(AuditLog).findBy({ recordId: one.id })).toEqual([]);
    });

    it("when deleting the customer's own row fails after its leads, quotes and the rest are gone", async () => {
      const doomed = await fullCustomer();
      const before = await rowsOf(doomed);
      const deleteRows = Repository.prototype.delete;
      const spy = jest.spyOn(Repository.prototype, 'delete').mockImplementation(function (
        this: Repository<ObjectLiteral>,
        ...args: Parameters<Repository<ObjectLiteral>['delete']>
      ) {
        if (this.metadata.target === BusinessProfile) return Promise.reject(new Error('lost the connection'));
        return deleteRows.apply(this, args);
      });
      try {
        await t.http.delete(`/api/crm/customers/${doomed.id}`).set('Cookie', admin).expect(500);
      } finally {
        spy.mockRestore();
      }
      expect(await rowsOf(doomed)).toEqual(before);
    });
  });
});
