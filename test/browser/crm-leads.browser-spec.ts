/// <reference lib="dom" />
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN, createUser, signIn } from '../support/app';
import { createProfile } from '../support/visitor';
import { newCustomer, quotedProviders, TestCustomer, TEST_ENV } from '../customers/customer-fixtures';
import { BrowserEnv, downloadedBytes, expectNoSeriousViolations, openPage, saveScreenshot, startBrowserEnv } from './support';

/**
 * Lead management and the pipeline board
 * against the real server, with customers made as the wizard makes them (public API): a staff
 * user searches, changes a status on the list, moves the lead on the board by mouse, keyboard and
 * menu (each reaching the server), exports the CSV and bulk-deletes; a partner sees only its
 * provider's customers and no delete control; axe and screenshots at 1280 and 375 px.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };

/** The export's columns (src/customers/customer-export.service.ts). */
const CSV_HEADER = [
  'id',
  'businessName',
  'businessType',
  'businessSector',
  'paymentStatus',
  'monthlyTurnover',
  'status',
  'source',
  'selectedProvider',
  'contactName',
  'email',
  'phone',
  'applicationReference',
  'createdAt',
  'lastActivityAt',
];
const BATCH_SIZE = 27;
/** The list's first page of all the customers (more than a page: 25 shown). */
const FIRST_PAGE_OF_MANY = /^1-25 of \d+$/;
const GREEN = 'rgb(46, 125, 50)';

type Credentials = { email: string; password: string };

async function openSignedIn(env: BrowserEnv, who: Credentials, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(env, { viewport });
  const res = await opened.context.request.post(`${env.baseUrl}/api/auth/login`, { data: { email: who.email, password: who.password } });
  expect(res.status()).toBe(200);
  return opened;
}

/** Waits until check() holds (the server's state after a browser action), or fails with its last value. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    value = await read();
  }
  return value;
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const column = (page: Page, status: string) => page.getByRole('region', { name: status, exact: true });
const card = (area: Page | Locator, name: string) => area.getByRole('listitem').filter({ hasText: name });
/**
 * dnd-kit's keyboard sensor starts listening for arrow keys in a setTimeout(0) after the drag
 * starts, and Chromium runs queued input before timers: on a busy machine an arrow pressed at once
 * can arrive before the listener. A timer set now fires after that one (same delay, first in first
 * out), so once it has fired the sensor hears the keys, as it does for a person.
 */
const keyboardDragReady = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('Lead management and the pipeline board', () => {
  let env: BrowserEnv;
  let staff: Credentials;
  let partner: Credentials;
  let staffCookie: string;
  let wizardLead: TestCustomer;
  let doomed: TestCustomer[];
  let lonely: TestCustomer;

  const leadStatus = async (leadId: number): Promise<string> => {
    const res = await env.t.http
      .get('/api/crm/leads')
      .query({ filter: JSON.stringify({ id: [leadId] }) })
      .set('Cookie', staffCookie)
      .expect(200);
    return (res.body as Array<{ status: string }>)[0].status;
  };
  const setLeadStatus = (leadId: number, status: string) =>
    env.t.http.patch(`/api/crm/leads/${leadId}/status`).set('Cookie', staffCookie).send({ status }).expect(200);

  beforeAll(async () => {
    env = await startBrowserEnv(TEST_ENV);
    const admin = await signIn(env.t, ADMIN.email, ADMIN.password);
    staff = await createUser(env.t, admin, 'staff');
    staffCookie = await signIn(env.t, staff.email, staff.password);
    const [providerA, providerB] = await quotedProviders(env.t);
    partner = await createUser(env.t, admin, 'partner', { providerId: providerA });
    wizardLead = await newCustomer(env.t, {
      businessName: 'Zephyr Bakery',
      monthlyTurnover: 15000,
      applyFor: providerA,
      lead: { firstName: 'Wendy', lastName: 'Baker', email: 'wendy@zephyr.example' },
    });
    // Another provider's customer: the partner must not see it.
    await newCustomer(env.t, { businessName: 'Quebec Quilts', applyFor: providerB, lead: { email: 'quinn@quebec.example' } });
    doomed = [
      await newCustomer(env.t, { businessName: 'Doomed Deli One', applyFor: providerB }),
      await newCustomer(env.t, { businessName: 'Doomed Deli Two', applyFor: providerB }),
    ];
    lonely = await newCustomer(env.t, { businessName: 'Lonely Locksmith', applyFor: providerB });
    // More matching customers than a page of the list holds, for the export (profiles only, as after step 1).
    for (let i = 1; i <= BATCH_SIZE; i += 1) {
      await createProfile(env.t, {
        businessType: 'trade',
        businessName: `Batch Barbers ${String(i).padStart(2, '0')}`,
        businessSector: 'beauty_wellness',
        paymentStatus: 'new',
      });
    }
  });
  afterAll(() => env.close());

  describe('staff', () => {
    it('opens Lead Management from the sidebar, finds the wizard lead by business name and changes its status: toast, green, saved', async () => {
      const { context, page } = await openSignedIn(env, staff);
      await page.goto(`${env.baseUrl}/crm`);
      const nav = page.locator('nav[aria-label="Main navigation"]');
      await nav.getByRole('group', { name: 'Customer Operations' }).getByRole('link', { name: 'Lead Management' }).click();
      await page.waitForURL(`${env.baseUrl}/crm/customers`);
      await page.getByText(FIRST_PAGE_OF_MANY).waitFor();

      await search(page).fill('Zephyr');
      const row = page.getByRole('row').filter({ hasText: 'Zephyr Bakery' });
      await page.getByText('1-1 of 1').waitFor();
      await row.getByText('Wendy Baker').waitFor();
      await row.getByText('wendy@zephyr.example').waitFor();
      await row.getByText('£15,000.00').waitFor();

      const status = row.getByRole('combobox', { name: 'Lead status of Zephyr Bakery' });
      expect(await status.textContent()).toBe('Created');
      await status.click();
      await page.getByRole('option', { name: 'Applied' }).click();
      await page.getByText('Status Updated').waitFor();
      // The chip turns green (applied), once its colour transition has run.
      const chip = status.locator('[data-status="applied"]');
      await chip.waitFor();
      await chip.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      expect(await chip.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(GREEN);
      expect(
        await eventually(
          () => leadStatus(wizardLead.leadId!),
          (value) => value === 'applied',
        ),
      ).toBe('applied');
      await context.close();
    });

    it('moves the lead on the board by mouse, by keyboard and with its menu, each move saved on the server', async () => {
      await setLeadStatus(wizardLead.leadId!, 'applied');
      const { context, page } = await openSignedIn(env, staff);
      await page.goto(`${env.baseUrl}/crm/customers`);
      await page.getByText(FIRST_PAGE_OF_MANY).waitFor();
      await search(page).fill('Zephyr');
      await page.getByText('1-1 of 1').waitFor();
      // The board keeps the list's filters.
      await page.getByRole('navigation', { name: 'Customer views' }).getByRole('link', { name: 'Pipeline' }).click();
      await page.waitForURL(/\/crm\/customers\/pipeline/);
      const applied = column(page, 'Applied');
      const quoted = column(page, 'Quoted');
      await card(applied, 'Zephyr Bakery').waitFor();
      expect(await card(page, 'Quebec Quilts').count()).toBe(0);

      // Mouse: drag the card from Applied onto Quoted.
      const from = await card(applied, 'Zephyr Bakery').getByText('Wendy Baker').boundingBox();
      const to = await quoted.boundingBox();
      if (!from || !to) throw new Error('the card or the column is not on screen');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
      await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 15 });
      await page.mouse.up();
      await card(quoted, 'Zephyr Bakery').waitFor();
      await page.getByText('Status Updated').first().waitFor();
      expect(
        await eventually(
          () => leadStatus(wizardLead.leadId!),
          (value) => value === 'quoted',
        ),
      ).toBe('quoted');

      // Keyboard: pick it up from its handle, one column to the right (Applied), drop; announced.
      const handle = card(quoted, 'Zephyr Bakery').getByRole('button', { name: 'Drag Zephyr Bakery' });
      await handle.focus();
      await page.keyboard.press('Space');
      await page.getByText('Zephyr Bakery is over Quoted, where it started.').waitFor({ state: 'attached' });
      await keyboardDragReady(page);
      await page.keyboard.press('ArrowRight');
      await page.getByText('Zephyr Bakery is over Applied.').waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      await page.getByText('Zephyr Bakery was moved to Applied.').waitFor({ state: 'attached' });
      await card(applied, 'Zephyr Bakery').waitFor();
      expect(
        await eventually(
          () => leadStatus(wizardLead.leadId!),
          (value) => value === 'applied',
        ),
      ).toBe('applied');

      // The "Move to…" menu, the keyboard fallback: the handle in the new column has the focus after.
      await card(applied, 'Zephyr Bakery').getByRole('button', { name: 'Move Zephyr Bakery to…' }).click();
      await page.getByRole('menuitem', { name: 'Move to Closed' }).click();
      await card(column(page, 'Closed'), 'Zephyr Bakery').waitFor();
      expect(
        await eventually(
          () => leadStatus(wizardLead.leadId!),
          (value) => value === 'closed',
        ),
      ).toBe('closed');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Drag Zephyr Bakery');
      await context.close();
    });

    it('puts a card back in its column with the failure toast when the server refuses the move (rollback)', async () => {
      await setLeadStatus(wizardLead.leadId!, 'created');
      const { context, page } = await openSignedIn(env, staff);
      await page.route('**/api/crm/leads/*/status', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"Internal server error"}' }),
      );
      await page.goto(`${env.baseUrl}/crm/customers/pipeline`);
      const created = column(page, 'Created');
      await card(created, 'Zephyr Bakery').getByRole('button', { name: 'Move Zephyr Bakery to…' }).click();
      await page.getByRole('menuitem', { name: 'Move to Quoted' }).click();
      await page.getByText('Update Failed').waitFor();
      await page.getByText('Failed to update customer status: Unknown error').waitFor();
      await card(created, 'Zephyr Bakery').waitFor();
      expect(await card(column(page, 'Quoted'), 'Zephyr Bakery').count()).toBe(0);
      expect(await leadStatus(wizardLead.leadId!)).toBe('created');
      await context.close();
    });

    it("exports every customer matching the list's filters as CSV, not only the page shown", async () => {
      const { context, page } = await openSignedIn(env, staff);
      await page.goto(`${env.baseUrl}/crm/customers`);
      await search(page).fill('Batch Barbers');
      await page.getByText(`1-25 of ${BATCH_SIZE}`).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = (await downloadedBytes(download)).toString('utf8').replace(/^\uFEFF/, '');
      const lines = text.trim().split('\r\n');
      expect(lines[0].split(',')).toEqual(CSV_HEADER);
      const names = lines
        .slice(1)
        .map((line) => line.split(',')[1])
        .sort();
      expect(names).toEqual(Array.from({ length: BATCH_SIZE }, (_, i) => `Batch Barbers ${String(i + 1).padStart(2, '0')}`));
      await context.close();
    });

    it('bulk-deletes two selected customers in one call: toast, gone from the list and from the API', async () => {
      const { context, page } = await openSignedIn(env, staff);
      const deletes: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/crm/customers') && (request.method() === 'DELETE' || pathname.endsWith('/bulk-delete')))
          deletes.push(`${request.method()} ${pathname}`);
      });
      await page.goto(`${env.baseUrl}/crm/customers`);
      await search(page).fill('Doomed Deli');
      await page.getByText('1-2 of 2').waitFor();
      for (const name of ['Doomed Deli One', 'Doomed Deli Two']) {
        await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
      }
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Delete these 2 customers permanently', { exact: false }).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete 2 customers' }).click();
      await page.getByText('Customers Deleted').waitFor();
      await page.getByText('Successfully deleted 2 customers.').waitFor();
      await page.getByText('No customers match these filters').waitFor();
      expect(deletes).toEqual(['POST /api/crm/customers/bulk-delete']);
      for (const customer of doomed) {
        await env.t.http.get(`/api/crm/customers/${customer.id}`).set('Cookie', staffCookie).expect(404);
      }
      await context.close();
    });

    it('deletes one customer through the irreversible-action dialog', async () => {
      const { context, page } = await openSignedIn(env, staff);
      await page.goto(`${env.baseUrl}/crm/customers`);
      await search(page).fill('Lonely Locksmith');
      await page.getByText('1-1 of 1').waitFor();
      await page.getByRole('button', { name: 'Delete Lonely Locksmith' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('This action cannot be undone.', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Delete Customer' }).click();
      await page.getByText('Customer Deleted').waitFor();
      await page.getByText('No customers match these filters').waitFor();
      await env.t.http.get(`/api/crm/customers/${lonely.id}`).set('Cookie', staffCookie).expect(404);
      await context.close();
    });

    it("says 'Customers could not be loaded' with a way to try again when the list fails", async () => {
      const { context, page } = await openSignedIn(env, staff);
      let isFailing = true;
      await page.route(
        (url) => url.pathname === '/api/crm/customers',
        (route) => (isFailing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }) : route.fallback()),
      );
      await page.goto(`${env.baseUrl}/crm/customers`);
      await page.getByText('Customers could not be loaded').waitFor();
      isFailing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByText(FIRST_PAGE_OF_MANY).waitFor();
      await context.close();
    });
  });

  describe('partner', () => {
    it("sees only its own provider's customers, on the list and the board, and no delete control", async () => {
      const { context, page } = await openSignedIn(env, partner);
      await page.goto(`${env.baseUrl}/crm/customers`);
      await page.getByRole('row').filter({ hasText: 'Zephyr Bakery' }).waitFor();
      expect(await page.getByText('Quebec Quilts').count()).toBe(0);
      expect(await page.getByText('Batch Barbers 01').count()).toBe(0);
      expect(await page.getByRole('checkbox').count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
      expect(await page.getByRole('combobox', { name: 'Provider' }).count()).toBe(0);

      await page.goto(`${env.baseUrl}/crm/customers/pipeline`);
      await card(page, 'Zephyr Bakery').waitFor();
      expect(await card(page, 'Quebec Quilts').count()).toBe(0);
      await context.close();
    });
  });

  it('has no serious accessibility violation on the list and the board, nothing wider than the screen (1280 and 375 px)', async () => {
    for (const [name, viewport] of [
      ['1280', DESKTOP],
      ['375', PHONE],
    ] as const) {
      const { context, page } = await openSignedIn(env, staff, viewport);
      // The retail customers: the ones with leads (status dropdowns, contacts), not the batch.
      await page.goto(`${env.baseUrl}/crm/customers?filter=${encodeURIComponent(JSON.stringify({ sector: 'retail' }))}`);
      await page.getByText('Quebec Quilts').first().waitFor();
      await page.getByRole('combobox', { name: 'Lead status of Quebec Quilts' }).waitFor();
      await expectNoSeriousViolations(page, `lead management ${name}`);
      expect(await noHorizontalScroll(page)).toBe(true);
      await saveScreenshot(page, `crm-leads-list-${name}`);

      await page.goto(`${env.baseUrl}/crm/customers/pipeline`);
      await card(page, 'Quebec Quilts').waitFor();
      await expectNoSeriousViolations(page, `pipeline board ${name}`);
      expect(await noHorizontalScroll(page)).toBe(true);
      await saveScreenshot(page, `crm-leads-board-${name}`);
      await context.close();
    }
  });
});
