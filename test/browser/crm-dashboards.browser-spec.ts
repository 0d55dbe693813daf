/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { RetentionRecord } from '../../src/retention/entities/retention-record.entity';
import { wizardStepName } from '../../src/domain/vocabulary';
import { newCustomer, quotedProviders } from '../customers/customer-fixtures';
import { ADMIN, createUser, signIn } from '../support/app';
import { createCustomer, CRM_TEST_ENV } from '../support/crm';
import { apply, compare, type Visitor } from '../support/visitor';
import { BrowserEnv, downloadedBytes, expectNoSeriousViolations, openPage, saveScreenshot, settleAnimations, startBrowserEnv } from './support';

/**
 * The dashboard (/crm), Pipeline Analytics (/crm/analytics), the admin console
 * (/crm/admin-consolidated) and the administration page (/crm/admin):
 * analytics stages from tracking events and records, tasks from the dashboard
 * assigned to and created by the signed-in user, System Settings for admins only, retention.
 * Data goes in through the public wizard's calls and the API; figures are checked against the API.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };

interface Funnel {
  step1: { count: number };
  step2: { count: number };
  step3: { count: number };
  step4: { count: number };
  step5: { count: number };
  step6: { count: number };
}
interface Analytics {
  conversionFunnel: Funnel;
  overview: { totalApplications: number; totalQuotes: number };
}

const STAGES = [
  ['Visitors', 'step1'],
  ['Users', 'step2'],
  ['Created', 'step3'],
  ['Quoted', 'step4'],
  ['Selected', 'step5'],
  ['Applied', 'step6'],
] as const;

const UK_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
/** The UK calendar day `days` from today, as YYYY-MM-DD. */
const ukDay = (days: number): string => UK_DAY.format(new Date(Date.now() + days * 86_400_000));
/** '2026-11-25' -> '25/11/2026', as the screens show dates. */
const shown = (day: string): string => day.split('-').reverse().join('/');

async function openSignedIn(
  env: BrowserEnv,
  person: { email: string; password: string },
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  // A UK user's browser: the date pickers show days as 27/11/2026.
  const opened = await openPage(env, { viewport, acceptDownloads: true, locale: 'en-GB', timezoneId: 'Europe/London' });
  const res = await opened.context.request.post(`${env.baseUrl}/api/auth/login`, { data: { email: person.email, password: person.password } });
  expect(res.status()).toBe(200);
  return opened;
}

const sidebar = (page: Page): Locator => page.locator('nav[aria-label="Main navigation"]');
const stage = (page: Page, label: string): Locator => page.getByRole('group', { name: 'Pipeline' }).getByRole('button', { name: new RegExp(`^${label} `) });
const panel = (page: Page, name: string): Locator => page.getByRole('region', { name });

describe('Dashboards: the dashboard, Pipeline Analytics, the admin console and the administration page', () => {
  let env: BrowserEnv;
  let adminCookie: string;
  let adminId: number;
  let partner: { email: string; password: string; cookie: string };
  let ownProvider: number;
  let visitor: Visitor;

  const analytics = async (cookie: string, query: Record<string, string> = {}): Promise<Analytics> =>
    (await env.t.http.get('/api/analytics/dashboard').query(query).set('Cookie', cookie).expect(200)).body as Analytics;

  const track = (path: string, body: Record<string, unknown>) => env.t.http.post(path).send(body).expect(204);

  /** A visitor's whole journey through the public site's calls: landing page, wizard steps 1-5, the comparison, the application. */
  async function visitorCompletesTheWizard(businessName: string, providerId: number): Promise<Visitor> {
    const sessionId = randomUUID();
    await track('/api/track-visitor', {});
    await track('/api/track-user', { sessionId });
    await track('/api/track-step', { sessionId, step: 1 });
    const profile = await env.t.http
      .post('/api/business-profiles')
      .send({ businessType: 'retail', businessName, businessSector: 'retail', paymentStatus: 'new', monthlyTurnover: 15000, sessionId })
      .expect(201);
    const journey: Visitor = { sessionId, profileId: profile.body.id as string };
    await track('/api/track-step', { sessionId, step: 2 });
    await track('/api/track-step', { sessionId, step: 3 });
    await compare(env.t, journey, { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 15000 }).expect(200);
    await track('/api/track-step', { sessionId, step: 4 });
    await track('/api/track-step', { sessionId, step: 5 });
    await apply(env.t, journey, { selectedProvider: providerId }).expect(201);
    return journey;
  }

  beforeAll(async () => {
    env = await startBrowserEnv(CRM_TEST_ENV);
    adminCookie = await signIn(env.t, ADMIN.email, ADMIN.password);
    adminId = ((await env.t.http.get('/api/crm/auth/user').set('Cookie', adminCookie).expect(200)).body as { id: number }).id;
    const [first, second] = await quotedProviders(env.t);
    ownProvider = first;
    const created = await createUser(env.t, adminCookie, 'partner', { providerId: ownProvider });
    partner = { email: created.email, password: created.password, cookie: await created.cookie() };
    // Another provider's applicant: the admin counts it, the partner never sees it.
    await newCustomer(env.t, { businessName: 'Other Provider Garage', applyFor: second });
  });
  afterAll(() => env.close());

  it("admin: the funnel counts a visitor who completed the wizard; applied is selected, a stage's details open, a second click clears", async () => {
    // The counts before the visit, over a window that holds everything of this fresh database but
    // is not the dashboard's own (the API keeps a period's figures for 30 seconds).
    const before = (await analytics(adminCookie, { startDate: ukDay(-60), endDate: ukDay(0) })).conversionFunnel;
    visitor = await visitorCompletesTheWizard('Visitor Flow Bakery', ownProvider);

    const { context, page } = await openSignedIn(env, ADMIN);
    await page.goto(`${env.baseUrl}/crm`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    for (const [label, step] of STAGES) {
      await page.getByRole('button', { name: `${label} ${before[step].count + 1}`, exact: true }).waitFor();
    }
    // Applied is selected when the dashboard opens, with its latest customers.
    expect(await stage(page, 'Applied').getAttribute('aria-pressed')).toBe('true');
    const details = page.getByRole('table', { name: 'Applied: latest records' });
    const bakery = details.getByRole('row').filter({ hasText: 'Visitor Flow Bakery' });
    await bakery.waitFor();
    expect(await bakery.textContent()).toContain('£15,000.00');
    expect(await bakery.textContent()).toContain('Created');
    await details.getByRole('row').filter({ hasText: 'Other Provider Garage' }).waitFor();

    // The users stage lists wizard sessions with the furthest step reached.
    await stage(page, 'Users').click();
    expect(await stage(page, 'Users').getAttribute('aria-pressed')).toBe('true');
    expect(await stage(page, 'Applied').getAttribute('aria-pressed')).toBe('false');
    const sessions = page.getByRole('table', { name: 'Users: latest records' });
    await sessions
      .getByRole('row')
      .filter({ hasText: 'Visitor Flow Bakery' })
      .filter({ hasText: wizardStepName(5) ?? '' })
      .waitFor();

    // A second click on the selected stage clears the selection and the table.
    await stage(page, 'Users').click();
    expect(await stage(page, 'Users').getAttribute('aria-pressed')).toBe('false');
    await page.getByText('Select a stage to see its latest records.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);

    // The date filter: a custom range with nothing in it empties every stage; Today brings them back.
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill('01/01/2020');
    await page.getByLabel('To', { exact: true }).fill('31/01/2020');
    for (const [label] of STAGES) await page.getByRole('button', { name: `${label} 0`, exact: true }).waitFor();
    await stage(page, 'Applied').click();
    await page.getByText('Nothing in this stage for the period.').waitFor();
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Today' }).click();
    await page.getByRole('table', { name: 'Applied: latest records' }).getByText('Visitor Flow Bakery').waitFor();
    await context.close();
  });

  it('admin: New Task on the dashboard is assigned to and created by the signed-in admin; System Settings opens the console settings; recent activity is real', async () => {
    await env.t.http
      .post('/api/crm/activities')
      .set('Cookie', adminCookie)
      .send({ businessProfileId: visitor.profileId, type: 'note', subject: 'Asked for the contract', notes: 'Wants to start next month.' })
      .expect(201);

    const { context, page } = await openSignedIn(env, ADMIN);
    await page.goto(`${env.baseUrl}/crm/dashboard`);
    const activity = panel(page, 'Recent Activity');
    await activity.getByRole('link', { name: 'Note: Asked for the contract' }).waitFor();
    // The Gmail panel, for admins (no Google credentials in this run: it says so).
    await panel(page, 'Gmail integration').getByText('not configured', { exact: false }).first().waitFor();

    const tasks = panel(page, 'My tasks');
    await tasks.getByText('No open tasks.').waitFor();
    await tasks.getByRole('button', { name: 'New Task' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Task' });
    // Whoever is signed in gets the task: no assignee to choose here, even for an admin.
    expect(await create.getByRole('combobox', { name: /^Assign to/ }).count()).toBe(0);
    await create.getByLabel('Title').fill('Send the Visitor Flow Bakery contract');
    await create.getByLabel('Due date and time (UK)').fill(`${shown(ukDay(2))} 11:30`);
    await create.getByRole('button', { name: 'Create Task' }).click();
    await page.getByText('Task created').waitFor();
    await tasks.getByText('Send the Visitor Flow Bakery contract').waitFor();
    await tasks.getByText(`Due ${shown(ukDay(2))} 11:30`, { exact: false }).waitFor();
    const stored = (
      (
        await env.t.http
          .get('/api/crm/tasks')
          .query({ filter: JSON.stringify({ q: 'Visitor Flow Bakery contract' }) })
          .set('Cookie', adminCookie)
          .expect(200)
      ).body as {
        assignedToCrmUserId: number;
        createdByCrmUserId: number;
      }[]
    )[0];
    expect(stored).toMatchObject({ assignedToCrmUserId: adminId, createdByCrmUserId: adminId });

    await panel(page, 'Quick Actions').getByRole('link', { name: 'System Settings' }).click();
    await page.waitForURL(`${env.baseUrl}/crm/admin-consolidated?tab=settings`);
    expect(await page.getByRole('tab', { name: 'System Settings' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('link', { name: /Industry Defaults/ }).waitFor();
    await page.getByRole('link', { name: /Analytics Dashboard/ }).waitFor();
    await context.close();
  });

  it('admin: Pipeline Analytics shows the last 30 days, exports the same figures as CSV and prints on A4 without the navigation', async () => {
    const range = { startDate: ukDay(-29), endDate: ukDay(0) };
    const expected = await analytics(adminCookie, range);
    const { context, page } = await openSignedIn(env, ADMIN);
    await page.goto(`${env.baseUrl}/crm`);
    await sidebar(page).getByRole('link', { name: 'Pipeline Analytics' }).click();
    await page.waitForURL(`${env.baseUrl}/crm/analytics`);
    await page.getByRole('heading', { name: 'Pipeline Analytics', level: 1 }).waitFor();
    expect(await page.getByLabel('Start date').inputValue()).toBe(shown(range.startDate));
    expect(await page.getByLabel('End date').inputValue()).toBe(shown(range.endDate));
    await page.getByText(`${shown(range.startDate)} to ${shown(range.endDate)}`).waitFor();

    const applications = page.getByRole('listitem').filter({ hasText: /^Applications/ });
    expect(await applications.textContent()).toBe(`Applications${expected.overview.totalApplications}`);
    const funnel = panel(page, 'Conversion Funnel');
    await funnel.getByText(`Applied: ${expected.conversionFunnel.step6.count}`).waitFor();
    await panel(page, 'Business Sector Breakdown')
      .getByText(/^Retail: /)
      .waitFor();
    await panel(page, 'Journey Insights').getByText('Document upload rate').waitFor();
    await panel(page, 'Top Provider Performance').getByRole('table').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`analytics-${shown(range.startDate).replace(/\//g, '-')}-${shown(range.endDate).replace(/\//g, '-')}.csv`);
    const csv = (await downloadedBytes(download)).toString('utf8');
    const fromApi = await env.t.http.get('/api/analytics/export.csv').query(range).set('Cookie', adminCookie).buffer(true).expect(200);
    expect(csv).toBe(fromApi.text);
    expect(csv).toContain(`funnel,Applied,count,${expected.conversionFunnel.step6.count}`);
    expect(csv).toContain(`overview,totalApplications,count,${expected.overview.totalApplications}`);

    // Export PDF prints the page; on paper the navigation and the controls are left out.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Export PDF' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.MuiAppBar-root').first().isVisible()).toBe(false);
    expect(await sidebar(page).isVisible()).toBe(false);
    // The figures start at the page's left edge (no room kept for the hidden sidebar).
    expect((await page.getByRole('heading', { name: 'Pipeline Analytics', level: 1 }).boundingBox())?.x).toBeLessThan(40);
    expect(await page.getByRole('button', { name: 'Export PDF' }).isVisible()).toBe(false);
    await funnel.getByText(`Applied: ${expected.conversionFunnel.step6.count}`).waitFor();
    const pageSize = await page.evaluate(() =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter((rule) => rule.constructor.name === 'CSSPageRule')
        .map((rule) => (rule as CSSPageRule).style.getPropertyValue('size')),
    );
    expect(pageSize.map((size) => size.toLowerCase())).toContain('a4');
    // What the paper shows, at an A4 page's width (210 mm less 2 x 12 mm margins at 96 dpi), for a person to look at.
    await page.setViewportSize({ width: 703, height: 1000 });
    await saveScreenshot(page, 'crm-analytics-print-a4');
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ media: 'screen' });

    // A period with nothing in it says so.
    await page.getByLabel('Start date').fill('01/01/2020');
    await page.getByLabel('End date').fill('31/01/2020');
    await page.getByText('No Analytics Data').waitFor();
    await context.close();
  });

  it('admin console: stat cards from the API, and Execute Cleanup schedules, then deletes, a customer inactive for over 12 months', async () => {
    const dormant = await createCustomer(env.t, 'Dormant Dairy');
    const twoYearsAgo = new Date(Date.now() - 2 * 365 * 86_400_000);
    await env.t.dataSource.getRepository(BusinessProfile).update({ id: dormant }, { lastActivityAt: twoYearsAgo });
    const stats = (await env.t.http.get('/api/crm/admin/system-stats').set('Cookie', adminCookie).expect(200)).body as {
      totalCustomers: number;
      totalLeads: number;
    };

    const { context, page } = await openSignedIn(env, ADMIN);
    await page.goto(`${env.baseUrl}/crm`);
    await sidebar(page)
      .getByRole('link', { name: /Admin Console/ })
      .click();
    await page.getByRole('heading', { name: 'Admin Console', level: 1 }).waitFor();
    await page.getByText('System administration and management center').waitFor();
    const card = (label: string) => page.getByRole('listitem').filter({ hasText: new RegExp(`^${label}`) });
    await card('Total Customers').getByText(String(stats.totalCustomers), { exact: true }).waitFor();
    await card('Total Leads').getByText(String(stats.totalLeads), { exact: true }).waitFor();
    await card('Avg Response Time')
      .getByText(/^\d+ms$/)
      .waitFor();
    await card('Conversion Rate').getByText(/%$/).waitFor();

    await page.getByRole('button', { name: 'Data Management' }).click();
    await page.waitForURL(`${env.baseUrl}/crm/admin-consolidated?tab=data`);
    const retention = panel(page, 'Data Retention');
    await retention.getByText('No records scheduled for deletion').waitFor();

    // First run: the inactive customer is scheduled (30 days' notice), nothing is deleted yet.
    await retention.getByRole('button', { name: 'Execute Cleanup' }).click();
    await page.getByRole('dialog', { name: 'Execute Cleanup' }).getByRole('button', { name: 'Execute Cleanup' }).click();
    await page.getByText('Data cleanup completed').waitFor();
    await page.getByText('Processed 1 records. 0 profiles deleted.').waitFor();
    await retention.getByText('1 records scheduled for deletion').waitFor();
    const record = retention.getByRole('listitem').filter({ hasText: 'Dormant Dairy' });
    await record.getByText(`Scheduled: ${shown(ukDay(30))}`).waitFor();
    await record.getByText('Scheduled', { exact: true }).waitFor();

    // Once its date has passed, the next run deletes it.
    await env.t.dataSource.getRepository(RetentionRecord).update({ businessProfileId: dormant }, { scheduledDeletionDate: new Date(Date.now() - 86_400_000) });
    await page.reload();
    await retention.getByText('1 records scheduled for deletion').waitFor();
    await retention.getByRole('button', { name: 'Execute Cleanup' }).click();
    await page.getByRole('dialog', { name: 'Execute Cleanup' }).getByRole('button', { name: 'Execute Cleanup' }).click();
    await page.getByText('Processed 1 records. 1 profiles deleted.').waitFor();
    await retention.getByText('No records scheduled for deletion').waitFor();
    await env.t.http.get(`/api/crm/customers/${dormant}`).set('Cookie', adminCookie).expect(404);
    // The customers being worked on are kept.
    await env.t.http.get(`/api/crm/customers/${visitor.profileId}`).set('Cookie', adminCookie).expect(200);

    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByRole('heading', { name: 'CRM Users' }).waitFor();
    await page.getByText(ADMIN.email).waitFor();
    await page.getByText(partner.email).waitFor();

    // Add User opens the users screen, which comes back to this tab once the user is created.
    await page.getByRole('link', { name: 'Add User' }).click();
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Console Made User');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('console.made@test.local');
    await page.locator('input[name="password"]').fill('console-password-1');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('User created successfully').waitFor();
    await page.waitForURL(`${env.baseUrl}/crm/admin-consolidated?tab=users`);
    const made = page.getByRole('row').filter({ hasText: 'console.made@test.local' });
    await made.waitFor();
    // Deleting from the tab keeps the admin there.
    await made.getByRole('button', { name: 'Delete Console Made User' }).click();
    await page.getByRole('dialog', { name: 'Delete User' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('User deleted successfully').waitFor();
    await made.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/crm/admin-consolidated?tab=users');
    await context.close();
  });

  it('administration page: retention status, users and system health from the real figures', async () => {
    const stats = (await env.t.http.get('/api/crm/admin/system-stats').set('Cookie', adminCookie).expect(200)).body as {
      activeUsers: number;
      calendarEvents: number;
    };
    const { context, page } = await openSignedIn(env, ADMIN);
    await page.goto(`${env.baseUrl}/crm/admin`);
    await page.getByRole('heading', { name: 'Administration', level: 1 }).waitFor();
    await page.getByText('Retention policy').waitFor();
    await page.getByText('12 months', { exact: false }).first().waitFor();
    await panel(page, 'Data Retention').getByText('No records scheduled for deletion').waitFor();
    await page.getByRole('tab', { name: 'System Health' }).click();
    const figure = (label: string) => page.getByRole('listitem').filter({ hasText: label });
    await figure('Active users').getByText(String(stats.activeUsers), { exact: true }).waitFor();
    await figure('Calendar events').getByText(String(stats.calendarEvents), { exact: true }).waitFor();
    await figure('Last backup').getByText('Not recorded by the application').waitFor();
    await context.close();
  });

  it("partner: its own provider's figures only, the Provider Access badge, no System Settings, no admin console", async () => {
    const own = await analytics(partner.cookie);
    const all = await analytics(adminCookie);
    expect(own.conversionFunnel.step6.count).toBeLessThan(all.conversionFunnel.step6.count);

    const { context, page } = await openSignedIn(env, partner);
    await page.goto(`${env.baseUrl}/crm`);
    await page.getByText('Provider Access').waitFor();
    for (const [label, step] of STAGES) {
      await page.getByRole('button', { name: `${label} ${own.conversionFunnel[step].count}`, exact: true }).waitFor();
    }
    const details = page.getByRole('table', { name: 'Applied: latest records' });
    await details.getByRole('row').filter({ hasText: 'Visitor Flow Bakery' }).waitFor();
    expect(await details.getByRole('row').filter({ hasText: 'Other Provider Garage' }).count()).toBe(0);
    await panel(page, 'Quick Actions').getByRole('link', { name: 'View Analytics' }).waitFor();
    expect(await page.getByRole('link', { name: 'System Settings' }).count()).toBe(0);
    expect(await panel(page, 'Gmail integration').count()).toBe(0);

    await page.goto(`${env.baseUrl}/crm/analytics`);
    const applications = page.getByRole('listitem').filter({ hasText: /^Applications/ });
    await applications.waitFor();
    expect(await applications.textContent()).toBe(`Applications${own.overview.totalApplications}`);

    await page.goto(`${env.baseUrl}/crm/admin-consolidated`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.waitForURL(`${env.baseUrl}/crm/dashboard`);
    await context.close();
  });

  // One test per screen and width, so that each stays short on a busy machine.
  const screens: [string, string, (page: Page) => Promise<void>][] = [
    ['dashboard', '/crm', (page) => page.getByRole('table', { name: 'Applied: latest records' }).getByText('Other Provider Garage').waitFor()],
    ['analytics', '/crm/analytics', (page) => panel(page, 'Conversion Funnel').waitFor()],
    [
      'admin-console',
      '/crm/admin-consolidated',
      (page) =>
        page
          .getByRole('listitem')
          .filter({ hasText: /^Total Users/ })
          .getByText(/^\d+$/)
          .waitFor(),
    ],
    ['admin-console-users', '/crm/admin-consolidated?tab=users', (page) => page.getByText(ADMIN.email).waitFor()],
    ['admin-console-data', '/crm/admin-consolidated?tab=data', (page) => page.getByText('No records scheduled for deletion').waitFor()],
    ['administration', '/crm/admin', (page) => page.getByText('Retention policy').waitFor()],
    ['administration-health', '/crm/admin?tab=health', (page) => page.getByText('Not recorded by the application').waitFor()],
  ];
  describe.each([
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const)('at %s px', (size, viewport) => {
    it.each(screens)('%s (%s) has no serious accessibility violation and no sideways scroll (screenshot saved)', async (name, path, ready) => {
      const { context, page } = await openSignedIn(env, ADMIN, viewport);
      await page.goto(`${env.baseUrl}${path}`);
      await ready(page);
      await settleAnimations(page);
      await expectNoSeriousViolations(page, `${name} ${size}`);
      // Nothing wider than the screen (wide tables scroll inside their own box).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await saveScreenshot(page, `crm-${name}-${size}`);
      await context.close();
    });
  });
});
