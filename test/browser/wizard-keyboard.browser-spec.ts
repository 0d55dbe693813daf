/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';
import { BrowserEnv, startBrowserEnv } from './support';
import { collectPageErrors, COMPARISON_TIMEOUT_MS, expectStep, isCall, type ComparisonAnswer, WIZARD_ENV } from './wizard-support';

/**
 * The new-customer journey on /comparison-tool with the keyboard only: Tab / Shift+Tab to move,
 * Space / Enter to choose, arrows for radio groups, sliders and selects, typing for text fields.
 * Nothing is clicked or filled; locators are only used to know what has the focus.
 */

jest.setTimeout(180_000);

const MAX_TABS = 60;

/** True when `target` is the focused element. */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** A short description of the focused element, for failure messages. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}> "${name}"`;
  });
}

interface TabOptions {
  direction?: 'forward' | 'backward';
  maxPresses?: number;
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails naming `what` after maxPresses presses. */
async function tabTo(page: Page, target: Locator, what: string, { direction = 'forward', maxPresses = MAX_TABS }: TabOptions = {}): Promise<void> {
  await target.waitFor({ state: 'attached' });
  const key = direction === 'forward' ? 'Tab' : 'Shift+Tab';
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  if (await isFocused(target)) return;
  throw new Error(`${what} was not reachable with ${key} within ${maxPresses} presses (focus ended on ${await describeFocus(page)})`);
}

/**
 * The focused element shows a focus indicator: an outline or box-shadow on itself or, for the
 * visually-styled radio/checkbox cards, on its `.choice` label (which draws the ring via :has()).
 */
async function expectFocusVisible(page: Page, where: string): Promise<void> {
  const indicator = await page.evaluate(() => {
    const shows = (element: Element | null): string | null => {
      if (!element) return null;
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return `outline ${style.outlineWidth} ${style.outlineStyle}`;
      if (style.boxShadow && style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
      return null;
    };
    const active = document.activeElement;
    return shows(active) ?? shows(active?.closest('.choice') ?? null);
  });
  expect({ where, indicator }).toEqual({ where, indicator: expect.any(String) });
}

describe('Wizard: a new customer compares and applies with the keyboard only (/comparison-tool)', () => {
  let env: BrowserEnv;

  beforeAll(async () => {
    env = await startBrowserEnv(WIZARD_ENV);
  });
  afterAll(() => env.close());

  it('reaches Application Submitted! with Tab, Shift+Tab, Space, Enter, arrows and typing, with a visible focus', async () => {
    const { page, baseUrl } = env;
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/comparison-tool`);
    await expectStep(page, 1);

    // Step 1: business type and payment status are native radio groups (arrows move and check).
    const retail = page.getByRole('radio', { name: 'Retail', exact: true });
    await tabTo(page, retail, "the 'Retail' business type radio");
    await expectFocusVisible(page, 'Retail radio');
    await page.keyboard.press('Space');
    expect(await retail.isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Restaurant', exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await retail.isChecked()).toBe(true);

    const newStatus = page.getByRole('radio', { name: 'New to card payments', exact: true });
    await tabTo(page, newStatus, "the 'New to card payments' status radio");
    await page.keyboard.press('Space');
    expect(await newStatus.isChecked()).toBe(true);

    const businessName = page.getByRole('textbox', { name: 'Business name' });
    await tabTo(page, businessName, 'the Business name field');
    await expectFocusVisible(page, 'Business name field');
    await page.keyboard.type('Keyboard Cafe Ltd');
    expect(await businessName.inputValue()).toBe('Keyboard Cafe Ltd');

    const sector = page.getByRole('combobox', { name: 'Business sector' });
    await tabTo(page, sector, 'the Business sector select');
    await page.keyboard.press('ArrowDown');
    expect(await sector.inputValue()).toBe('retail');

    const created = page.waitForResponse(isCall('POST', '/api/business-profiles'));
    const continueButton = page.getByRole('navigation', { name: 'Wizard steps' }).getByRole('button', { name: 'Continue', exact: true });
    await tabTo(page, continueButton, 'the Continue button (step 1)');
    await expectFocusVisible(page, 'Continue button');
    await page.keyboard.press('Enter');
    expect((await created).status()).toBe(201);
    await expectStep(page, 2);

    // Step 2: checkboxes toggled with Space.
    for (const name of ['EPOS system', 'Card machine (PDQ)', 'Visa & Mastercard', 'American Express']) {
      const checkbox = page.getByRole('checkbox', { name, exact: true });
      await tabTo(page, checkbox, `the '${name}' checkbox`);
      await page.keyboard.press('Space');
      expect({ name, checked: await checkbox.isChecked() }).toEqual({ name, checked: true });
    }
    await expectFocusVisible(page, 'American Express checkbox');
    await tabTo(page, continueButton, 'the Continue button (step 2)');
    await page.keyboard.press('Enter');
    await expectStep(page, 3);

    // Step 3: Industry Typical with Enter, then the sliders with the arrow keys.
    const typical = page.getByRole('button', { name: 'Use Industry Typical', exact: true });
    await tabTo(page, typical, "the 'Use Industry Typical' button");
    await page.keyboard.press('Enter');
    const turnover = page.getByRole('slider', { name: 'Monthly turnover' });
    await page.waitForFunction((element) => element?.getAttribute('aria-valuetext') === '£30,000', await turnover.elementHandle());

    await tabTo(page, turnover, 'the Monthly turnover slider');
    await expectFocusVisible(page, 'Monthly turnover slider');
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight'); // 10 x £1,000
    expect(await turnover.getAttribute('aria-valuetext')).toBe('£40,000');
    await page.keyboard.press('Home');
    expect(await turnover.getAttribute('aria-valuetext')).toBe('£500');
    await page.keyboard.press('ArrowRight');
    expect(await turnover.getAttribute('aria-valuetext')).toBe('£1,000');
    for (let step = 0; step < 39; step += 1) await page.keyboard.press('ArrowRight');
    expect(await turnover.getAttribute('aria-valuetext')).toBe('£40,000');

    const creditPanel = page.locator('summary', { hasText: 'Credit / Debit Split' });
    await tabTo(page, creditPanel, "the 'Credit / Debit Split' panel");
    await expectFocusVisible(page, 'Credit / Debit Split summary');
    await page.keyboard.press('Enter');
    const credit = page.getByRole('slider', { name: 'Credit card share' });
    await credit.waitFor();
    await tabTo(page, credit, 'the Credit card share slider');
    expect(await credit.inputValue()).toBe('30');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight'); // step 5
    expect(await credit.inputValue()).toBe('40');

    const compared = page.waitForResponse(isCall('POST', '/api/compare-providers'), { timeout: COMPARISON_TIMEOUT_MS });
    await tabTo(page, continueButton, 'the Continue button (step 3)');
    await page.keyboard.press('Enter');
    await page.getByRole('status', { name: 'AI Processing' }).waitFor();
    const comparison = await compared;
    expect(comparison.status()).toBe(200);
    expect(comparison.request().postDataJSON()).toMatchObject({ monthlyTurnover: 40000, creditCardVolume: 40, debitCardVolume: 60 });
    const answer = (await comparison.json()) as ComparisonAnswer;
    expect(answer.providers.length).toBeGreaterThan(0);
    await page.getByTestId('processing-overlay').waitFor({ state: 'detached', timeout: COMPARISON_TIMEOUT_MS });
    await expectStep(page, 4);

    // Step 4: the provider card selects with Space, a terminal card with Enter.
    const chosen = answer.providers.find((provider) => provider.isCheapest) ?? answer.providers[0];
    const providerCard = page.getByRole('article', { name: chosen.name, exact: true });
    await tabTo(page, providerCard, `the provider card of ${chosen.name}`);
    await expectFocusVisible(page, `provider card ${chosen.name}`);
    await page.keyboard.press('Space');
    await page.locator(`[data-testid="provider-card"][data-provider-id="${chosen.id}"][data-selected="true"]`).waitFor();

    const terminalCards = page.getByTestId('terminal-card');
    await terminalCards.first().waitFor();
    const terminalCard = terminalCards.last();
    const terminalId = Number(await terminalCard.getAttribute('data-terminal-id'));
    const terminalName = (await terminalCard.getAttribute('aria-label')) ?? '';
    // Choosing a provider moves the focus to the terminal section's heading, so the terminals are
    // a few presses away rather than behind every card of the carousel.
    await page.waitForFunction(() => document.activeElement?.id === 'terminal-section-title');
    await tabTo(page, terminalCard, `the terminal card ${terminalName}`, { maxPresses: 12 });
    await expectFocusVisible(page, `terminal card ${terminalName}`);
    await page.keyboard.press('Enter');
    await page.locator(`[data-testid="terminal-card"][data-terminal-id="${terminalId}"][data-selected="true"]`).waitFor();
    await page.getByTestId('selection-status').getByText('Ready to apply!', { exact: true }).waitFor();

    const applyNext = page.getByRole('navigation', { name: 'Wizard steps' }).getByRole('button', { name: 'Apply Now', exact: true });
    await tabTo(page, applyNext, "the 'Apply Now' button (step 4)");
    await page.keyboard.press('Enter');
    await expectStep(page, 5);

    // Step 5: typed contact details, the timeline by arrow, consent by Space; Shift+Tab back once.
    const lead = { firstName: 'Kay', lastName: 'Board', email: 'kay.board@keyboardcafe.example.co.uk', phone: '07700 900456' };
    for (const [label, text] of [
      ['First name', lead.firstName],
      ['Last name', lead.lastName],
      ['Email', lead.email],
      ['Phone', lead.phone],
    ] as const) {
      const field = page.getByRole('textbox', { name: label, exact: true });
      await tabTo(page, field, `the ${label} field`);
      await page.keyboard.type(text);
      expect({ label, value: await field.inputValue() }).toEqual({ label, value: text });
    }
    await expectFocusVisible(page, 'Phone field');
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('Keyboard Cafe Ltd');

    const timeline = page.getByRole('combobox', { name: 'Timeline' });
    await tabTo(page, timeline, 'the Timeline select');
    await page.keyboard.press('ArrowDown');
    expect(await timeline.inputValue()).toBe('asap');

    const consent = page.getByRole('checkbox', { name: /marketing consent/ });
    await tabTo(page, consent, 'the marketing consent checkbox');
    await expectFocusVisible(page, 'marketing consent checkbox');
    await page.keyboard.press('Space');
    expect(await consent.isChecked()).toBe(true);

    const requirements = page.getByRole('textbox', { name: 'Additional requirements' });
    await tabTo(page, requirements, 'the Additional requirements field (backwards)', { direction: 'backward' });
    await page.keyboard.type('Contactless at the counter');

    const created2 = page.waitForResponse(isCall('POST', '/api/leads'));
    const applyButton = page.getByRole('button', { name: 'Apply Now', exact: true });
    await tabTo(page, applyButton, "the 'Apply Now' submit button (step 5)");
    await expectFocusVisible(page, 'Apply Now submit button');
    await page.keyboard.press('Enter');
    const leadResponse = await created2;
    expect(leadResponse.status()).toBe(201);
    expect(leadResponse.request().postDataJSON()).toMatchObject({
      selectedProvider: chosen.id,
      selectedTerminal: terminalId,
      email: lead.email,
      timeline: 'asap',
      additionalRequirements: 'Contactless at the counter',
      consentMarketing: true,
    });
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();

    const rows = (await env.t.dataSource.query('SELECT email FROM leads')) as { email: string }[];
    expect(rows.map((row) => row.email)).toContain(lead.email);
    expect(errors).toEqual([]);
  });
});
