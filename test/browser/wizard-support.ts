/// <reference lib="dom" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Response } from 'playwright-core';
import { APP_CONFIG } from '../../src/config/config.module';
import type { AppConfig } from '../../src/config/env';
import { parseMessage, waitFor } from '../mail/smtp-test-server';
import type { BrowserEnv } from './support';
import { APPLICATION_REFERENCE_FORMAT } from '../../src/leads/application-reference';
import { PROCESSING_TOTAL_MS } from '../../wizard/src/wizard/processing';

/**
 * Helpers for the wizard journeys (hooks from wizard/README.md "Hooks for browser
 * tests"). Everything waits for a state; nothing sleeps.
 */

/** The journeys make many public writes from one address; the default 60 a minute is for production. */
export const WIZARD_ENV = { RATE_LIMIT_PUBLIC: '1000' };

/** The AI Processing overlay lasts about 9.5 s; the comparison answers within it. */
export const COMPARISON_TIMEOUT_MS = 30_000;

export const STEP_HEADINGS = {
  1: 'Tell us about your business',
  2: 'How you take payments',
  3: 'Provide payment data',
  4: 'Review provider options',
  5: 'Submit application',
} as const;

export type Step = keyof typeof STEP_HEADINGS;

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 1234.5 -> '£1,234.50', as the wizard shows money. */
export function gbp(amount: number): string {
  return GBP.format(amount);
}

export function stepHeading(page: Page, step: Step): Locator {
  return page.getByRole('heading', { level: 2, name: STEP_HEADINGS[step], exact: true });
}

/**
 * Waits until the wizard shows `step`, live: its heading, 'Step N of 5', and its card taking input.
 * A prerendered page shows step 1 before the app has started, with the card inert until then
 * (an answer typed into the static page would be lost), as a visitor on a slow phone sees it.
 */
export async function expectStep(page: Page, step: Step, timeout?: number): Promise<void> {
  await stepHeading(page, step).waitFor({ timeout });
  await page.getByText(`Step ${step} of 5`, { exact: true }).waitFor();
  await page.locator('.wizard-card:not([inert])').waitFor({ timeout });
}

export function button(page: Page | Locator, name: string): Locator {
  return page.getByRole('button', { name, exact: true });
}

/** The toast whose title is exactly `title` (in the 'Notifications (F8)' region). */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: 'Notifications (F8)' })
    .getByTestId('toast')
    .filter({ has: page.locator('.toast__title').getByText(title, { exact: true }) });
}

/** Waits for the toast and checks its role (alert for errors, status otherwise) and description. */
export async function expectToast(page: Page, title: string, options: { description?: string; role?: 'alert' | 'status' } = {}): Promise<void> {
  const item = toast(page, title);
  await item.waitFor();
  if (options.role) expect(await item.getAttribute('role')).toBe(options.role);
  if (options.description !== undefined) {
    expect((await item.locator('.toast__description').textContent())?.trim()).toBe(options.description);
  }
}

/** Uncaught errors of the page, to assert none happened. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export function isCall(method: string, path: string | RegExp): (response: Response) => boolean {
  return (response) => {
    const url = new URL(response.url());
    const isPath = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
    return response.request().method() === method && isPath;
  };
}

/** The newer wizard's turnover slider (positions: 0 is £500, n is £n,000). */
export function turnoverSlider(page: Page): Locator {
  return page.getByRole('slider', { name: 'Monthly turnover' });
}

/** The amount the turnover slider shows and reads aloud, in whole pounds. */
export async function turnoverOnSlider(page: Page): Promise<number> {
  const text = (await turnoverSlider(page).getAttribute('aria-valuetext')) ?? '';
  return Number(text.replace(/[£,]/g, ''));
}

/** Moves the turnover slider to a whole number of thousands and checks what it then reads aloud. */
export async function setTurnover(page: Page, pounds: number): Promise<void> {
  await turnoverSlider(page).fill(String(pounds / 1000));
  expect(await turnoverOnSlider(page)).toBe(pounds);
}

export interface BusinessDetails {
  type: 'Retail' | 'Restaurant' | 'Online' | 'Trade';
  status: 'New to card payments' | 'Currently processing' | 'Under contract';
  name: string;
  /** A sector value (retail, food_beverage, ...). */
  sector: string;
}

export async function fillBusinessDetails(page: Page, details: BusinessDetails): Promise<void> {
  await page.getByRole('radio', { name: details.type, exact: true }).check();
  await page.getByRole('radio', { name: details.status, exact: true }).check();
  await page.getByRole('textbox', { name: 'Business name' }).fill(details.name);
  await page.getByRole('combobox', { name: 'Business sector' }).selectOption(details.sector);
}

/** Step 1 Continue: answers the created profile's id and the session id sent with it, once step 2 shows. */
export async function continueFromStep1(page: Page): Promise<{ id: string; sessionId: string }> {
  const created = page.waitForResponse(isCall('POST', '/api/business-profiles'));
  await button(page, 'Continue').click();
  const response = await created;
  expect(response.status()).toBe(201);
  await expectStep(page, 2);
  const body = (await response.json()) as { id: string };
  const sent = response.request().postDataJSON() as { sessionId: string };
  return { id: body.id, sessionId: sent.sessionId };
}

export async function choosePaymentMethods(page: Page, methods: string[], cards: string[]): Promise<void> {
  for (const name of [...methods, ...cards]) await page.getByRole('checkbox', { name, exact: true }).check();
}

export interface ComparedProvider {
  id: number;
  name: string;
  estimatedMonthlyCost: number;
  estimatedSavings: number;
  isCheapest: boolean;
}

export interface ComparisonAnswer {
  providers: ComparedProvider[];
  currentMonthlyCost: number;
  currentCostSource: string;
}

/**
 * Step 3 Continue: the overlay shows (the forward button reads 'Analyzing...'), the comparison
 * answers, the overlay goes and step 4 shows. Answers the comparison and what was sent.
 *
 * The overlay stays for its four stages (9 s) however fast the answer. A test about what comes
 * after step 3 may pass `skipOverlayStages`: once the comparison has answered, the page's clock
 * (page.clock.install() before the wizard loaded) is moved past the stages instead of waiting them
 * out; the overlay is still seen to show and go. The journeys of wizard-new-customer,
 * wizard-original, wizard-keyboard, wizard-mobile-resume and wizard-existing-customer wait the
 * stages out in real time.
 */
export async function runComparison(
  page: Page,
  whileProcessing?: (overlay: Locator) => Promise<void>,
  { skipOverlayStages = false }: { skipOverlayStages?: boolean } = {},
): Promise<{ answer: ComparisonAnswer; sent: Record<string, unknown> }> {
  const compared = page.waitForResponse(isCall('POST', '/api/compare-providers'), { timeout: COMPARISON_TIMEOUT_MS });
  await button(page, 'Continue').click();
  const overlay = page.getByRole('status', { name: 'AI Processing' });
  await overlay.waitFor();
  await button(page, 'Analyzing...').waitFor();
  if (whileProcessing) await whileProcessing(overlay);
  const response = await compared;
  expect(response.status()).toBe(200);
  if (skipOverlayStages) await page.clock.fastForward(PROCESSING_TOTAL_MS);
  await page.getByTestId('processing-overlay').waitFor({ state: 'detached', timeout: COMPARISON_TIMEOUT_MS });
  await expectStep(page, 4);
  return { answer: (await response.json()) as ComparisonAnswer, sent: response.request().postDataJSON() as Record<string, unknown> };
}

export function providerCard(page: Page, providerId: number): Locator {
  return page.locator(`[data-testid="provider-card"][data-provider-id="${providerId}"]`);
}

/** Selects a provider by its button; its first terminal is picked; answers the selected terminal's id. */
export async function selectProvider(page: Page, provider: { id: number; name: string }): Promise<number> {
  await button(page, `Select ${provider.name}`).click();
  await page.locator(`[data-testid="provider-card"][data-provider-id="${provider.id}"][data-selected="true"]`).waitFor();
  const selectedTerminal = page.locator('[data-testid="terminal-card"][data-selected="true"]');
  await selectedTerminal.waitFor();
  await page.getByTestId('selection-status').getByText('Ready to apply!', { exact: true }).waitFor();
  return Number(await selectedTerminal.getAttribute('data-terminal-id'));
}

export interface LeadDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  timeline: 'asap' | '1month' | '3months' | 'exploring';
  additionalRequirements?: string;
  consentMarketing?: boolean;
}

export async function fillApplication(page: Page, lead: LeadDetails): Promise<void> {
  await page.getByRole('textbox', { name: 'First name' }).fill(lead.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(lead.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(lead.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(lead.phone);
  await page.getByRole('combobox', { name: 'Timeline' }).selectOption(lead.timeline);
  if (lead.additionalRequirements !== undefined) await page.getByRole('textbox', { name: 'Additional requirements' }).fill(lead.additionalRequirements);
  if (lead.consentMarketing) await page.getByRole('checkbox', { name: /marketing consent/ }).check();
}

/**
 * Step 5 'Apply Now': waits for POST /api/leads and the confirmation; answers the reference shown,
 * the lead answered, the body sent and the session id the request carried (X-Session-Id).
 */
export async function submitApplication(
  page: Page,
): Promise<{ reference: string; lead: Record<string, unknown>; sent: Record<string, unknown>; sessionId: string | undefined }> {
  const created = page.waitForResponse(isCall('POST', '/api/leads'));
  await button(page, 'Apply Now').click();
  const response = await created;
  expect(response.status()).toBe(201);
  await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
  const reference = ((await page.getByTestId('application-reference').textContent()) ?? '').trim();
  const lead = (await response.json()) as Record<string, unknown>;
  // The confirmation shows the lead's own short reference, never the business profile id.
  expect(reference).toMatch(APPLICATION_REFERENCE_FORMAT);
  expect(reference).toBe(lead.applicationReference);
  return {
    reference,
    lead,
    sent: response.request().postDataJSON() as Record<string, unknown>,
    sessionId: (await response.request().headerValue('x-session-id')) ?? undefined,
  };
}

// Generic helpers, in support.ts since the back-office specs use them too.
export { expectNoSeriousViolations, holdRequests } from './support';

/** Closes every notification shown (as a visitor would with its × button) and waits until none is left. */
export async function dismissToasts(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] .toast__close').forEach((close) => close.click()));
  await page.getByTestId('toast').first().waitFor({ state: 'detached' });
}

/** The folder the server writes emails to when no SMTP_URL is set: <DATA_DIR>/mail. */
export function mailFolderOf(env: BrowserEnv): string {
  return join(env.t.app.get<AppConfig>(APP_CONFIG).dataDir, 'mail');
}

/** Waits for an email written under <DATA_DIR>/mail whose text matches `pattern`; answers its text. */
export async function waitForMailText(env: BrowserEnv, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const folder = mailFolderOf(env);
  let found = '';
  await waitFor(
    () => {
      let files: string[] = [];
      try {
        files = readdirSync(folder).filter((file) => file.endsWith('.eml'));
      } catch {
        return false;
      }
      for (const file of files) {
        const text = parseMessage(readFileSync(join(folder, file), 'utf8')).text;
        if (pattern.test(text)) {
          found = text;
          return true;
        }
      }
      return false;
    },
    timeoutMs,
    `an email matching ${pattern}`,
  );
  return found;
}

/** True when the page scrolls sideways (content wider than the viewport). */
export function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
