/// <reference lib="dom" />
import type { ConsoleMessage, Page } from 'playwright-core';
import { BrowserEnv, holdRequests, openPage, startBrowserEnv } from './support';
import { collectPageErrors, expectStep, WIZARD_ENV } from './wizard-support';

jest.setTimeout(120_000);

/**
 * The landing page and the wizard arrive prerendered (npm run build:wizard): the HTML the server
 * sends already holds the page's heading and, on the wizard, its first step with its fields'
 * labels, so nothing waits for JavaScript. The browser then hydrates that markup as it is: the
 * same elements stay on screen (no second render replacing them) and no mismatch is reported.
 */

/** The HTML a route answers to a plain HTTP request (no browser, no script run). */
async function servedHtml(env: BrowserEnv, path: string): Promise<{ status: number; type: string | null; html: string }> {
  const response = await fetch(`${env.baseUrl}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
}

/** The text inside the page's #root, tags removed (what a reader of the page sees first). */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(-1);
  return html
    .slice(start, html.indexOf('</body>'))
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');
}

const WIZARD_PAGES = [
  { path: '/comparison-tool', variant: 'newer' },
  { path: '/comparison-tool-original', variant: 'original' },
];

const STEP_1_LABELS = ['Business type', 'Payment status', 'Business name', 'Business sector'];

/** Console errors and warnings (React reports a hydration mismatch there). */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

/**
 * Loads `path` with the site's entry script held back, marks the prerendered `selector` element,
 * lets the script run and waits for the page to be live (the footer's company details, filled by
 * an effect after hydration). Answers whether the marked element is still the one on screen.
 */
async function keepsPrerenderedElement(page: Page, path: string, baseUrl: string, selector: string): Promise<boolean> {
  const entry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/, 'GET');
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  await page.waitForSelector(selector, { state: 'attached' });
  await page.evaluate((css) => {
    (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector(css);
  }, selector);
  await entry.release();
  await page.locator('.site-footer__contact[aria-busy="false"]').waitFor();
  return page.evaluate((css) => (window as unknown as { prerendered: Element | null }).prerendered === document.querySelector(css), selector);
}

describe('Prerendered public pages', () => {
  let env: BrowserEnv;

  beforeAll(async () => {
    env = await startBrowserEnv(WIZARD_ENV);
  });
  afterAll(() => env.close());

  it("the landing page's HTML holds its heading, lead and call to action before any script runs", async () => {
    const { status, type, html } = await servedHtml(env, '/');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(html).toMatch(/<h1[^>]*>Compare Merchant Service Providers<\/h1>/);
    const text = rootText(html);
    expect(text).toContain('AI-powered comparison of UK card payment providers.');
    expect(html).toMatch(/<a[^>]*href="\/comparison-tool"[^>]*>[^<]+<\/a>/);
    expect(html).toContain('<title>Compare Merchant Service Providers | Merchant Compare</title>');
    // The site's styles come with the page, not as a request that blocks the first paint.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]*\.hero/);
  });

  for (const { path, variant } of WIZARD_PAGES) {
    it(`${path}'s HTML holds the wizard's heading and its first step with every field's label before any script runs`, async () => {
      const { status, html } = await servedHtml(env, path);
      expect(status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>Smart Merchant Services Comparison<\/h1>/);
      expect(html).toContain(`data-variant="${variant}"`);
      const text = rootText(html);
      expect(text).toContain('Tell us about your business');
      for (const label of STEP_1_LABELS) expect(text).toContain(label);
      expect(html).toMatch(/<label[^>]*>\s*Business name/);
      // It takes no input until the wizard is live (an answer typed into the static page would be lost).
      expect(html).toMatch(/class="wizard-card"[^>]*inert=""/);
      // No loading placeholder: the step itself is there.
      expect(html).not.toContain('class="wizard-loading"');
      expect(html).toContain('<title>Smart Merchant Services Comparison | Merchant Compare</title>');
      // No script download competes with the first paint: the entry fetches the app after it.
      expect(html).not.toContain('rel="modulepreload"');
    });
  }

  it('a route that is not prerendered still answers the shell the browser renders, and the prerendered files are not served by name', async () => {
    const reminder = await servedHtml(env, '/renewal-reminder');
    expect(reminder.status).toBe(200);
    expect(reminder.html).toContain('<div id="root"></div>');
    const unknown = await servedHtml(env, '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<div id="root"></div>');
    const byName = await servedHtml(env, '/prerendered/index.html');
    expect(byName.status).toBe(404);
    expect(byName.html).not.toContain('Compare Merchant Service Providers</h1>');
  });

  it('hydrates the landing page in place: the prerendered heading stays, no console error or warning, the page reacts', async () => {
    const { context, page } = await openPage(env);
    const problems = collectConsoleProblems(page);
    const errors = collectPageErrors(page);
    expect(await keepsPrerenderedElement(page, '/', env.baseUrl, 'h1#hero-title')).toBe(true);
    await page.getByRole('link', { name: 'Compare Rates', exact: true }).click();
    await expectStep(page, 1);
    expect(page.url()).toBe(`${env.baseUrl}/comparison-tool`);
    expect({ problems, errors }).toEqual({ problems: [], errors: [] });
    await context.close();
  });

  for (const { path } of WIZARD_PAGES) {
    it(`hydrates ${path} in place: the prerendered first step stays, no console error or warning, its fields work`, async () => {
      const { context, page } = await openPage(env);
      const problems = collectConsoleProblems(page);
      const errors = collectPageErrors(page);
      expect(await keepsPrerenderedElement(page, path, env.baseUrl, '#wizard-step-heading')).toBe(true);
      await page.locator('.wizard-card:not([inert])').waitFor();
      const name = page.getByLabel('Business name');
      await name.fill('Hydrated Bakery');
      await expect(name.inputValue()).resolves.toBe('Hydrated Bakery');
      expect({ problems, errors }).toEqual({ problems: [], errors: [] });
      await context.close();
    });
  }

  it("paints the wizard's page before fetching the app's code, then fetches the app and the wizard's chunk side by side", async () => {
    const { context, page } = await openPage(env);
    await page.goto(`${env.baseUrl}/comparison-tool`);
    await page.locator('.wizard-card:not([inert])').waitFor();
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const chunk = (name: string) => {
        const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((resource) =>
          new RegExp(`/assets/${name}-[^/]+\\.js$`).test(resource.name),
        );
        return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
      };
      return { paint: paint?.startTime ?? null, app: chunk('boot'), wizard: chunk('ComparisonToolPage') };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.app).not.toBeNull();
    expect(timing.wizard).not.toBeNull();
    // Both are asked for after the page is painted...
    expect(timing.app!.start).toBeGreaterThanOrEqual(timing.paint!);
    expect(timing.wizard!.start).toBeGreaterThanOrEqual(timing.paint!);
    // ...and the wizard's chunk is not left waiting until the app has arrived and run.
    expect(timing.wizard!.start).toBeLessThan(timing.app!.end);
    await context.close();
  });

  it('a visitor with stored answers gets the wizard rendered from them (not the prerendered empty step), without console errors', async () => {
    const { context, page } = await openPage(env);
    const problems = collectConsoleProblems(page);
    await page.goto(`${env.baseUrl}/comparison-tool`);
    await expectStep(page, 1);
    await page.getByLabel('Business name').fill('Stored Bakery');
    // The wizard stores each change; a new load starts from the stored answers.
    await page.reload();
    await expectStep(page, 1);
    await expect(page.getByLabel('Business name').inputValue()).resolves.toBe('Stored Bakery');
    expect(problems).toEqual([]);
    await context.close();
  });
});
