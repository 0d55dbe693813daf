/// <reference lib="dom" />
import { APPLICATION_REFERENCE_FORMAT } from '../../src/leads/application-reference';
import type { Page } from 'playwright-core';
import { BrowserEnv, startBrowserEnv } from './support';
import { button, COMPARISON_TIMEOUT_MS, expectStep, expectToast, fillApplication, submitApplication, WIZARD_ENV, isCall } from './wizard-support';

jest.setTimeout(120_000);

/** Closes the toast shown, so the same message can be seen to come again. */
async function dismissToast(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('button', { name: 'Dismiss notification' }).click();
  await page.getByTestId('toast').waitFor({ state: 'detached' });
}

describe('Wizard validation messages', () => {
  let env: BrowserEnv;

  beforeAll(async () => {
    env = await startBrowserEnv(WIZARD_ENV);
  });
  afterAll(() => env.close());

  it('blocks each step with its message until the step is complete', async () => {
    const { page, baseUrl } = env;
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && /\/api\/(business-profiles|compare-providers|leads)/.test(request.url()))
        calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(`${baseUrl}/comparison-tool`);
    await expectStep(page, 1);

    // Step 1: business type, status, name and sector are all required.
    await button(page, 'Continue').click();
    await expectToast(page, 'Please complete all required fields', { role: 'alert' });
    await dismissToast(page);
    await page.getByRole('radio', { name: 'Online', exact: true }).check();
    await page.getByRole('radio', { name: 'Under contract', exact: true }).check();
    await page.getByRole('textbox', { name: 'Business name' }).fill('Web Widgets Ltd');
    await button(page, 'Continue').click();
    await expectToast(page, 'Please complete all required fields', { role: 'alert' });
    await dismissToast(page);
    await page.getByRole('textbox', { name: 'Business name' }).fill('   ');
    await page.getByRole('combobox', { name: 'Business sector' }).selectOption('technology');
    await button(page, 'Continue').click();
    await expectToast(page, 'Please complete all required fields', { role: 'alert' });
    await expectStep(page, 1);
    expect(calls).toEqual([]);
    await page.getByRole('textbox', { name: 'Business name' }).fill('Web Widgets Ltd');
    await button(page, 'Continue').click();
    await expectStep(page, 2);
    expect(calls).toEqual(['POST /api/business-profiles']);

    // Step 2: a payment method first, then a card type.
    await button(page, 'Continue').click();
    await expectToast(page, 'Please select at least one payment method', { role: 'alert' });
    await dismissToast(page);
    await page.getByRole('checkbox', { name: 'Visa & Mastercard', exact: true }).check();
    await button(page, 'Continue').click();
    await expectToast(page, 'Please select at least one payment method', { role: 'alert' });
    await page.getByRole('checkbox', { name: 'Online payments', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Visa & Mastercard', exact: true }).uncheck();
    await button(page, 'Continue').click();
    await expectToast(page, 'Please select the card types you want to accept', { role: 'alert' });
    await expectStep(page, 2);
    await page.getByRole('checkbox', { name: 'Visa & Mastercard', exact: true }).check();
    await button(page, 'Continue').click();
    await expectStep(page, 3);

    // Step 3: the monthly turnover is required. Only the existing/contract customers' range
    // dropdown can be emptied; the new-customer turnover is a slider that always has a value.
    await page.getByRole('combobox', { name: 'Monthly turnover' }).selectOption('');
    await button(page, 'Continue').click();
    await expectToast(page, 'Please provide your monthly turnover', { role: 'alert' });
    await expectStep(page, 3);
    expect(calls).toEqual(['POST /api/business-profiles']);
    await page.getByRole('combobox', { name: 'Monthly turnover' }).selectOption('50000');
    const compared = page.waitForResponse(isCall('POST', '/api/compare-providers'), { timeout: COMPARISON_TIMEOUT_MS });
    await button(page, 'Continue').click();
    const answer = (await (await compared).json()) as { providers: { id: number; name: string }[] };
    await expectStep(page, 4, COMPARISON_TIMEOUT_MS);

    // Step 4: a provider, then a terminal.
    const forward = button(page, 'Select Provider & Terminal');
    await forward.click();
    await expectToast(page, 'Please select a provider', { role: 'alert', description: 'Choose a provider from the comparison options to continue' });
    await expectStep(page, 4);
    // Every provider has terminals and the first is picked on selection, so the terminal
    // message only shows when the terminals cannot be loaded: the request is failed here.
    const provider = answer.providers[0];
    await page.route('**/api/providers/*/terminals', (route) => route.abort('failed'));
    await button(page, `Select ${provider.name}`).click();
    await page.getByTestId('terminal-section').getByRole('alert').getByText('The terminals could not be loaded.').waitFor();
    expect((await page.getByTestId('selection-status').textContent())?.replace(/\s+/g, ' ')).toContain('Terminal: Not selected');
    await forward.click();
    await expectToast(page, 'Please select a terminal', { role: 'alert', description: 'Choose a terminal option to complete your selection' });
    await expectStep(page, 4);
    await page.unroute('**/api/providers/*/terminals');
    await button(page.getByTestId('terminal-section'), 'Try again').click();
    await page.locator('[data-testid="terminal-card"][data-selected="true"]').waitFor();
    await page.getByTestId('selection-status').getByText('Ready to apply!', { exact: true }).waitFor();
    await button(page, 'Apply Now').click();
    await expectStep(page, 5);

    // Step 5: first name, last name, email, phone and timeline are required; the email must be one.
    await button(page, 'Apply Now').click();
    await expectToast(page, 'Please complete all required fields', { role: 'alert' });
    for (const name of ['First name', 'Last name', 'Email', 'Phone']) {
      expect({ name, invalid: await page.getByRole('textbox', { name, exact: true }).getAttribute('aria-invalid') }).toEqual({ name, invalid: 'true' });
    }
    expect(await page.getByRole('combobox', { name: 'Timeline' }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Company name' }).getAttribute('aria-invalid')).toBeNull();
    await fillApplication(page, { firstName: 'Priya', lastName: 'Shah', email: 'priya@webwidgets', phone: '020 7946 0000', timeline: 'exploring' });
    await button(page, 'Apply Now').click();
    await expectToast(page, 'Please enter a valid email address', { role: 'alert' });
    await expectStep(page, 5);
    expect(calls.filter((call) => call.includes('/api/leads'))).toEqual([]);

    await page.getByRole('textbox', { name: 'Email' }).fill('priya@webwidgets.example.co.uk');
    const { reference } = await submitApplication(page);
    expect(reference).toMatch(APPLICATION_REFERENCE_FORMAT);
  });
});
