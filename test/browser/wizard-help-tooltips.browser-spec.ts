/// <reference lib="dom" />
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { BrowserEnv, expectNoSeriousViolations, openPage, saveScreenshot, SCREENSHOT_DIR, startBrowserEnv } from './support';
import {
  button,
  choosePaymentMethods,
  collectPageErrors,
  continueFromStep1,
  dismissToasts,
  expectStep,
  fillBusinessDetails,
  WIZARD_ENV,
} from './wizard-support';

jest.setTimeout(120_000);

/**
 * The help tooltips of step 3 (Detailed Rates and the card-mix splits): hovering a help button
 * opens its tooltip after 700 ms; once one has closed, another hovered within 300 ms opens at
 * once; keyboard focus opens it, Escape closes it. The page's clock is Playwright's, paused while
 * the timings are checked, so the checks do not depend on how busy the machine is.
 */

function helpButton(page: Page, term: string): Locator {
  return page.getByRole('button', { name: `Help: ${term}`, exact: true });
}

function tooltip(page: Page): Locator {
  return page.getByRole('tooltip');
}

/** The tooltip shows `text` and the help button is described by it (aria-describedby). */
async function expectTooltipFor(trigger: Locator, page: Page, text: RegExp): Promise<void> {
  const tip = tooltip(page);
  await tip.waitFor({ state: 'visible' });
  expect(await tip.count()).toBe(1);
  expect(await tip.textContent()).toMatch(text);
  const tipId = await tip.getAttribute('id');
  expect(tipId).toBeTruthy();
  expect((await trigger.getAttribute('aria-describedby'))?.split(/\s+/)).toContain(tipId);
}

/** Shows nothing for a moment of real time: a wrongly opened tooltip would have rendered by then. */
async function expectNoTooltip(page: Page): Promise<void> {
  await page.waitForTimeout(150);
  expect(await tooltip(page).count()).toBe(0);
}

/** Moves the pointer away from the help buttons in small steps, as a hand does, until the tooltip has closed. */
async function movePointerAway(page: Page): Promise<void> {
  await page.mouse.move(4, 4, { steps: 12 });
  await tooltip(page).waitFor({ state: 'detached' });
}

async function toDetailedRates(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/comparison-tool`);
  await expectStep(page, 1);
  await fillBusinessDetails(page, { type: 'Retail', status: 'Currently processing', name: 'Tooltip Hardware Ltd', sector: 'retail' });
  await continueFromStep1(page);
  await choosePaymentMethods(page, ['Card machine (PDQ)'], ['Visa & Mastercard']);
  await button(page, 'Continue').click();
  await expectStep(page, 3);
  await page.getByRole('tab', { name: 'Detailed Rates', exact: true }).click();
  await helpButton(page, 'Debit card rate').waitFor();
}

describe('Wizard: help tooltips on step 3 (open after 700 ms, skip the delay for 300 ms after one closed)', () => {
  let env: BrowserEnv;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    env = await startBrowserEnv(WIZARD_ENV);
    ({ context, page } = await openPage(env, { viewport: { width: 1280, height: 800 } }));
    errors = collectPageErrors(page);
    await page.clock.install();
    await toDetailedRates(page, env.baseUrl);
    await dismissToasts(page);
  });
  afterAll(async () => {
    await context?.close();
    await env?.close();
  });

  it('opens on hover only after 700 ms, and another hovered within 300 ms of a close opens at once', async () => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1_000);

    const debit = helpButton(page, 'Debit card rate');
    await debit.hover();
    await page.clock.runFor(400);
    await expectNoTooltip(page);
    await page.clock.runFor(600); // 1000 ms after the hover
    await expectTooltipFor(debit, page, /debit card payment/);

    // Closed by the pointer leaving; the next one, hovered at once, needs no wait.
    await movePointerAway(page);
    const credit = helpButton(page, 'Credit card rate');
    await credit.hover();
    await page.clock.runFor(100);
    await expectTooltipFor(credit, page, /personal credit card/);

    // More than 300 ms after a close, hovering waits the full 700 ms again.
    await movePointerAway(page);
    await page.clock.runFor(400);
    const corporate = helpButton(page, 'Corporate card rate');
    await corporate.hover();
    await page.clock.runFor(300);
    await expectNoTooltip(page);
    await page.clock.runFor(500);
    await expectTooltipFor(corporate, page, /commercial/);
    await movePointerAway(page);

    await page.clock.resume();
  });

  it('opens on keyboard focus, closes on Escape and when the focus moves on; axe finds nothing with one open', async () => {
    await page.mouse.move(4, 4);
    const debitRate = page.getByRole('spinbutton', { name: 'Debit card rate', exact: true });
    await debitRate.focus();
    await page.keyboard.press('Tab');
    const credit = helpButton(page, 'Credit card rate');
    expect(await credit.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectTooltipFor(credit, page, /personal credit card/);

    await page.keyboard.press('Escape');
    await tooltip(page).waitFor({ state: 'detached' });
    expect(await credit.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await credit.getAttribute('aria-describedby')).toBeNull();

    // Back to the button with Shift+Tab after leaving it: it opens again, and Tab away closes it.
    await page.keyboard.press('Tab');
    await tooltip(page).waitFor({ state: 'detached' });
    await page.keyboard.press('Shift+Tab');
    await expectTooltipFor(credit, page, /personal credit card/);
    await expectNoSeriousViolations(page, 'step 3 Detailed Rates with a help tooltip open');

    // The inline hint with the typical range is still under the field, for touch users too.
    await page.getByText('Typically 0.75% to 2.50%', { exact: true }).waitFor();
    await page.keyboard.press('Tab');
    await tooltip(page).waitFor({ state: 'detached' });
  });

  it('stays on screen and readable at 1280 and 375 px wide (screenshots)', async () => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const international = helpButton(page, 'International card rate');
      await international.scrollIntoViewIfNeeded();
      // A tooltip closes when the page scrolls: let the resize's and this scroll's events pass first.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // Tab from the field before it (a focus() on the still focused button would fire no focus event).
      await page.getByRole('spinbutton', { name: 'Card-not-present surcharge', exact: true }).focus();
      await page.keyboard.press('Tab');
      await expectTooltipFor(international, page, /issued outside the UK/);
      const box = await tooltip(page).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(box!.y).toBeGreaterThanOrEqual(0);
      await saveScreenshot(page, `wizard-help-tooltip-${width}`);
      // What the visitor sees around the tooltip, at the screen's own scale.
      await page.screenshot({ path: join(SCREENSHOT_DIR, `wizard-help-tooltip-${width}-viewport.png`) });
      await page.keyboard.press('Escape');
      await tooltip(page).waitFor({ state: 'detached' });
    }
  });

  it('explains the card-mix splits, and a help button reached with Tab below the fold keeps its tooltip as the page scrolls to it', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByText('Card Mix (optional)', { exact: true }).click();
    await page.getByRole('slider', { name: 'Face-to-face share', exact: true }).waitFor();
    // Start at the top with the focus on the credit slider (without scrolling to it): the next
    // help button is out of sight, and Tab makes the browser scroll it into view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('slider', { name: 'Credit card share', exact: true }).evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));
    const personal = helpButton(page, 'Personal card share');
    expect((await personal.boundingBox())!.y).toBeGreaterThan(800);
    await page.keyboard.press('Tab');
    // The browser scrolled the button into view; the scroll event has come by the time 200 ms have passed.
    await page.waitForFunction(() => window.scrollY > 0);
    await page.waitForTimeout(200);
    await expectTooltipFor(personal, page, /corporate cards/);
    await page.keyboard.press('Escape');
    await tooltip(page).waitFor({ state: 'detached' });

    for (const [term, text] of [
      ['UK card share', /issued in the UK/],
      ['Face-to-face share', /Card-not-present/],
    ] as const) {
      const trigger = helpButton(page, term);
      await page.keyboard.press('Tab'); // the slider of the split before
      await page.keyboard.press('Tab');
      expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
      await expectTooltipFor(trigger, page, text);
      await page.keyboard.press('Escape');
      await tooltip(page).waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
  });

  it('on a touch screen (no hover), a tap on the help button shows its help and another tap hides it', async () => {
    const touch = await openPage(env, { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    try {
      const touchErrors = collectPageErrors(touch.page);
      await toDetailedRates(touch.page, env.baseUrl);
      const debit = helpButton(touch.page, 'Debit card rate');
      await debit.tap();
      await expectTooltipFor(debit, touch.page, /debit card payment/);
      await touch.page.waitForTimeout(300);
      expect(await tooltip(touch.page).count()).toBe(1);
      await debit.tap();
      await tooltip(touch.page).waitFor({ state: 'detached' });
      // A tap elsewhere closes it too.
      await debit.tap();
      await tooltip(touch.page).waitFor({ state: 'visible' });
      await touch.page.getByRole('heading', { name: 'Your current costs' }).tap();
      await tooltip(touch.page).waitFor({ state: 'detached' });
      expect(touchErrors).toEqual([]);
    } finally {
      await touch.context.close();
    }
  });
});
