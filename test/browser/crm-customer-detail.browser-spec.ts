/// <reference lib="dom" />
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN, createUser, signIn } from '../support/app';
import { apply, compare, createProfile, quotesOf, Visitor } from '../support/visitor';
import { BrowserEnv, expectNoSeriousViolations, holdRequests, openPage, saveScreenshot, settleAnimations, startBrowserEnv } from './support';

/**
 * The customer detail: a lead that came from
 * the wizard, read and worked on by staff (call, task, status, delete), and read by a partner for
 * its own provider only. Data is made through the public and CRM APIs; what the screen did is
 * checked through the API too.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };
const VIEWPORTS = [
  ['1280', DESKTOP],
  ['375', PHONE],
] as const;

/** What the visitor told the wizard: every figure the Overview shows. */
const WIZARD_PROFILE = {
  businessType: 'retail',
  businessName: 'Golf Garage',
  businessSector: 'automotive',
  paymentStatus: 'existing',
  monthlyTurnover: 12000,
  averageTransaction: 30,
  transactionsPerMonth: 400,
  cardTypes: ['standard_cards', 'amex'],
  paymentMethods: ['pdq'],
  numberOfTerminals: 2,
};
const COMPARISON = { businessType: 'retail', paymentStatus: 'existing', monthlyTurnover: 12000 };
const CONTACT = { firstName: 'Mia', lastName: 'Khan', email: 'mia@golf.example', phone: '07700 900123' };

interface WizardCustomer {
  visitor: Visitor;
  id: string;
  quotes: Awaited<ReturnType<typeof quotesOf>>;
}

type Detail = {
  customer: { status: string | null; latestLead: { id: number; applicationReference: string } | null };
  quotes: Array<{ providerId: number; providerName: string; isSelected: boolean }>;
  activities: Array<{
    type: string;
    subject: string | null;
    description: string | null;
    outcome: string | null;
    duration: number | null;
    crmUserName: string | null;
  }>;
  tasks: Array<{
    id: number;
    title: string;
    status: string;
    outcome: string | null;
    notes: string | null;
    assignedToCrmUserId: number | null;
    createdByCrmUserId: number | null;
    priority: string;
    reminderMinutes: number;
    dueDate: string;
  }>;
  emails: Array<{ subject: string; status: string }>;
};

/** A profile, a comparison and (optionally) an application, as the wizard makes them. */
async function wizardCustomer(env: BrowserEnv, businessName: string, applyFor?: (quotes: WizardCustomer['quotes']) => number): Promise<WizardCustomer> {
  const visitor = await createProfile(env.t, { ...WIZARD_PROFILE, businessName });
  await compare(env.t, visitor, COMPARISON).expect(200);
  const quotes = await quotesOf(env.t, visitor);
  if (applyFor) await apply(env.t, visitor, { ...CONTACT, selectedProvider: applyFor(quotes) }).expect(201);
  return { visitor, id: visitor.profileId, quotes };
}

async function openSignedIn(env: BrowserEnv, user: { email: string; password: string }, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(env, { viewport });
  const res = await opened.context.request.post(`${env.baseUrl}/api/auth/login`, { data: { email: user.email, password: user.password } });
  expect(res.status()).toBe(200);
  return opened;
}

async function openTab(page: Page, name: 'Overview' | 'Communications' | 'Activity' | 'Actions'): Promise<Locator> {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await page.locator(`[role="tab"][aria-selected="true"]`, { hasText: name }).waitFor();
  return page.getByRole('tabpanel');
}

const dialog = (page: Page): Locator => page.getByRole('dialog');
/** A toast. Found by CSS, not by role: while a dialog is open the rest of the page is aria-hidden. */
const toast = (page: Page, text: string): Locator => page.locator('[role="alert"]').filter({ hasText: text });

/** Nothing wider than the screen: no sideways scrolling of the page (a failure names what sticks out). */
async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const overflow = await page.evaluate((limit) => {
    if (document.documentElement.scrollWidth <= limit) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 1 && (element.parentElement?.getBoundingClientRect().right ?? 0) <= limit + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} right=${Math.round(element.getBoundingClientRect().right)}`);
  }, width);
  // Where the overflow starts: elements wider than the screen inside one that is not.
  expect(overflow).toEqual([]);
}

describe('Customer detail', () => {
  let env: BrowserEnv;
  let staff: { id: number; email: string; password: string; cookie: string };
  let partner: { email: string; password: string };
  let providerA: number;
  let lead: WizardCustomer;
  let otherProviders: WizardCustomer;

  const detail = async (id: string, cookie = staff.cookie) =>
    (await env.t.http.get(`/api/crm/customers/${id}`).set('Cookie', cookie)) as { status: number; body: Detail };

  beforeAll(async () => {
    env = await startBrowserEnv({ RATE_LIMIT_PUBLIC: '100000' });
    const admin = await signIn(env.t, ADMIN.email, ADMIN.password);
    const staffUser = await createUser(env.t, admin, 'staff');
    staff = { ...staffUser, cookie: await staffUser.cookie() };
    lead = await wizardCustomer(env, 'Golf Garage', (quotes) => quotes[0].providerId);
    providerA = lead.quotes[0].providerId;
    partner = await createUser(env.t, admin, 'partner', { providerId: providerA });
    // Applied for another provider: none of partner A's business.
    otherProviders = await wizardCustomer(env, 'Hotel Harbour', (quotes) => quotes[1].providerId);
    // The application's quote email is queued in the background and delivered within moments.
    for (let i = 0; i < 100 && (await detail(lead.id)).body.emails[0]?.status !== 'sent'; i += 1) await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(() => env.close());

  describe('staff', () => {
    it('opens a lead from the wizard at /contact: name, status, reference, contact, provider, figures and quotes', async () => {
      const { body } = await detail(lead.id);
      const { context, page } = await openSignedIn(env, staff);
      await page.goto(`${env.baseUrl}/crm/customers/${lead.id}/contact`);
      await page.getByRole('heading', { level: 1, name: 'Golf Garage' }).waitFor();
      const header = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
      await header.getByText('Created', { exact: true }).waitFor();
      await header.getByText(body.customer.latestLead!.applicationReference).waitFor();
      await header.getByText('Mia Khan').waitFor();
      await header.getByRole('link', { name: 'mia@golf.example' }).waitFor();
      await header.getByText('07700 900123').waitFor();
      const selected = body.quotes.find((quote) => quote.isSelected)!;
      await header.getByText(selected.providerName).waitFor();
      expect(await page.getByRole('link', { name: 'Back to customers' }).getAttribute('href')).toBe('/crm/customers');

      const overview = page.getByRole('tabpanel');
      for (const [label, value] of [
        ['Sector', 'Automotive'],
        ['Monthly turnover', '£12,000.00'],
        ['Average transaction', '£30.00'],
        ['Transactions per month', '400'],
        ['Card types', 'Visa & Mastercard, American Express'],
        ['Payment status', 'Currently processing'],
        ['Number of terminals', '2'],
      ]) {
        await overview.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').filter({ hasText: value }).waitFor();
      }
      const rows = overview.getByRole('table').getByRole('row');
      expect(await rows.count()).toBe(body.quotes.length + 1);
      await rows.filter({ hasText: selected.providerName }).getByText('Selected').waitFor();
      await context.close();
    });

    it('shows a skeleton while loading, and a failure with Try again rather than a blank screen', async () => {
      const { context, page } = await openSignedIn(env, staff);
      const url = `**/api/crm/customers/${lead.id}`;
      const held = await holdRequests(page, url, 'GET');
      await page.goto(`${env.baseUrl}/crm/customers/${lead.id}`);
      await page.getByRole('status', { name: 'Loading customer' }).waitFor();
      await held.release();
      await page.getByRole('heading', { level: 1, name: 'Golf Garage' }).waitFor();

      await page.route(url, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"Internal server error"}' }),
      );
      await page.reload();
      await page.getByText('The customer could not be loaded.').waitFor();
      await page.unroute(url);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { level: 1, name: 'Golf Garage' }).waitFor();
      await context.close();
    });

    it('logs a call: the validation message without notes, then the call in the timeline and stored', async () => {
      const { context, page } = await openSignedIn(env, staff);
      await page.goto(`${env.baseUrl}/crm/customers/${lead.id}?tab=actions`);
      await page.getByRole('button', { name: 'Log Call' }).click();
      await dialog(page).getByLabel('Subject').fill('Rates call');
      await dialog(page).getByRole('button', { name: 'Log Call' }).click();
      await toast(page, 'Missing notes').getByText('Please add call notes before logging.').waitFor();
      await dialog(page).getByText('Please add call notes before logging.').waitFor();

      await dialog(page).getByLabel('Call notes').fill('Talked through the Amex rates.\nCalls back Friday.');
      await dialog(page).getByLabel('Duration in minutes (optional)').fill('5');
      await dialog(page).getByRole('button', { name: 'Log Call' }).click();
      await toast(page, 'Call logged successfully').waitFor();
      await dialog(page).waitFor({ state: 'detached' });

      const timeline = await openTab(page, 'Activity');
      const entry = timeline.getByRole('listitem').filter({ hasText: 'Rates call' });
      await entry.getByText('Outcome: Successful').waitFor();
      await entry.getByText('Duration: 5 min').waitFor();
      await entry.getByText('Calls back Friday.', { exact: false }).waitFor();
      const { body } = await detail(lead.id);
      expect(body.activities[0]).toMatchObject({
        type: 'call',
        subject: 'Rates call',
        description: 'Talked through the Amex rates.\nCalls back Friday.',
        outcome: 'successful',
        duration: 300,
      });
      await context.close();
    });

    it('creates a task (assigned to and created by the signed-in user), then completes it with an outcome and notes', async () => {
      const { context, page } = await openSignedIn(env, staff);
      await page.goto(`${env.baseUrl}/crm/customers/${lead.id}?tab=actions`);
      await page.getByRole('button', { name: 'Create Task' }).click();
      await dialog(page).getByRole('button', { name: 'Create Task' }).click();
      await toast(page, 'Missing information').getByText('Please fill in task title and due date.').waitFor();

      await dialog(page).getByLabel('Title').fill('Send the Amex terms');
      await dialog(page).getByLabel('Due date and time').fill('14/06/2030 10:30');
      await dialog(page).getByRole('button', { name: 'Create Task' }).click();
      await toast(page, 'Task created successfully').waitFor();
      await dialog(page).waitFor({ state: 'detached' });

      const overview = await openTab(page, 'Overview');
      const task = overview.getByRole('listitem').filter({ hasText: 'Send the Amex terms' });
      await task.getByText('Pending').waitFor();
      await task.getByText('Medium priority').waitFor();
      const stored = (await detail(lead.id)).body.tasks.find((t) => t.title === 'Send the Amex terms')!;
      expect(stored).toMatchObject({ status: 'pending', assignedToCrmUserId: staff.id, createdByCrmUserId: staff.id, priority: 'medium', reminderMinutes: 15 });
      // 14/06/2030 10:30 typed is UK time: 09:30 UTC in summer (BST).
      expect(new Date(stored.dueDate).toISOString()).toBe('2030-06-14T09:30:00.000Z');

      await task.getByRole('button', { name: 'Complete task Send the Amex terms' }).click();
      const complete = dialog(page).getByRole('button', { name: 'Complete Task' });
      expect(await complete.isDisabled()).toBe(true);
      await dialog(page).getByRole('radio', { name: 'No answer' }).check();
      await dialog(page).getByLabel('Notes (optional)').fill('Left a voicemail.');
      expect(await complete.isEnabled()).toBe(true);
      await complete.click();
      await toast(page, 'Task completed').waitFor();
      await overview.getByRole('listitem').filter({ hasText: 'Send the Amex terms' }).getByText('Completed').waitFor();

      const timeline = await openTab(page, 'Activity');
      const entry = timeline.getByRole('listitem').filter({ hasText: 'Send the Amex terms' });
      await entry.getByText('Outcome: No answer').waitFor();
      await entry.getByText('Left a voicemail.').waitFor();
      const after = (await detail(lead.id)).body;
      expect(after.tasks.find((t) => t.id === stored.id)).toMatchObject({ status: 'completed', outcome: 'no_answer', notes: 'Left a voicemail.' });
      expect(after.activities[0]).toMatchObject({
        subject: expect.stringContaining('Send the Amex terms'),
        outcome: 'no_answer',
        description: 'Left a voicemail.',
      });
      await context.close();
    });

    it("changes the lead's status: the chip takes its colour and the change is in the timeline", async () => {
      const { context, page } = await openSignedIn(env, staff);
      await page.goto(`${env.baseUrl}/crm/customers/${lead.id}?tab=actions`);
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Quoted' }).click();
      await toast(page, 'Status Updated').waitFor();
      const chip = page.locator('header [data-status="quoted"]');
      await chip.waitFor();
      expect(await chip.evaluate((element) => element.className)).toMatch(/colorPrimary/);
      const timeline = await openTab(page, 'Activity');
      await timeline.getByText(/Status changed from created to quoted by /).waitFor();
      expect((await detail(lead.id)).body.customer.status).toBe('quoted');

      // A refusal names the server's reason: 'Update Failed' / 'Failed to update customer status: {reason}', and nothing changes.
      await openTab(page, 'Actions');
      await page.route('**/api/crm/leads/*/status', (route) =>
        route.fulfill({ status: 422, contentType: 'application/json', body: '{"statusCode":422,"message":"The lead is locked"}' }),
      );
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Closed' }).click();
      await toast(page, 'Update Failed').getByText('Failed to update customer status: The lead is locked').waitFor();
      expect((await detail(lead.id)).body.customer.status).toBe('quoted');
      await context.close();
    });

    it("corrects the customer's phone number: a wrong one is refused by name, the right one is shown and is in the timeline", async () => {
      const reference = (await detail(lead.id)).body.customer.latestLead!.applicationReference;
      const { context, page } = await openSignedIn(env, staff);
      await page.goto(`${env.baseUrl}/crm/customers/${lead.id}`);
      const application = page.locator(`[data-lead-id="${(await detail(lead.id)).body.customer.latestLead!.id}"]`);
      await application.getByRole('heading', { name: new RegExp(reference) }).waitFor();
      await application.getByRole('button', { name: `Edit contact details of ${reference}` }).click();
      const phone = dialog(page).getByLabel('Phone');
      expect(await phone.inputValue()).toBe('07700 900123');

      await phone.fill('call me');
      await dialog(page).getByRole('button', { name: 'Save contact details' }).click();
      await toast(page, 'Not saved')
        .getByText(/phone must be a phone number/)
        .waitFor();
      expect(await phone.getAttribute('aria-invalid')).toBe('true');

      await phone.fill('07700 900456');
      await dialog(page).getByRole('button', { name: 'Save contact details' }).click();
      await toast(page, 'Contact details saved').waitFor();
      await dialog(page).waitFor({ state: 'detached' });
      await application.getByRole('link', { name: '07700 900456' }).waitFor();
      await page.locator('header').getByText('07700 900456').waitFor();

      const timeline = await openTab(page, 'Activity');
      const entry = timeline.locator('li', { hasText: `Contact details corrected (${reference})` });
      await entry.getByText(/Phone: "07700 900123" → "07700 900456" \(by /).waitFor();
      const stored = (
        await env.t.http.get(`/api/crm/leads?filter=${encodeURIComponent(JSON.stringify({ businessProfileId: lead.id }))}`).set('Cookie', staff.cookie)
      ).body as Array<{ phone: string }>;
      expect(stored.map((row) => row.phone)).toEqual(['07700 900456']);
      await context.close();
    });

    it("shows the customer's emails; the HTML quote email opens in a sandboxed frame, never in the page", async () => {
      const { body } = await detail(lead.id);
      const { context, page } = await openSignedIn(env, staff);
      await page.goto(`${env.baseUrl}/crm/customers/${lead.id}`);
      const emails = await openTab(page, 'Communications');
      const item = emails.getByRole('button').filter({ hasText: body.emails[0].subject });
      await item.getByText('Sent').waitFor();
      await item.getByText('To mia@golf.example').waitFor();
      // Sending arrives with a later issue: no send form and no dead button meanwhile.
      expect(await page.getByRole('button', { name: /send/i }).count()).toBe(0);
      await item.click();
      const frame = dialog(page).locator('iframe');
      expect(await frame.getAttribute('sandbox')).toBe('');
      expect(await frame.getAttribute('srcdoc')).toContain('Content-Security-Policy');
      await context.close();
    });

    it('deletes a customer after the irreversible-action confirmation, then goes back to the list', async () => {
      const doomed = await wizardCustomer(env, 'Doomed Deli');
      const { context, page } = await openSignedIn(env, staff);
      await page.goto(`${env.baseUrl}/crm/customers/${doomed.id}?tab=actions`);
      await page.getByRole('button', { name: 'Delete Customer' }).click();
      await dialog(page).getByText('This action cannot be undone.', { exact: false }).waitFor();
      await dialog(page).getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Customer Deleted').waitFor();
      await page.waitForURL(`${env.baseUrl}/crm/customers`);
      expect((await detail(doomed.id)).status).toBe(404);
      await context.close();
    });
  });

  describe('partner', () => {
    it("reads its own provider's customer with its own quotes only, and has no delete control", async () => {
      const { context, page } = await openSignedIn(env, partner);
      await page.goto(`${env.baseUrl}/crm/customers/${lead.id}`);
      await page.getByRole('heading', { level: 1, name: 'Golf Garage' }).waitFor();
      const own = lead.quotes.find((quote) => quote.providerId === providerA)!;
      const ownName = (await detail(lead.id)).body.quotes.find((quote) => quote.providerId === own.providerId)!.providerName;
      const rows = page.getByRole('tabpanel').getByRole('table').getByRole('row');
      await rows.filter({ hasText: ownName }).waitFor();
      expect(await rows.count()).toBe(2);
      await openTab(page, 'Actions');
      await page.getByRole('button', { name: 'Log Call' }).waitFor();
      expect(await page.getByRole('button', { name: 'Delete Customer' }).count()).toBe(0);
      await context.close();
    });

    it("may correct its own lead's contact details but has no control for the business details", async () => {
      const { context, page } = await openSignedIn(env, partner);
      await page.goto(`${env.baseUrl}/crm/customers/${lead.id}`);
      await page.getByRole('heading', { level: 1, name: 'Golf Garage' }).waitFor();
      await page.getByRole('button', { name: /^Edit contact details of / }).waitFor();
      expect(await page.getByRole('button', { name: 'Edit business details' }).count()).toBe(0);
      await context.close();
    });

    it("gets the not-found screen, not an error toast, for another provider's customer", async () => {
      const { context, page } = await openSignedIn(env, partner);
      await page.goto(`${env.baseUrl}/crm/customers/${otherProviders.id}`);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await page.getByText('Did you forget to add the page to the router?').waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      // Still signed in: a 404 is not an access error.
      expect(page.url()).toBe(`${env.baseUrl}/crm/customers/${otherProviders.id}`);
      await context.close();
    });
  });

  describe('layout and accessibility', () => {
    it.each(VIEWPORTS)(
      'has no serious violation on any tab at %s px, fits the screen, and is pictured',
      async (name, viewport) => {
        const { context, page } = await openSignedIn(env, staff, viewport);
        await page.goto(`${env.baseUrl}/crm/customers/${lead.id}`);
        await page.getByRole('heading', { level: 1, name: 'Golf Garage' }).waitFor();
        for (const tab of ['Overview', 'Communications', 'Activity', 'Actions'] as const) {
          const panel = await openTab(page, tab);
          await panel.getByRole('heading', { level: 2 }).first().waitFor();
          await expectNoSeriousViolations(page, `${tab} ${name}`);
          await expectNoSidewaysScroll(page, viewport.width);
          await saveScreenshot(page, `crm-customer-${tab.toLowerCase()}-${name}`);
        }
        await context.close();
      },
      120_000,
    );

    it.each(VIEWPORTS)(
      'has no serious violation in any dialog at %s px',
      async (name, viewport) => {
        const { context, page } = await openSignedIn(env, staff, viewport);
        await page.goto(`${env.baseUrl}/crm/customers/${lead.id}?tab=actions`);
        const openers: Array<[string, () => Promise<void>]> = [
          ['log-call', () => page.getByRole('button', { name: 'Log Call' }).click()],
          ['add-note', () => page.getByRole('button', { name: 'Add Note' }).click()],
          ['create-task', () => page.getByRole('button', { name: 'Create Task' }).click()],
          ['delete', () => page.getByRole('button', { name: 'Delete Customer' }).click()],
        ];
        for (const [dialogName, open] of openers) {
          await open();
          await dialog(page).waitFor();
          await settleAnimations(page); // the dialog's enter transition
          await expectNoSeriousViolations(page, `${dialogName} dialog ${name}`);
          await saveScreenshot(page, `crm-customer-dialog-${dialogName}-${name}`);
          await page.keyboard.press('Escape');
          await dialog(page).waitFor({ state: 'detached' });
        }
        // The correction dialogs, on the Overview.
        await openTab(page, 'Overview');
        const correctionOpeners: Array<[string, () => Promise<void>]> = [
          ['edit-business', () => page.getByRole('button', { name: 'Edit business details' }).click()],
          [
            'edit-contact',
            () =>
              page
                .getByRole('button', { name: /^Edit contact details of / })
                .first()
                .click(),
          ],
        ];
        for (const [dialogName, open] of correctionOpeners) {
          await open();
          await dialog(page).waitFor();
          await settleAnimations(page); // the dialog's enter transition
          await expectNoSeriousViolations(page, `${dialogName} dialog ${name}`);
          await expectNoSidewaysScroll(page, viewport.width);
          await saveScreenshot(page, `crm-customer-dialog-${dialogName}-${name}`);
          await page.keyboard.press('Escape');
          await dialog(page).waitFor({ state: 'detached' });
        }
        await openTab(page, 'Actions');
        // Complete Task (a task of its own, so the dialog has something to complete).
        await env.t.http
          .post('/api/crm/tasks')
          .set('Cookie', staff.cookie)
          .send({ title: `Check in ${name}`, dueDate: '2031-01-01T09:00:00Z', businessProfileId: lead.id })
          .expect(201);
        await page.reload();
        await page.getByRole('button', { name: `Complete task Check in ${name}` }).click();
        await dialog(page).waitFor();
        await settleAnimations(page); // the dialog's enter transition
        await expectNoSeriousViolations(page, `complete-task dialog ${name}`);
        await saveScreenshot(page, `crm-customer-dialog-complete-task-${name}`);
        await page.keyboard.press('Escape');
        // An email (its HTML in the sandboxed frame).
        await openTab(page, 'Communications');
        await page.getByRole('tabpanel').getByRole('button').first().click();
        await dialog(page).locator('iframe').waitFor();
        await settleAnimations(page); // the dialog's enter transition
        // The email itself is the template's HTML in a sandboxed frame that runs no script (axe's
        // included): the dialog around it is checked.
        await expectNoSeriousViolations(page, `email dialog ${name}`, ['iframe[sandbox]']);
        await saveScreenshot(page, `crm-customer-dialog-email-${name}`);
        await context.close();
      },
      120_000,
    );
  });
});
