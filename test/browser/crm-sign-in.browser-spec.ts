import { ADMIN } from '../support/app';
import { BrowserEnv, startBrowserEnv } from './support';

describe('Back-office sign-in and the role-shaped sidebar (admin, then staff)', () => {
  let env: BrowserEnv;

  beforeAll(async () => {
    env = await startBrowserEnv();
  });
  afterAll(() => env.close());

  it('signs in as the admin, creates a staff user, signs out, and the staff user sees the staff sidebar', async () => {
    const { page, baseUrl } = env;
    await page.goto(`${baseUrl}/crm/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByText(/Welcome/)
      .first()
      .waitFor();
    await page.waitForURL(`${baseUrl}/crm`, { timeout: 10000 });
    const sidebar = page.locator('nav[aria-label="Main navigation"]');
    await sidebar.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL(/\/crm\/users/);

    await page.goto(`${baseUrl}/crm/users/create`);
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Sally Staff');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('sally@test.local');
    await page.locator('input[name="password"]').fill('sally-password-1');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('User created successfully').waitFor();
    await page.goto(`${baseUrl}/crm/users`);
    await page.getByText('sally@test.local').waitFor();

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Are you sure you want to sign out?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/crm\/login/);

    await page.getByRole('textbox', { name: 'Email' }).fill('sally@test.local');
    await page.locator('input[name="password"]').fill('sally-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/crm`, { timeout: 10000 });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const staffSidebar = page.locator('nav[aria-label="Main navigation"]');
    await staffSidebar.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await staffSidebar.getByRole('link', { name: 'Users' }).count()).toBe(0);

    // The server refuses the admin-only list for staff, and the screen sends them away from it.
    await page.goto(`${baseUrl}/crm/users`);
    await page.waitForURL((url) => !url.pathname.startsWith('/crm/users'), { timeout: 10000 });
  });

  it('reloads a deep back-office link through the history fallback', async () => {
    const res = await env.page.goto(`${env.baseUrl}/crm/users`);
    expect(res?.status()).toBe(200);
    expect(await res?.text()).toMatch(/<div id="root">/);
  });
});

describe('Public site (anonymous visitor)', () => {
  let env: BrowserEnv;

  beforeAll(async () => {
    env = await startBrowserEnv();
  });
  afterAll(() => env.close());

  it('loads the landing page', async () => {
    await env.page.goto(`${env.baseUrl}/`);
    await env.page.getByRole('heading', { level: 1, name: 'Compare Merchant Service Providers' }).waitFor();
    expect(await env.page.getByRole('link', { name: 'Compare Rates Now' }).first().getAttribute('href')).toBe('/comparison-tool');
  });

  it('shows the 404 screen for an unknown path', async () => {
    const res = await env.page.goto(`${env.baseUrl}/no-such-page`);
    expect(res?.status()).toBe(404);
    await env.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await env.page.getByText('Did you forget to add the page to the router?').waitFor();
  });

  it('never answers an unknown /api path with a page', async () => {
    const res = await env.page.goto(`${env.baseUrl}/api/nothing-here`);
    expect(res?.status()).toBe(404);
    expect(res?.headers()['content-type']).toMatch(/application\/json/);
  });
});
