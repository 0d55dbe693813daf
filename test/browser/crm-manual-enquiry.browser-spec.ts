/// <reference lib="dom" />
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN, createUser, signIn } from '../support/app';
import { quotedProviders, TEST_ENV } from '../customers/customer-fixtures';
import { BrowserEnv, expectNoSeriousViolations, openPage, saveScreenshot, startBrowserEnv } from './support';

/**
 * Enquiries that do not come through the wizard, against the real server: a staff member takes a
 * phone enquiry from the customer list's 'New customer' button, lands on the new customer's
 * detail with the quotes the wizard's comparison gives the same figures, and moves its lead
 * through the statuses; the list shows and filters its source. An empty form stores nothing; a
 * partner has no button and no form. axe and screenshots of the form at 1280 and 375 px.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** What the caller said on the phone, as the comparison takes it. */
const FIGURES = {
  businessType: 'restaurant',
  paymentStatus: 'existing',
  monthlyTurnover: 18500,
  transactionsPerMonth: 900,
  debitCardVolume: 65,
  creditCardVolume: 35,
  currentDebitFee: 0.6,
  currentCreditFee: 1.4,
};

type Credentials = { email: string; password: string };

interface Detail {
  customer: { source: string; status: string | null; latestLead: { id: number } | null };
  quotes: Array<{ providerId: number; providerName: string; estimatedMonthlyCost: number }>;
}

async function openSignedIn(env: BrowserEnv, who: Credentials, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(env, { viewport });
  const res = await opened.context.request.post(`${env.baseUrl}/api/auth/login`, { data: { email: who.email, password: who.password } });
  expect(res.status()).toBe(200);
  return opened;
}

const toast = (page: Page, text: string): Locator => page.locator('[role="alert"]').filter({ hasText: text });
/** A text or number field by its label (a required one's label ends in MUI's thin-spaced asterisk). */
const field = (page: Page, label: string): Locator => page.getByLabel(new RegExp(`^${label.replace(/[()£%]/g, (c) => `\\${c}`)}(\\s*\\*)?$`));
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Picks an option of a react-admin select (a MUI combobox) by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('Enquiries entered by hand', () => {
  let env: BrowserEnv;
  let staff: Credentials;
  let partner: Credentials;
  let staffCookie: string;

  const detail = async (id: string): Promise<Detail> => (await env.t.http.get(`/api/crm/customers/${id}`).set('Cookie', staffCookie).expect(200)).body;
  const profileCount = async (): Promise<number> =>
    Number((await env.t.http.get('/api/crm/customers').set('Cookie', staffCookie).expect(200)).headers['content-range'].split('/').pop());

  beforeAll(async () => {
    env = await startBrowserEnv(TEST_ENV);
    const admin = await signIn(env.t, ADMIN.email, ADMIN.password);
    staff = await createUser(env.t, admin, 'staff');
    staffCookie = await signIn(env.t, staff.email, staff.password);
    const [providerA] = await quotedProviders(env.t);
    partner = await createUser(env.t, admin, 'partner', { providerId: providerA });
  }, 120_000);
  afterAll(() => env.close());

  it("takes a phone enquiry from the list's New customer button: priced like the wizard, its quotes shown, its lead moved through the statuses", async () => {
    const compared = (await env.t.http.post('/api/compare-providers').send(FIGURES).expect(200)).body as { providers: Array<{ id: number; name: string }> };
    const best4 = compared.providers.slice(0, 4);
    const { context, page } = await openSignedIn(env, staff);
    await page.goto(`${env.baseUrl}/crm/customers`);
    await page.getByRole('link', { name: 'New customer' }).click();
    await page.waitForURL(`${env.baseUrl}/crm/customers/new`);
    await page.getByRole('heading', { name: 'Business details' }).waitFor();
    await saveScreenshot(page, 'crm-manual-enquiry-form-1280');
    await expectNoSeriousViolations(page, 'new customer form (1280)');

    await choose(page, 'Source', 'Phone');
    await field(page, 'Business name').fill('Harbour Fish Bar');
    await choose(page, 'Business type', 'Restaurant');
    await choose(page, 'Sector', 'Food & Beverage');
    await choose(page, 'Payment status', 'Currently processing');
    await field(page, 'First name').fill('Nadia');
    await field(page, 'Last name').fill('Okafor');
    await field(page, 'Email').fill('nadia@harbourfish.example');
    await field(page, 'Phone').fill('01632 960123');
    await field(page, 'Monthly card turnover (£)').fill('18500');
    await field(page, 'Transactions per month').fill('900');
    await field(page, 'Debit cards (%)').fill('65');
    await field(page, 'Credit cards (%)').fill('35');
    await field(page, 'Debit card fee (%)').fill('0.6');
    await field(page, 'Credit card fee (%)').fill('1.4');
    await choose(page, 'Chosen provider', best4[0].name);
    await page.getByRole('button', { name: 'Create customer' }).click();

    await toast(page, 'Customer Created').waitFor();
    await page.waitForURL(new RegExp(`/crm/customers/${UUID.source}$`));
    const id = UUID.exec(page.url())![0];
    await page.getByRole('heading', { level: 1, name: 'Harbour Fish Bar' }).waitFor();
    const overview = page.getByRole('tabpanel');
    await overview.locator('dt', { hasText: 'Source' }).locator('xpath=following-sibling::dd[1]').filter({ hasText: 'Phone' }).waitFor();
    const rows = overview.getByRole('table').getByRole('row');
    await rows.nth(4).waitFor();
    expect(await rows.count()).toBe(best4.length + 1);
    for (const provider of best4) await rows.filter({ hasText: provider.name }).first().waitFor();
    await rows.filter({ hasText: best4[0].name }).getByText('Selected').waitFor();

    const stored = await detail(id);
    expect(stored.customer).toMatchObject({ source: 'phone', status: 'created' });
    expect(stored.quotes.map((quote) => quote.providerId)).toEqual(best4.map((provider) => provider.id));

    // Its lead moves through the statuses like any other.
    await page.goto(`${env.baseUrl}/crm/customers/${id}?tab=actions`);
    for (const [option, status] of [
      ['Quoted', 'quoted'],
      ['Applied', 'applied'],
    ]) {
      await choose(page, 'Status', option);
      await toast(page, 'Status Updated').waitFor();
      await page.locator(`header [data-status="${status}"]`).waitFor();
      expect((await detail(id)).customer.status).toBe(status);
      await toast(page, 'Status Updated').waitFor({ state: 'detached' });
    }

    // The list shows its source and finds it by source.
    await page.goto(`${env.baseUrl}/crm/customers`);
    const row = page.getByRole('row').filter({ hasText: 'Harbour Fish Bar' });
    await row.getByText('Phone', { exact: true }).waitFor();
    await choose(page, 'Source', 'Website');
    await page.getByText('No customers match these filters').waitFor();
    await choose(page, 'Source', 'Phone');
    await row.waitFor();
    await context.close();
    // A whole enquiry through several screens: more than the default minute on a busy machine.
  }, 180_000);

  it('refuses an empty form with Missing information and stores nothing', async () => {
    const before = await profileCount();
    const { context, page } = await openSignedIn(env, staff);
    await page.goto(`${env.baseUrl}/crm/customers/new`);
    await page.getByRole('button', { name: 'Create customer' }).click();
    await toast(page, 'Missing information').waitFor();
    expect(page.url()).toBe(`${env.baseUrl}/crm/customers/new`);
    expect(await profileCount()).toBe(before);
    await context.close();
  });

  it('fits a phone screen (375 px): no sideways scrolling, axe clean', async () => {
    const { context, page } = await openSignedIn(env, staff, PHONE);
    await page.goto(`${env.baseUrl}/crm/customers/new`);
    await page.getByRole('heading', { name: 'Business details' }).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await saveScreenshot(page, 'crm-manual-enquiry-form-375');
    await expectNoSeriousViolations(page, 'new customer form (375)');
    await context.close();
  });

  it('gives a partner no New customer button, and no form', async () => {
    const { context, page } = await openSignedIn(env, partner);
    await page.goto(`${env.baseUrl}/crm/customers`);
    await page.getByRole('heading', { name: 'Lead Management' }).waitFor();
    expect(await page.getByRole('link', { name: 'New customer' }).count()).toBe(0);
    await page.goto(`${env.baseUrl}/crm/customers/new`);
    await page.getByText('Access Denied').waitFor();
    expect(await page.getByRole('button', { name: 'Create customer' }).count()).toBe(0);
    await context.close();
  });
});
