/// <reference lib="dom" />
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { ADMIN, createUser, signIn } from '../support/app';
import { createCustomer, createProviderCustomer, CRM_TEST_ENV, postTask, quotedProvider } from '../support/crm';
import { BrowserEnv, expectNoSeriousViolations, holdRequests, openPage, saveScreenshot, settleAnimations, startBrowserEnv } from './support';

/**
 * Task management at /crm/tasks (tasks
 * without a customer, staff assign only to themselves and admins to any active user, a partner sees
 * its own tasks and its customers' tasks, date presets in UK time on the due date). Data goes in
 * through the API; what is stored is read back through the API.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };

interface Person {
  id: number;
  name: string;
  email: string;
  password: string;
  cookie: string;
}

interface TaskAnswer {
  id: number;
  title: string;
  type: string;
  priority: string;
  status: string;
  dueDate: string;
  outcome: string | null;
  notes: string | null;
  reminderMinutes: number;
  businessProfileId: string | null;
  assignedToCrmUserId: number | null;
}

const UK_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
const UK_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The UK calendar day `days` from today, as YYYY-MM-DD. */
const ukDay = (days: number): string => UK_DAY.format(new Date(Date.now() + days * 86_400_000));
/** '2026-11-25' -> '25/11/2026', as the screen shows dates. */
const shown = (day: string): string => day.split('-').reverse().join('/');

async function openSignedIn(
  env: BrowserEnv,
  person: { email: string; password: string },
  viewport = DESKTOP,
  locale?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(env, { viewport, ...(locale ? { locale } : {}) });
  const res = await opened.context.request.post(`${env.baseUrl}/api/auth/login`, { data: { email: person.email, password: person.password } });
  expect(res.status()).toBe(200);
  return opened;
}

const filterBar = (page: Page): Locator => page.getByRole('search', { name: 'Filter tasks' });
const row = (page: Page, title: string): Locator => page.getByRole('row').filter({ hasText: title });
const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

/** The filter a GET /api/crm/tasks request sent ({} for any other request). */
const listFilter = (request: Request): Record<string, unknown> => {
  const url = new URL(request.url());
  if (request.method() !== 'GET' || url.pathname !== '/api/crm/tasks') return {};
  return JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
};

/**
 * Waits for every running animation and transition (a dialog fading in, a button's colour), so axe
 * reads the final colours; one cancelled meanwhile (a ripple) counts as done.
 */
async function openTasks(env: BrowserEnv, page: Page): Promise<void> {
  await page.goto(`${env.baseUrl}/crm/tasks`);
  await filterBar(page).waitFor();
}

/** Chooses an option of one of react-admin's (MUI) selects in a dialog. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function apiTask(env: BrowserEnv, cookie: string, id: number): Promise<TaskAnswer> {
  return (await env.t.http.get(`/api/crm/tasks/${id}`).set('Cookie', cookie).expect(200)).body as TaskAnswer;
}

async function findTask(env: BrowserEnv, cookie: string, title: string): Promise<TaskAnswer> {
  const res = await env.t.http
    .get('/api/crm/tasks')
    .query({ filter: JSON.stringify({ q: title }) })
    .set('Cookie', cookie)
    .expect(200);
  const tasks = (res.body as TaskAnswer[]).filter((task) => task.title === title);
  expect(tasks).toHaveLength(1);
  return tasks[0];
}

describe('Task management (/crm/tasks)', () => {
  let env: BrowserEnv;
  let adminCookie: string;
  let staff: Person;
  let partner: Person;
  let lonePartner: Person;
  let ownCustomer: string;
  let otherCustomer: string;
  let partnerProviderId: number;

  async function person(role: 'staff' | 'partner', extra: Record<string, unknown> = {}): Promise<Person> {
    const created = await createUser(env.t, adminCookie, role, extra);
    const { name } = (await env.t.http.get(`/api/crm/users/${created.id}`).set('Cookie', adminCookie).expect(200)).body as { name: string };
    return { id: created.id, name, email: created.email, password: created.password, cookie: await created.cookie() };
  }

  beforeAll(async () => {
    env = await startBrowserEnv(CRM_TEST_ENV);
    adminCookie = await signIn(env.t, ADMIN.email, ADMIN.password);
    staff = await person('staff');
    const providerId = await quotedProvider(env.t);
    partnerProviderId = providerId;
    partner = await person('partner', { providerId });
    const providers = (await env.t.http.get('/api/crm/providers').set('Cookie', adminCookie).expect(200)).body as { id: number }[];
    lonePartner = await person('partner', { providerId: providers.find((provider) => provider.id !== providerId)?.id });
    ownCustomer = await createProviderCustomer(env.t, providerId, 'Partner Own Bakery');
    otherCustomer = await createCustomer(env.t, 'Somebody Else Garage');
  });
  afterAll(() => env.close());

  it("shows 'Task Management' (NEW) under Customer Operations to staff, leading to the screen", async () => {
    const { context, page } = await openSignedIn(env, staff);
    await page.goto(`${env.baseUrl}/crm`);
    const entry = page
      .locator('nav[aria-label="Main navigation"]')
      .getByRole('group', { name: 'Customer Operations' })
      .getByRole('link', { name: 'Task Management' });
    expect(await entry.textContent()).toContain('NEW');
    await entry.click();
    await page.waitForURL(`${env.baseUrl}/crm/tasks`);
    await filterBar(page).waitFor();
    expect(await entry.getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('lets staff create a task (title required), find it with search and filters, clear them, and complete it with an outcome and notes', async () => {
    const tomorrow = ukDay(1);
    await postTask(env.t, staff.cookie, { title: 'Renew the shop insurance', priority: 'low', dueDate: `${ukDay(40)}T09:00` }).expect(201);
    const { context, page } = await openSignedIn(env, staff);
    const listCalls: URL[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === '/api/crm/tasks') listCalls.push(url);
    });
    await openTasks(env, page);
    await row(page, 'Renew the shop insurance').waitFor();
    // Paged and sorted by the server, soonest due first.
    expect(listCalls[0].searchParams.get('sort')).toBe('["dueDate","ASC"]');
    expect(listCalls[0].searchParams.get('range')).toBe('[0,24]');

    // New Task: without a title, 'Missing information: Please fill in task title and due date.', and nothing is sent.
    const posts: string[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/crm/tasks') posts.push(request.url());
    });
    await page.getByRole('button', { name: 'New Task' }).click();
    const create = dialog(page, 'Create New Task');
    await create.getByLabel('Due date and time (UK)').fill(`${shown(tomorrow)} 10:00`);
    await create.getByRole('button', { name: 'Create Task' }).click();
    await page.getByText('Please fill in task title and due date.').waitFor();
    await page.getByText('Missing information').waitFor();
    expect(posts).toEqual([]);
    // The defaults: general, medium, a reminder 15 minutes before.
    expect(await create.getByRole('combobox', { name: /^Type/ }).textContent()).toContain('General');
    expect(await create.getByRole('combobox', { name: /^Priority/ }).textContent()).toContain('Medium');
    expect(await create.getByLabel('Reminder (minutes before)').inputValue()).toBe('15');
    // Staff give tasks only to themselves: no picker.
    expect(await create.getByRole('combobox', { name: /^Assign to/ }).count()).toBe(0);

    await create.getByLabel('Title').fill('Call back Mr Patel');
    await create.getByLabel('Description').fill('He asked about contactless fees and the terminal rental.');
    await choose(page, create, 'Type', 'Callback');
    await choose(page, create, 'Priority', 'High');
    await create.getByRole('button', { name: 'Create Task' }).click();
    await page.getByText('Task created').waitFor();
    await create.waitFor({ state: 'detached' });

    const patel = row(page, 'Call back Mr Patel');
    await patel.waitFor();
    for (const text of ['Personal task', 'Callback', 'High', `${shown(tomorrow)} 10:00`, 'Pending', staff.name, 'He asked about contactless fees']) {
      expect(await patel.textContent()).toContain(text);
    }
    const stored = await findTask(env, staff.cookie, 'Call back Mr Patel');
    expect(stored).toMatchObject({
      type: 'callback',
      priority: 'high',
      status: 'pending',
      reminderMinutes: 15,
      businessProfileId: null,
      assignedToCrmUserId: staff.id,
    });
    // Entered as UK time, stored as that instant.
    expect(UK_DAY.format(new Date(stored.dueDate))).toBe(tomorrow);
    expect(UK_TIME.format(new Date(stored.dueDate))).toBe('10:00');

    // Search, then each filter.
    const bar = filterBar(page);
    await bar.getByLabel('Search').fill('patel');
    await row(page, 'Renew the shop insurance').waitFor({ state: 'detached' });
    await patel.waitFor();
    // Two filters changed at the same moment are both kept (react-admin applies a filter a tick later).
    const both = page.waitForRequest((request) => listFilter(request).status === 'pending' && listFilter(request).priority === 'high');
    await bar.evaluate((form) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
      for (const [label, value] of [
        ['Status', 'pending'],
        ['Priority', 'high'],
      ]) {
        const select = [...form.querySelectorAll('select')].find((element) => element.labels?.[0]?.textContent?.startsWith(label));
        if (!select || !setValue) throw new Error(`no ${label} select`);
        setValue.call(select, value);
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
    await both;
    await bar.getByLabel('Assigned to').selectOption({ label: 'Me' });
    const withPreset = page.waitForRequest((request) => listFilter(request).dateFilter === 'tomorrow');
    await bar.getByLabel('Due').selectOption({ label: 'Tomorrow' });
    expect(listFilter(await withPreset)).toEqual({ q: 'patel', status: 'pending', priority: 'high', assignedToCrmUserId: staff.id, dateFilter: 'tomorrow' });
    await patel.waitFor();
    // A task due tomorrow is never overdue.
    await bar.getByLabel('Due').selectOption({ label: 'Overdue' });
    await page.getByText('No tasks match these filters').waitFor();

    // Clear Filters: every control back to All, the search emptied, every task back.
    await bar.getByRole('button', { name: 'Clear Filters' }).click();
    await row(page, 'Renew the shop insurance').waitFor();
    await patel.waitFor();
    expect(await bar.getByLabel('Search').inputValue()).toBe('');
    for (const label of ['Status', 'Priority', 'Assigned to', 'Due']) expect(await bar.getByLabel(label).inputValue()).toBe('');
    expect(await bar.getByRole('button', { name: 'Clear Filters' }).isDisabled()).toBe(true);

    // Complete it from the Pending tasks: an outcome is required, notes are optional.
    await bar.getByLabel('Status').selectOption({ label: 'Pending' });
    await page.waitForURL(/pending/);
    await patel.getByRole('button', { name: 'Complete: Call back Mr Patel' }).click();
    const complete = dialog(page, 'Complete Task');
    const confirm = complete.getByRole('button', { name: 'Complete Task' });
    expect(await confirm.isDisabled()).toBe(true);
    await complete.getByRole('radio', { name: 'No answer' }).check();
    await complete.getByLabel('Notes (optional)').fill('Left a voicemail, will try again on Friday.');
    await confirm.click();
    await page.getByText('Task completed').waitFor();
    await patel.waitFor({ state: 'detached' });
    await row(page, 'Renew the shop insurance').waitFor();
    expect(await apiTask(env, staff.cookie, stored.id)).toMatchObject({
      status: 'completed',
      outcome: 'no_answer',
      notes: 'Left a voicemail, will try again on Friday.',
    });

    // Among the completed ones it has no Complete action any more.
    await bar.getByLabel('Status').selectOption({ label: 'Completed' });
    await patel.waitFor();
    expect(await patel.getByRole('button', { name: /^Complete/ }).count()).toBe(0);
    expect(await patel.textContent()).toContain('Completed');
    await context.close();
  });

  it("offers View Customer only on a customer's task, going to /crm/customers/{id}", async () => {
    const onCustomer = (
      await postTask(env.t, staff.cookie, { title: 'Garage card machine check', dueDate: `${ukDay(2)}T11:00`, businessProfileId: otherCustomer }).expect(201)
    ).body as TaskAnswer;
    await postTask(env.t, staff.cookie, { title: 'Garage personal reminder', dueDate: `${ukDay(2)}T12:00` }).expect(201);
    const { context, page } = await openSignedIn(env, staff);
    await openTasks(env, page);
    await filterBar(page).getByLabel('Search').fill('garage');
    const withCustomer = row(page, 'Garage card machine check');
    await withCustomer.waitFor();
    expect(await withCustomer.textContent()).toContain('Somebody Else Garage');
    expect(
      await row(page, 'Garage personal reminder')
        .getByRole('link', { name: /^View Customer/ })
        .count(),
    ).toBe(0);
    await withCustomer.getByRole('link', { name: 'View Customer: Garage card machine check' }).click();
    await page.waitForURL(`${env.baseUrl}/crm/customers/${onCustomer.businessProfileId}`);
    expect(onCustomer.businessProfileId).toBe(otherCustomer);
    await context.close();
  });

  it('lets an admin assign a task to a staff member, who then finds it under Me; an edit that fails says so', async () => {
    const admin = await openSignedIn(env, ADMIN);
    await openTasks(env, admin.page);
    // The admin's assignee filter lists the users.
    await filterBar(admin.page).getByLabel('Assigned to').locator('option', { hasText: staff.name }).waitFor({ state: 'attached' });
    await admin.page.getByRole('button', { name: 'New Task' }).click();
    const create = dialog(admin.page, 'Create New Task');
    await create.getByLabel('Title').fill('Prepare the contract for Partner Own Bakery');
    await create.getByLabel('Due date and time (UK)').fill(`${shown(ukDay(3))} 15:45`);
    await choose(admin.page, create, 'Assign to', staff.name);
    await create.getByRole('button', { name: 'Create Task' }).click();
    await admin.page.getByText('Task created').waitFor();
    const assigned = row(admin.page, 'Prepare the contract');
    await assigned.waitFor();
    expect(await assigned.textContent()).toContain(staff.name);
    const stored = await findTask(env, adminCookie, 'Prepare the contract for Partner Own Bakery');
    expect(stored.assignedToCrmUserId).toBe(staff.id);

    // An edit the server fails: 'Update failed' / 'Failed to update task.'; nothing changes.
    await admin.page.route('**/api/crm/tasks/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await assigned.getByRole('button', { name: 'Edit: Prepare the contract for Partner Own Bakery' }).click();
    const edit = dialog(admin.page, 'Edit Task');
    expect(await edit.getByLabel('Due date and time (UK)').inputValue()).toBe(`${shown(ukDay(3))} 15:45`);
    await choose(admin.page, edit, 'Priority', 'Low');
    await edit.getByRole('button', { name: 'Update Task' }).click();
    await admin.page.getByText('Failed to update task.').waitFor();
    await admin.page.getByText('Update failed').waitFor();
    await admin.page.unrouteAll();
    await edit.getByRole('button', { name: 'Update Task' }).click();
    await admin.page.getByText('Task updated').waitFor();
    await edit.waitFor({ state: 'detached' });
    expect(await apiTask(env, adminCookie, stored.id)).toMatchObject({ priority: 'low', assignedToCrmUserId: staff.id });
    await admin.context.close();

    const { context, page } = await openSignedIn(env, staff);
    await openTasks(env, page);
    await filterBar(page).getByLabel('Assigned to').selectOption({ label: 'Me' });
    await row(page, 'Prepare the contract for Partner Own Bakery').waitFor();
    await context.close();
  });

  it('shows and takes the due date and time as DD/MM/YYYY HH:MM (24-hour) in a browser whose language is US English', async () => {
    const task = (await postTask(env.t, staff.cookie, { title: 'Call the florist back', dueDate: `${ukDay(6)}T17:05` }).expect(201)).body as TaskAnswer;
    const { context, page } = await openSignedIn(env, staff, DESKTOP, 'en-US');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await openTasks(env, page);
    await row(page, 'Call the florist back').getByRole('button', { name: 'Edit: Call the florist back' }).click();
    const edit = dialog(page, 'Edit Task');
    const due = edit.getByLabel('Due date and time (UK)');
    expect(await due.inputValue()).toBe(`${shown(ukDay(6))} 17:05`);
    expect(await due.getAttribute('placeholder')).toBe('DD/MM/YYYY HH:MM');

    // Unreadable text (a US order, a 12-hour time) says how to write it once the field is left, and nothing is sent.
    const patches: string[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    await due.fill(`${ukDay(7).slice(5, 7)}/${ukDay(7).slice(8)}/${ukDay(7).slice(0, 4)} 8:15 AM`);
    await edit.getByLabel('Title').click();
    await edit.getByText('Enter the date and time as DD/MM/YYYY HH:MM (24-hour), e.g. 25/11/2026 14:30.').waitFor();
    await edit.getByRole('button', { name: 'Update Task' }).click();
    await edit.getByText('Enter the date and time as DD/MM/YYYY HH:MM (24-hour), e.g. 25/11/2026 14:30.').waitFor();
    expect(patches).toEqual([]);

    // Typed in UK form, it is saved as that UK time.
    await due.fill(`${shown(ukDay(7))} 20:15`);
    await edit.getByRole('button', { name: 'Update Task' }).click();
    await page.getByText('Task updated').waitFor();
    await edit.waitFor({ state: 'detached' });
    const stored = await apiTask(env, staff.cookie, task.id);
    expect(UK_DAY.format(new Date(stored.dueDate))).toBe(ukDay(7));
    expect(UK_TIME.format(new Date(stored.dueDate))).toBe('20:15');
    await context.close();
  });

  it("shows 'Completion failed' with the server's reason when the task was completed meanwhile", async () => {
    const task = (await postTask(env.t, staff.cookie, { title: 'Send the welcome pack', dueDate: `${ukDay(4)}T09:30` }).expect(201)).body as TaskAnswer;
    const { context, page } = await openSignedIn(env, staff);
    await openTasks(env, page);
    const searched = page.waitForResponse((response) => listFilter(response.request()).q === 'welcome pack');
    await filterBar(page).getByLabel('Search').fill('welcome pack');
    await searched;
    await row(page, 'Send the welcome pack').getByRole('button', { name: 'Complete: Send the welcome pack' }).click();
    await env.t.http.post(`/api/crm/tasks/${task.id}/complete`).set('Cookie', staff.cookie).send({ outcome: 'completed' }).expect(200);
    const complete = dialog(page, 'Complete Task');
    await complete.getByRole('radio', { name: 'Successful', exact: true }).check();
    await complete.getByRole('button', { name: 'Complete Task' }).click();
    await page.getByText('Completion failed').waitFor();
    await page.getByText('This task is already completed.').waitFor();
    await context.close();
  });

  it("shows a partner only its provider's tasks: assigned to it, or a colleague's on its own customer (never staff's, nor another customer's)", async () => {
    const colleague = await person('partner', { providerId: partnerProviderId });
    await postTask(env.t, adminCookie, { title: 'Partner: update the rate card', dueDate: `${ukDay(5)}T10:00`, assignedToCrmUserId: partner.id }).expect(201);
    await postTask(env.t, colleague.cookie, {
      title: 'Bakery: confirm the delivery date',
      dueDate: `${ukDay(5)}T11:00`,
      businessProfileId: ownCustomer,
    }).expect(201);
    await postTask(env.t, staff.cookie, { title: 'Bakery: staff check of the documents', dueDate: `${ukDay(5)}T11:30`, businessProfileId: ownCustomer }).expect(
      201,
    );
    await postTask(env.t, staff.cookie, { title: 'Garage: chase the application', dueDate: `${ukDay(5)}T12:00`, businessProfileId: otherCustomer }).expect(201);

    const { context, page } = await openSignedIn(env, partner);
    const userCalls: string[] = [];
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/api/crm/users')) userCalls.push(request.url());
    });
    await openTasks(env, page);
    await row(page, 'Partner: update the rate card').waitFor();
    const bakery = row(page, 'Bakery: confirm the delivery date');
    await bakery.waitFor();
    expect(await bakery.textContent()).toContain('Partner Own Bakery');
    const titles = await page.locator('tbody tr').allTextContents();
    expect(titles).toHaveLength(2);
    expect(titles.join(' ')).not.toContain('Garage');
    expect(titles.join(' ')).not.toContain('staff check');
    // A colleague's task is read-only: View Customer, but neither Complete nor Edit.
    expect(await bakery.getByRole('button', { name: /Complete/ }).count()).toBe(0);
    expect(await bakery.getByRole('button', { name: /Edit/ }).count()).toBe(0);
    const own = row(page, 'Partner: update the rate card');
    expect(await own.getByRole('button', { name: /Complete/ }).count()).toBe(1);
    expect(await own.getByRole('button', { name: /Edit/ }).count()).toBe(1);
    expect(titles.join(' ')).not.toContain('Patel');
    // Its assignee filter: All (what it may see) or Me; the admin-only users list is never asked for.
    const assignee = filterBar(page).getByLabel('Assigned to');
    expect(await assignee.locator('option').allTextContents()).toEqual(['All', 'Me']);
    await assignee.selectOption({ label: 'Me' });
    await row(page, 'Bakery: confirm the delivery date').waitFor({ state: 'detached' });
    await row(page, 'Partner: update the rate card').waitFor();
    expect(userCalls).toEqual([]);
    await context.close();
  });

  it("says 'No tasks yet' when there are none, shows a spinner while loading, and a failed list with a way to try again", async () => {
    const { context, page } = await openSignedIn(env, lonePartner);
    const list = await holdRequests(page, /\/api\/crm\/tasks\?/, 'GET');
    await page.goto(`${env.baseUrl}/crm/tasks`);
    await page.getByRole('status', { name: 'Loading tasks' }).waitFor();
    await list.release();
    await page.getByText('No tasks yet').waitFor();
    await filterBar(page).getByLabel('Status').selectOption({ label: 'Overdue' });
    await page.getByText('No tasks match these filters').waitFor();

    await page.route(/\/api\/crm\/tasks\?/, (route) => route.fulfill({ status: 500, body: '' }));
    await filterBar(page).getByLabel('Status').selectOption({ label: 'Completed' });
    await page.getByText('Tasks could not be loaded.').waitFor();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No tasks match these filters').waitFor();
    await context.close();
  });

  it("lets a task's creator delete it after confirming (Cancel keeps it); a task someone else created offers no Delete", async () => {
    const own = (await postTask(env.t, staff.cookie, { title: 'Delete me: duplicate call', dueDate: `${ukDay(3)}T10:00` }).expect(201)).body as TaskAnswer;
    const adminsTask = (await postTask(env.t, adminCookie, { title: 'Delete me not: admin plan', dueDate: `${ukDay(3)}T11:00` }).expect(201))
      .body as TaskAnswer;
    const { context, page } = await openSignedIn(env, staff);
    await openTasks(env, page);
    await filterBar(page).getByLabel('Search').fill('delete me');
    await row(page, own.title).waitFor();
    await row(page, adminsTask.title).waitFor();
    expect(
      await row(page, adminsTask.title)
        .getByRole('button', { name: /^Delete/ })
        .count(),
    ).toBe(0);

    await row(page, own.title)
      .getByRole('button', { name: `Delete: ${own.title}` })
      .click();
    const confirm = dialog(page, 'Delete Task');
    await confirm.getByText(`Delete "${own.title}"? This cannot be undone.`).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await apiTask(env, staff.cookie, own.id);

    await row(page, own.title)
      .getByRole('button', { name: `Delete: ${own.title}` })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Task deleted').waitFor();
    await row(page, own.title).waitFor({ state: 'detached' });
    await env.t.http.get(`/api/crm/tasks/${own.id}`).set('Cookie', staff.cookie).expect(404);
    await apiTask(env, adminCookie, adminsTask.id);
    await context.close();
  });

  describe('accessibility and width (one test per width, so that each stays short on a busy machine)', () => {
    let task: TaskAnswer;
    beforeAll(async () => {
      task = (
        await postTask(env.t, staff.cookie, {
          title: 'Book the engineer visit',
          description: 'Between 9 and 12, side entrance.',
          priority: 'urgent',
          dueDate: `${ukDay(-1)}T16:00`,
          businessProfileId: otherCustomer,
        }).expect(201)
      ).body as TaskAnswer;
    });

    it.each([
      ['1280', DESKTOP],
      ['375', PHONE],
    ] as const)('at %s px: no serious accessibility violation on the list and each dialog, no sideways scroll (screenshots)', async (name, viewport) => {
      const { context, page } = await openSignedIn(env, ADMIN, viewport);
      await openTasks(env, page);
      const item = name === '375' ? page.getByRole('listitem').filter({ hasText: task.title }) : row(page, task.title);
      await item.waitFor();
      expect(await item.textContent()).toContain('Overdue');
      expect(await item.textContent()).toContain('Urgent');
      await expectNoSeriousViolations(page, `tasks list ${name}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await saveScreenshot(page, `crm-tasks-${name}`);

      await page.getByRole('button', { name: 'New Task' }).click();
      await dialog(page, 'Create New Task').getByLabel('Title').waitFor();
      await settleAnimations(page);
      await expectNoSeriousViolations(page, `new task dialog ${name}`);
      await saveScreenshot(page, `crm-tasks-new-${name}`);
      await dialog(page, 'Create New Task').getByRole('button', { name: 'Cancel' }).click();
      await dialog(page, 'Create New Task').waitFor({ state: 'detached' });

      await item.getByRole('button', { name: `Edit: ${task.title}` }).click();
      await dialog(page, 'Edit Task').getByLabel('Title').waitFor();
      await settleAnimations(page);
      await expectNoSeriousViolations(page, `edit task dialog ${name}`);
      await saveScreenshot(page, `crm-tasks-edit-${name}`);
      await dialog(page, 'Edit Task').getByRole('button', { name: 'Cancel' }).click();
      await dialog(page, 'Edit Task').waitFor({ state: 'detached' });

      await item.getByRole('button', { name: `Complete: ${task.title}` }).click();
      await dialog(page, 'Complete Task').getByRole('radio', { name: 'Rescheduled' }).check();
      await settleAnimations(page);
      await expectNoSeriousViolations(page, `complete task dialog ${name}`);
      await saveScreenshot(page, `crm-tasks-complete-${name}`);
      await dialog(page, 'Complete Task').getByRole('button', { name: 'Cancel' }).click();
      await dialog(page, 'Complete Task').waitFor({ state: 'detached' });

      await item.getByRole('button', { name: `Delete: ${task.title}` }).click();
      await dialog(page, 'Delete Task').getByRole('button', { name: 'Delete' }).waitFor();
      await settleAnimations(page);
      await expectNoSeriousViolations(page, `delete task confirmation ${name}`);
      await saveScreenshot(page, `crm-tasks-delete-${name}`);
      await context.close();
    });
  });
});
