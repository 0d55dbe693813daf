/// <reference lib="dom" />
import { BrowserEnv, startBrowserEnv } from './support';
import {
  button,
  choosePaymentMethods,
  collectPageErrors,
  continueFromStep1,
  expectStep,
  fillBusinessDetails,
  providerCard,
  runComparison,
  selectProvider,
  setTurnover,
  turnoverOnSlider,
  WIZARD_ENV,
} from './wizard-support';

jest.setTimeout(120_000);

describe('Wizard: a reload mid-wizard keeps the answers and the step', () => {
  let env: BrowserEnv;

  beforeAll(async () => {
    env = await startBrowserEnv(WIZARD_ENV);
  });
  afterAll(() => env.close());

  it('reloads on steps 2, 3, 4 and 5 and finds the same step, answers and selection', async () => {
    const { page, baseUrl } = env;
    const errors = collectPageErrors(page);
    // The overlay's stages are skipped on the page's clock: this test is about reloads.
    await page.clock.install();
    await page.goto(`${baseUrl}/comparison-tool`);
    await expectStep(page, 1);
    await fillBusinessDetails(page, { type: 'Restaurant', status: 'New to card payments', name: 'The Olive Tree', sector: 'food_beverage' });
    const profile = await continueFromStep1(page);

    // Step 2
    await choosePaymentMethods(page, ['EPOS system', 'Card machine (PDQ)'], ['Visa & Mastercard', 'Alternative payments']);
    await page.reload();
    await expectStep(page, 2);
    for (const name of ['EPOS system', 'Card machine (PDQ)', 'Visa & Mastercard', 'Alternative payments']) {
      expect({ name, checked: await page.getByRole('checkbox', { name, exact: true }).isChecked() }).toEqual({ name, checked: true });
    }
    expect(await page.getByRole('checkbox', { name: 'American Express', exact: true }).isChecked()).toBe(false);
    await button(page, 'Continue').click();
    await expectStep(page, 3);

    // Step 3: the sliders and the average value.
    await setTurnover(page, 45000);
    await page.getByRole('spinbutton', { name: 'Average transaction value' }).fill('18.50');
    await page.getByText('Credit / Debit Split', { exact: true }).click();
    await page.getByRole('slider', { name: 'Credit card share' }).fill('25');
    await page.getByText('Face-to-Face / Card-Not-Present Split', { exact: true }).click();
    await page.getByRole('slider', { name: 'Face-to-face share' }).fill('90');
    await page.reload();
    await expectStep(page, 3);
    expect(await turnoverOnSlider(page)).toBe(45000);
    expect(await page.getByRole('spinbutton', { name: 'Average transaction value' }).inputValue()).toBe('18.50');
    await page.getByText('Credit / Debit Split', { exact: true }).click();
    expect(await page.getByRole('slider', { name: 'Credit card share' }).inputValue()).toBe('25');
    await page.getByText('Face-to-Face / Card-Not-Present Split', { exact: true }).click();
    expect(await page.getByRole('slider', { name: 'Face-to-face share' }).inputValue()).toBe('90');

    // Back to steps 2 and 1: the earlier answers are still there.
    await button(page, 'Back').click();
    await expectStep(page, 2);
    expect(await page.getByRole('checkbox', { name: 'Alternative payments', exact: true }).isChecked()).toBe(true);
    await button(page, 'Back').click();
    await expectStep(page, 1);
    expect(await page.getByRole('radio', { name: 'Restaurant', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'New to card payments', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Business name' }).inputValue()).toBe('The Olive Tree');
    expect(await page.getByRole('combobox', { name: 'Business sector' }).inputValue()).toBe('food_beverage');
    // Continuing updates the same profile rather than making a new one.
    const updated = page.waitForResponse((r) => r.url().endsWith(`/api/business-profiles/${profile.id}`) && r.request().method() === 'PUT');
    await button(page, 'Continue').click();
    expect((await updated).status()).toBe(200);
    await expectStep(page, 2);
    await button(page, 'Continue').click();
    await expectStep(page, 3);

    // Step 4: the comparison and the selection survive a reload.
    const { answer, sent } = await runComparison(page, undefined, { skipOverlayStages: true });
    expect(sent).toMatchObject({ id: profile.id, monthlyTurnover: 45000, averageTransaction: 18.5, creditCardVolume: 25, f2fCnpSplit: [90] });
    const chosen = answer.providers[1] ?? answer.providers[0];
    const terminalId = await selectProvider(page, chosen);
    await page.reload();
    await expectStep(page, 4);
    expect(await page.getByTestId('provider-card').count()).toBe(answer.providers.length);
    expect(await providerCard(page, chosen.id).getAttribute('data-selected')).toBe('true');
    await page.locator(`[data-testid="terminal-card"][data-terminal-id="${terminalId}"][data-selected="true"]`).waitFor();
    await page.getByTestId('selection-status').getByText('Ready to apply!', { exact: true }).waitFor();
    await button(page, 'Apply Now').click();
    await expectStep(page, 5);

    // Step 5 is kept too, with the chosen provider.
    await page.reload();
    await expectStep(page, 5);
    expect(await page.getByRole('region', { name: 'Selected solution' }).textContent()).toContain(chosen.name);
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('The Olive Tree');
    expect(errors).toEqual([]);
  });
});
