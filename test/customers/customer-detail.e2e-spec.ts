import { Task } from '../../src/tasks/entities/task.entity';
import { Email } from '../../src/mail/entities/email.entity';
import { MailService } from '../../src/mail/mail.service';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { newCustomer, quotedProviders, TestCustomer, TEST_ENV } from './customer-fixtures';

describe("A customer's detail (staff)", () => {
  let t: TestApp;
  let staff: string;
  let staffUser: { id: number; name: string };
  let providerA: number;
  let customer: TestCustomer;

  const detail = (id: string) => t.http.get(`/api/crm/customers/${id}`).set('Cookie', staff);

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    const admin = await signIn(t, ADMIN.email, ADMIN.password);
    const created = await createUser(t, admin, 'staff');
    staff = await created.cookie();
    staffUser = { id: created.id, name: (await t.http.get('/api/crm/auth/user').set('Cookie', staff).expect(200)).body.name };
    [providerA] = await quotedProviders(t);
    customer = await newCustomer(t, {
      businessName: 'Golf Garage',
      monthlyTurnover: 9000,
      applyFor: providerA,
      lead: { firstName: 'Mia', lastName: 'Khan', email: 'mia@golf.example' },
    });
    await t.http.patch(`/api/crm/leads/${customer.leadId}/status`).set('Cookie', staff).send({ status: 'quoted' }).expect(200);
    await t.http.patch(`/api/crm/leads/${customer.leadId}/status`).set('Cookie', staff).send({ status: 'applied' }).expect(200);
    const tasks = t.dataSource.getRepository(Task);
    await tasks.save([
      tasks.create({
        title: 'Done call',
        dueDate: new Date('2026-01-05T10:00:00Z'),
        status: 'completed',
        businessProfileId: customer.id,
        assignedToCrmUserId: staffUser.id,
      }),
      tasks.create({
        title: 'Send contract',
        dueDate: new Date('2026-02-10T10:00:00Z'),
        businessProfileId: customer.id,
        assignedToCrmUserId: staffUser.id,
        createdByCrmUserId: staffUser.id,
      }),
      tasks.create({ title: 'Unassigned check', dueDate: new Date('2026-02-01T10:00:00Z'), businessProfileId: customer.id }),
    ]);
    // The quote email of the application is queued in the background; a staff email follows it.
    for (let i = 0; i < 50 && !(await t.dataSource.getRepository(Email).existsBy({ businessProfileId: customer.id })); i += 1)
      await new Promise((r) => setTimeout(r, 20));
    await t.app.get(MailService).queue({
      to: 'mia@golf.example',
      subject: 'Your contract',
      content: 'Hello Mia',
      isHtml: false,
      businessProfileId: customer.id,
      sentByCrmUserId: staffUser.id,
    });
    // Development delivery writes files: both are sent within moments.
    for (let i = 0; i < 100 && (await t.dataSource.getRepository(Email).countBy({ businessProfileId: customer.id, status: 'sent' })) < 2; i += 1)
      await new Promise((r) => setTimeout(r, 20));
  });
  afterAll(() => t.close());

  it('answers {customer, leads, quotes, activities, tasks, emails}, never the session secret', async () => {
    const res = await detail(customer.id).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['activities', 'customer', 'emails', 'leads', 'quotes', 'tasks']);
    expect(res.body.customer).toMatchObject({
      id: customer.id,
      businessName: 'Golf Garage',
      businessType: 'retail',
      monthlyTurnover: 9000,
      status: 'applied',
      selectedProvider: { id: providerA, name: expect.any(String) },
      latestLead: {
        id: customer.leadId,
        firstName: 'Mia',
        lastName: 'Khan',
        email: 'mia@golf.example',
        status: 'applied',
        applicationReference: customer.applicationReference,
      },
    });
    expect(res.body.customer.createdAt).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toMatch(/sessionHash|sessionId|sealedValues|idempotencyKey|passwordHash/);
    expect(res.body.leads).toEqual([
      expect.objectContaining({ id: customer.leadId, businessProfileId: customer.id, status: 'applied', selectedProviderId: providerA }),
    ]);
    expect(res.body.quotes.map((q: { rank: number }) => q.rank)).toEqual([1, 2, 3, 4]);
    expect(res.body.quotes.filter((q: { isSelected: boolean }) => q.isSelected).map((q: { providerId: number }) => q.providerId)).toEqual([providerA]);
  });

  it('lists the activities newest first, with who did each', async () => {
    const { activities } = (await detail(customer.id).expect(200)).body;
    expect(activities.map((a: { description: string }) => a.description)).toEqual([
      `Status changed from quoted to applied by ${staffUser.name}`,
      `Status changed from created to quoted by ${staffUser.name}`,
      expect.stringMatching(/^Mia Khan applied for .+ \(reference MC-[A-Z0-9]{8}, timeline: asap\)\.$/),
    ]);
    expect(activities[0]).toMatchObject({
      type: 'system',
      crmUserId: staffUser.id,
      crmUserName: staffUser.name,
      businessProfileId: customer.id,
      createdAt: expect.any(String),
    });
    expect(activities[2]).toMatchObject({ type: 'system', crmUserId: null, crmUserName: null });
  });

  it("lists the tasks, pending first by due date, with the assignee's name", async () => {
    const { tasks } = (await detail(customer.id).expect(200)).body;
    expect(tasks.map((task: { title: string; assignedTo: string | null; status: string }) => [task.title, task.status, task.assignedTo])).toEqual([
      ['Unassigned check', 'pending', null],
      ['Send contract', 'pending', staffUser.name],
      ['Done call', 'completed', staffUser.name],
    ]);
    expect(tasks[1]).toMatchObject({
      businessProfileId: customer.id,
      assignedToCrmUserId: staffUser.id,
      createdByCrmUserId: staffUser.id,
      priority: 'medium',
      type: 'general',
      reminderMinutes: 15,
      dueDate: '2026-02-10T10:00:00.000Z',
    });
  });

  it('lists the emails newest first with subject, recipient, content, status, route and times', async () => {
    const { emails } = (await detail(customer.id).expect(200)).body;
    expect(emails).toHaveLength(2);
    expect(emails[0]).toEqual({
      id: expect.any(Number),
      subject: 'Your contract',
      recipient: 'mia@golf.example',
      content: 'Hello Mia',
      status: 'sent',
      via: 'smtp',
      templateId: null,
      sentByCrmUserId: staffUser.id,
      createdAt: expect.any(String),
      sentAt: expect.any(String),
    });
    expect(emails[1]).toMatchObject({ recipient: 'mia@golf.example', sentByCrmUserId: null, content: expect.stringContaining(customer.applicationReference!) });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-customer', "1' OR '1'='1"])("answers 404 'Customer not found' for %s", async (id) => {
    const res = await detail(encodeURIComponent(id)).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Customer not found', error: 'Not Found' });
  });
});
