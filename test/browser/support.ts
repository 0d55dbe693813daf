import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { Browser, BrowserContext, BrowserContextOptions, Download, Page, Route } from 'playwright-core';
import { ADMIN_DIST, WIZARD_DIST } from '../../src/web/spa-fallback';
import { startApp, TestApp } from '../support/app';
import { connectBrowser } from './shared-browser';

/** How long a browser action (click, wait for an element) may take before the test fails. */
export const ACTION_TIMEOUT_MS = 10_000;

export interface BrowserEnv {
  t: TestApp;
  baseUrl: string;
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

/**
 * The real server (API + both built front ends) on a free port, and a page of headless chromium
 * (the run's shared chromium, see shared-browser.ts) in a context of its own.
 */
export async function startBrowserEnv(env: Record<string, string> = {}): Promise<BrowserEnv> {
  for (const dist of [ADMIN_DIST, WIZARD_DIST]) {
    if (!existsSync(dist)) throw new Error(`${dist} is missing: run npm run build first`);
  }
  const t = await startApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await connectBrowser();
  const page = await browser.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return {
    t,
    baseUrl: `http://127.0.0.1:${port}`,
    browser,
    page,
    close: async () => {
      await browser.close();
      await t.close();
    },
  };
}

/** A page in a fresh browser context (its own cookies and storage), with the action timeout. */
export async function openPage(env: BrowserEnv, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext(options);
  const page = await context.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return { context, page };
}

/**
 * A download's bytes, read through Playwright's stream: download.path() is not available from a
 * browser the file connected to (the file lands beside the browser, not beside the test).
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Waits for the page's running animations and transitions (a dialog fading in) to finish, so that
 * axe reads the final colours and a screenshot shows the final state.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/** Holds every matching request until release() is called (to see a 'busy' label deterministically). */
export async function holdRequests(page: Page, url: string | RegExp, method: string): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    await released;
    return route.fallback();
  };
  await page.route(url, handler);
  return {
    release: async () => {
      release();
      await page.unroute(url, handler);
    },
  };
}

/**
 * axe (WCAG 2 A and AA, and label-in-name: a control's visible text is part of its accessible name,
 * a rule axe ships switched off): no violation of impact serious or critical; the failure lists ids and targets.
 * `exclude`: selectors axe leaves out, e.g. an iframe with `sandbox=""` (no scripts run in it, so
 * axe cannot be injected there and its run never ends).
 */
export async function expectNoSeriousViolations(page: Page, where: string, exclude: string[] = []): Promise<void> {
  // options() replaces what came before it, so it goes before withTags().
  const builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).withTags(['wcag2a', 'wcag2aa']);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      html: violation.nodes.map((node) => node.html.slice(0, 160)),
    }));
  expect(serious).toEqual([]);
}

/** Where screenshots go (gitignored with the rest of test-results/). */
export const SCREENSHOT_DIR = join(__dirname, '..', '..', 'test-results', 'screenshots');

/** A full-page screenshot as test-results/screenshots/<name>.png, for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
