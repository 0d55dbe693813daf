import { ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Task } from '../../src/tasks/entities/task.entity';
import { TASK_REMINDER_JOB, TaskReminderJob } from '../../src/tasks/task-reminder.job';
import { Email } from '../../src/mail/entities/email.entity';
import { EmailTemplate } from '../../src/mail/entities/email-template.entity';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { createTestDatabase, TestDatabase } from '../support/database';
import { CRM_TEST_ENV, createCustomer, fixClock, postTask } from '../support/crm';

/**
 * Real reminders: the every-minute job emails a task's assignee reminderMinutes before the due
 * time, exactly once: not before, once inside the window, not again on the next run, not twice
 * when two app instances run at the same moment on one database, still once after a restart,
 * and again when the due date moves. The clock of each app is fixed; the cron is stopped so
 * only the explicit runs happen.
 */
const T0 = '2031-03-03T09:00:00.000Z';
const children: ChildProcess[] = [];

/** Boots a second app instance in a child process (test/support/reminder-instance.ts) on the database. */
async function startInstance(url: string, iso: string): Promise<{ run: () => void; done: Promise<void> }> {
  const root = join(__dirname, '..', '..');
  const child = spawn(join(root, 'node_modules', '.bin', 'ts-node'), ['-T', '-P', 'tsconfig.spec.json', 'test/support/reminder-instance.ts', url, iso], {
    cwd: root,
  });
  children.push(child);
  let output = '';
  const waiters: Array<() => void> = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    waiters.forEach((check) => check());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const printed = (line: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => output.includes(`${line}\n`) && resolve();
      waiters.push(check);
      check();
      void exited.then((code) => {
        check();
        reject(new Error(`the reminder instance ended (${code}) before '${line}': ${output}`));
      });
    });
  await printed('ready');
  return { run: () => child.stdin.end('run\n'), done: printed('done').then(async () => expect(await exited).toBe(0)) };
}

const at = (minutes: number, ms = 0): string => new Date(new Date(T0).getTime() + minutes * 60_000 + ms).toISOString();

describe('Task reminders (the reminder job, two instances, a restart)', () => {
  let db: TestDatabase;
  let a: TestApp;
  let cookie: string;
  const apps: TestApp[] = [];

  const boot = async (env: Record<string, string> = {}): Promise<TestApp> => {
    const app = await startApp({ ...CRM_TEST_ENV, ...env }, db);
    app.app.get(SchedulerRegistry).getCronJob(TASK_REMINDER_JOB).stop();
    apps.push(app);
    return app;
  };
  const setClock = (iso: string) => apps.forEach((app) => fixClock(app, iso));
  const run = (app: TestApp) => app.app.get(TaskReminderJob).run();
  const remindersTo = async (email: string) => {
    const template = await a.dataSource.getRepository(EmailTemplate).findOneByOrFail({ name: 'task-reminder' });
    return a.dataSource.getRepository(Email).find({ where: { recipient: email, templateId: template.id }, order: { id: 'ASC' } });
  };
  const assignee = async () => createUser(a, cookie, 'staff');
  const task = async (body: Record<string, unknown>) => (await postTask(a, cookie, body).expect(201)).body as { id: number };

  beforeAll(async () => {
    db = await createTestDatabase();
    if (db.url === 'sqlite::memory:') db = { url: `sqlite:${tmpdir()}/mc-reminders-${Date.now()}.sqlite`, drop: async () => undefined };
    a = await boot({ PUBLIC_URL: 'https://compare.example.co.uk' });
    setClock(T0);
    cookie = await signIn(a, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    children.forEach((child) => child.kill());
    for (const app of apps.reverse()) await app.close().catch(() => undefined);
    await db.drop();
  });

  it('is not sent before the window, is sent once inside it with the task, customer and link, and not again', async () => {
    setClock(T0);
    const user = await assignee();
    const customer = await createCustomer(a, 'Capybara Cafe');
    await task({ title: 'Call about the contract', dueDate: at(60), assignedToCrmUserId: user.id, businessProfileId: customer });
    setClock(at(45, -1));
    await run(a);
    expect(await remindersTo(user.email)).toHaveLength(0);
    setClock(at(45));
    await run(a);
    const sent = await remindersTo(user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Reminder: Call about the contract is due 03/03/2031 10:00 GMT');
    expect(sent[0].content).toMatch(/^Hi staff user \d+,/);
    expect(sent[0].content).toContain('Task: Call about the contract\nDue: 03/03/2031 10:00 GMT\nCustomer: Capybara Cafe');
    expect(sent[0].content).toContain('Open your tasks: https://compare.example.co.uk/crm/tasks');
    setClock(at(46));
    await run(a);
    await run(a);
    expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it("stores a customer's task reminder with that customer, so deleting the customer deletes it (a personal task's has none)", async () => {
    setClock(T0);
    const user = await assignee();
    const customer = await createCustomer(a, 'Quokka Quilts');
    await task({ title: 'Customer call', dueDate: at(10), assignedToCrmUserId: user.id, businessProfileId: customer });
    await task({ title: 'Personal errand', dueDate: at(10), assignedToCrmUserId: user.id });
    await run(a);
    const sent = await remindersTo(user.email);
    expect(sent.map((email) => [email.subject.split(' is due')[0], email.businessProfileId])).toEqual([
      ['Reminder: Customer call', customer],
      ['Reminder: Personal errand', null],
    ]);
    expect(sent[0].content).toContain('Customer: Quokka Quilts');
    await a.http.delete(`/api/crm/customers/${customer}`).set('Cookie', cookie).expect(200);
    expect((await remindersTo(user.email)).map((email) => email.subject)).toEqual([expect.stringMatching(/^Reminder: Personal errand is due/)]);
  });

  it('reminds again when the due date moves, not when the title changes', async () => {
    setClock(T0);
    const user = await assignee();
    const { id } = await task({ title: 'Moved', dueDate: at(10), assignedToCrmUserId: user.id });
    await run(a);
    expect(await remindersTo(user.email)).toHaveLength(1);
    await a.http.patch(`/api/crm/tasks/${id}`).set('Cookie', cookie).send({ title: 'Moved, renamed' }).expect(200);
    await run(a);
    expect(await remindersTo(user.email)).toHaveLength(1);
    await a.http
      .patch(`/api/crm/tasks/${id}`)
      .set('Cookie', cookie)
      .send({ dueDate: at(120) })
      .expect(200);
    await run(a);
    expect(await remindersTo(user.email)).toHaveLength(1);
    setClock(at(105));
    await run(a);
    const sent = await remindersTo(user.email);
    expect(sent.map((email) => email.subject)).toEqual(['Reminder: Moved is due 03/03/2031 09:10 GMT', 'Reminder: Moved, renamed is due 03/03/2031 11:00 GMT']);
  });

  it('sends none for a completed task, a deactivated assignee, or a task found after its window; a late one within it still goes', async () => {
    setClock(T0);
    const user = await assignee();
    const done = await task({ title: 'Done already', dueDate: at(5), assignedToCrmUserId: user.id });
    await a.http.post(`/api/crm/tasks/${done.id}/complete`).set('Cookie', cookie).send({ outcome: 'completed' }).expect(200);
    await task({ title: 'Created too late', dueDate: at(-16), assignedToCrmUserId: user.id });
    await task({ title: 'Late but within', dueDate: at(-14), assignedToCrmUserId: user.id });
    await task({ title: 'Zero minutes', dueDate: at(0, 30_000), reminderMinutes: 0, assignedToCrmUserId: user.id });
    await run(a);
    expect((await remindersTo(user.email)).map((email) => email.subject)).toEqual(['Reminder: Late but within is due 03/03/2031 08:46 GMT']);
    // The job runs each minute: a reminder at the due time is still sent when found minutes late.
    setClock(at(3));
    await run(a);
    expect(await remindersTo(user.email)).toHaveLength(2);

    const inactive = await assignee();
    await task({ title: 'Nobody to tell', dueDate: at(10), assignedToCrmUserId: inactive.id });
    await a.http.patch(`/api/crm/users/${inactive.id}`).set('Cookie', cookie).send({ isActive: false }).expect(200);
    await run(a);
    expect(await remindersTo(inactive.email)).toHaveLength(0);
  });

  it('tries again at the next run when the email cannot be queued (the template is deactivated)', async () => {
    setClock(T0);
    const user = await assignee();
    const { id } = await task({ title: 'Template off', dueDate: at(10), assignedToCrmUserId: user.id });
    const templates = a.dataSource.getRepository(EmailTemplate);
    await templates.update({ name: 'task-reminder' }, { isActive: false });
    try {
      await run(a);
      expect(await remindersTo(user.email)).toHaveLength(0);
      expect((await a.dataSource.getRepository(Task).findOneByOrFail({ id })).reminderSentAt).toBeNull();
    } finally {
      await templates.update({ name: 'task-reminder' }, { isActive: true });
    }
    await run(a);
    expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it('sends each reminder once when two app instances (two processes) run at the same moment, past the hourly cap on automated email', async () => {
    setClock(T0);
    const user = await assignee();
    for (let i = 0; i < 20; i += 1) await task({ title: `Busy morning ${i}`, dueDate: at(10 + i), reminderMinutes: 30, assignedToCrmUserId: user.id });
    setClock(at(10));
    const other = await startInstance(db.url, at(10));
    other.run();
    await Promise.all([run(a), other.done]);
    expect(await remindersTo(user.email)).toHaveLength(20);
    await run(a);
    expect(await remindersTo(user.email)).toHaveLength(20);
  }, 120_000);

  it('sends after a restart what was due, once, and not again what was sent before it', async () => {
    setClock(T0);
    const user = await assignee();
    await task({ title: 'Before the restart', dueDate: at(5), assignedToCrmUserId: user.id });
    await task({ title: 'After the restart', dueDate: at(60), assignedToCrmUserId: user.id });
    await run(a);
    expect(await remindersTo(user.email)).toHaveLength(1);
    for (const app of apps.splice(0)) await app.close();

    const c = await boot();
    a = c;
    setClock(at(50));
    await run(c);
    await run(c);
    const sent = await remindersTo(user.email);
    expect(sent.map((email) => email.subject)).toEqual([
      'Reminder: Before the restart is due 03/03/2031 09:05 GMT',
      'Reminder: After the restart is due 03/03/2031 10:00 GMT',
    ]);
    // Without PUBLIC_URL (outside production) the link is built on the local port.
    expect(sent[1].content).toContain('Open your tasks: http://localhost:3000/crm/tasks');
  });
});
