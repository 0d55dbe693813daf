/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { TrackingEvent } from '../../src/analytics/entities/tracking-event.entity';
import { Lead } from '../../src/leads/entities/lead.entity';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { HELD_OUT_STATEMENTS, heldOutPhoto } from '../statements/held-out-statements';
import { WORLDPAY_FIGURES, worldpayStatement } from '../statements/statement-fixtures';
import { BrowserEnv, expectNoSeriousViolations, openPage, startBrowserEnv } from './support';
import {
  button,
  choosePaymentMethods,
  collectPageErrors,
  continueFromStep1,
  expectStep,
  expectToast,
  fillApplication,
  fillBusinessDetails,
  gbp,
  isCall,
  providerCard,
  runComparison,
  selectProvider,
  submitApplication,
  WIZARD_ENV,
} from './wizard-support';

jest.setTimeout(120_000);

/** The note under a number field filled in from a statement (its confidence or its check). */
const fieldNote = (page: Page, name: string) => page.locator('.field', { has: page.getByRole('spinbutton', { name, exact: true }) }).getByTestId('field-note');

/** Steps 1 and 2 for a business that already takes cards; ends on step 3. */
async function toStep3(page: Page, baseUrl: string, name: string): Promise<string> {
  await page.goto(`${baseUrl}/comparison-tool`);
  await expectStep(page, 1);
  await fillBusinessDetails(page, { type: 'Restaurant', status: 'Currently processing', name, sector: 'food_beverage' });
  const profile = await continueFromStep1(page);
  await choosePaymentMethods(page, ['Card machine (PDQ)'], ['Visa & Mastercard']);
  await button(page, 'Continue').click();
  await expectStep(page, 3);
  return profile.id;
}

describe('Wizard: an existing customer uploads a statement and applies (/comparison-tool)', () => {
  let env: BrowserEnv;

  beforeAll(async () => {
    env = await startBrowserEnv(WIZARD_ENV);
  });
  afterAll(() => env.close());

  it('reads a Worldpay PDF statement into the monthly details and current cost, compares and submits', async () => {
    const { context, page } = await openPage(env);
    const errors = collectPageErrors(page);
    const profileId = await toStep3(page, env.baseUrl, 'The Corner Cafe Ltd');

    const dropzone = page.getByTestId('statement-dropzone');
    expect(await dropzone.getAttribute('data-state')).toBe('idle');
    const analysed = page.waitForResponse(isCall('POST', '/api/analyze-document'), { timeout: 60_000 });
    await page
      .getByTestId('statement-file-input')
      .setInputFiles({ name: 'worldpay-march-2025.pdf', mimeType: 'application/pdf', buffer: await worldpayStatement() });
    await page.locator('[data-testid="statement-dropzone"][data-state="loading"]').waitFor();
    await dropzone.getByText('Analyzing document...', { exact: true }).waitFor();
    const response = await analysed;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { extractedData: unknown }).extractedData).toEqual(WORLDPAY_FIGURES);
    await page.locator('[data-testid="statement-dropzone"][data-state="uploaded"]').waitFor();
    await dropzone.getByText('File uploaded successfully!', { exact: true }).waitFor();
    await dropzone.getByText('worldpay-march-2025.pdf', { exact: true }).waitFor();
    await expectToast(page, 'Document analysed successfully!', { role: 'status' });

    // The statement's figures are in the fields.
    const turnover = page.getByRole('combobox', { name: 'Monthly turnover' });
    expect(await turnover.inputValue()).toBe(String(WORLDPAY_FIGURES.monthlyTurnover));
    expect(await turnover.locator('option:checked').textContent()).toBe('£12,346 (entered)');
    expect(await page.getByRole('spinbutton', { name: 'Monthly transactions' }).inputValue()).toBe(String(WORLDPAY_FIGURES.transactionsPerMonth));
    expect(await page.getByRole('spinbutton', { name: 'Average transaction value' }).inputValue()).toBe(String(WORLDPAY_FIGURES.averageTransaction));
    expect(await page.getByRole('combobox', { name: 'Current provider' }).inputValue()).toBe('Worldpay');
    // A statement with a total opens Quick Total with it; its rates are under Detailed Rates.
    expect(await page.getByRole('tab', { name: 'Quick Total' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('spinbutton', { name: 'Total monthly card processing cost' }).inputValue()).toBe(
      String(WORLDPAY_FIGURES.currentTotalMonthlyCost),
    );
    await page.getByTestId('cost-estimate').getByText(gbp(WORLDPAY_FIGURES.currentTotalMonthlyCost), { exact: true }).waitFor();
    // Each figure read says how sure the reading is: printed and adding up, or worked out.
    expect(await fieldNote(page, 'Total monthly card processing cost').textContent()).toBe('Read from your statement: high confidence.');
    expect(await fieldNote(page, 'Monthly transactions').textContent()).toBe('Read from your statement: high confidence.');
    expect(await fieldNote(page, 'Average transaction value').textContent()).toBe('Read from your statement: medium confidence, worth a look.');
    expect(await page.getByTestId('turnover-note').textContent()).toBe('Read from your statement: high confidence.');
    expect(await page.getByTestId('statement-checks').count()).toBe(0);
    await page.getByRole('tab', { name: 'Detailed Rates' }).click();
    expect(await fieldNote(page, 'Debit card rate').textContent()).toBe('Read from your statement: high confidence.');
    expect(await page.getByRole('spinbutton', { name: 'Debit card rate' }).inputValue()).toBe(String(WORLDPAY_FIGURES.currentDebitFee));
    expect(await page.getByRole('spinbutton', { name: 'Credit card rate' }).inputValue()).toBe(String(WORLDPAY_FIGURES.currentCreditFee));
    await page.getByRole('tab', { name: 'Quick Total' }).click();
    await page.getByRole('heading', { name: 'Business Setup Requirements' }).waitFor();

    const { answer, sent } = await runComparison(page);
    expect(sent).toMatchObject({
      id: profileId,
      monthlyTurnover: WORLDPAY_FIGURES.monthlyTurnover,
      transactionsPerMonth: WORLDPAY_FIGURES.transactionsPerMonth,
      averageTransaction: WORLDPAY_FIGURES.averageTransaction,
      currentProvider: 'Worldpay',
      currentTotalMonthlyCost: WORLDPAY_FIGURES.currentTotalMonthlyCost,
    });
    expect(answer).toMatchObject({ currentMonthlyCost: WORLDPAY_FIGURES.currentTotalMonthlyCost, currentCostSource: 'total_cost_input' });
    await page.getByText('Your current estimated monthly cost:').getByText(gbp(WORLDPAY_FIGURES.currentTotalMonthlyCost), { exact: true }).waitFor();

    // Existing customers see the savings the server worked out.
    const chosen = answer.providers[0];
    const card = providerCard(page, chosen.id);
    expect((await card.locator('.provider-card__cost').textContent())?.trim()).toBe(gbp(chosen.estimatedMonthlyCost));
    const savings = card.locator(chosen.estimatedSavings < 0 ? '.provider-card__extra' : '.provider-card__savings');
    expect((await savings.textContent())?.trim()).toBe(gbp(Math.abs(chosen.estimatedSavings)));

    const terminalId = await selectProvider(page, chosen);
    await button(page, 'Apply Now').click();
    await expectStep(page, 5);
    await page.getByRole('heading', { name: 'Switch & Save Money' }).waitFor();
    const email = 'owner@cornercafe.example.co.uk';
    await fillApplication(page, { firstName: 'Sam', lastName: 'Patel', email, phone: '0113 496 0000', timeline: '1month' });
    const { reference } = await submitApplication(page);
    const stored = await env.t.dataSource.getRepository(Lead).findOneByOrFail({ email });
    expect(stored).toMatchObject({
      applicationReference: reference,
      businessProfileId: profileId,
      selectedProviderId: chosen.id,
      selectedTerminalId: terminalId,
      companyName: 'The Corner Cafe Ltd',
      timeline: '1month',
      consentMarketing: false,
    });
    // The wizard reported each step reached and the statement upload (fire-and-forget, so wait for them).
    const { sessionHash } = await env.t.dataSource.getRepository(BusinessProfile).findOneByOrFail({ id: profileId });
    const tracked = async () => env.t.dataSource.getRepository(TrackingEvent).find({ where: { sessionHash }, order: { id: 'ASC' } });
    for (let attempt = 0; attempt < 50 && (await tracked()).filter((e) => e.type === 'step').length < 5; attempt += 1) await page.waitForTimeout(100);
    const events = await tracked();
    expect([...new Set(events.filter((e) => e.type === 'step').map((e) => e.step))].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(events.filter((e) => e.type === 'document_upload')).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows which figure of a phone photo looks wrong, fills the current cost from its total charges and lets the visitor correct every figure', async () => {
    const { context, page } = await openPage(env);
    const errors = collectPageErrors(page);
    await toStep3(page, env.baseUrl, 'Blue Door Deli');
    const statement = HELD_OUT_STATEMENTS.find((s) => s.name === 'worldpay-average-misread');
    if (!statement) throw new Error('held-out statement missing');
    const analysed = page.waitForResponse(isCall('POST', '/api/analyze-document'), { timeout: 60_000 });
    await page.getByTestId('statement-file-input').setInputFiles({ name: 'IMG_0107.jpg', mimeType: 'image/jpeg', buffer: heldOutPhoto(statement, 5) });
    expect((await analysed).status()).toBe(200);
    await page.locator('[data-testid="statement-dropzone"][data-state="uploaded"]').waitFor();

    // The average printed (misread as £82.00) disagrees with turnover / transactions: it is named, not trusted.
    const message = 'The average transaction read (£82.00) does not match turnover / transactions (£28.00); £28.00 is shown: please check this figure.';
    const checks = page.getByTestId('statement-checks');
    await checks.getByRole('heading', { name: 'Please check these figures' }).waitFor();
    // The photo also blurred the terminal rental into £19,350.00: more than the whole total, so the one
    // figure that makes the printed total add up is shown, and named too.
    expect(await checks.getByRole('listitem').allTextContents()).toEqual([
      `Average transaction value: ${message}`,
      'Terminal rental: A charge of £19,350.00 is more than the total charges of £103.07; £17.50 makes the charges add up: please check this figure.',
    ]);
    const average = page.getByRole('spinbutton', { name: 'Average transaction value' });
    expect(await average.inputValue()).toBe('28');
    expect(await fieldNote(page, 'Average transaction value').textContent()).toBe(message);
    expect(await average.getAttribute('aria-describedby')).toContain(await fieldNote(page, 'Average transaction value').getAttribute('id'));
    // Step 3's current cost is the statement's total charges (excluding VAT), read with high confidence.
    const totalCost = page.getByRole('spinbutton', { name: 'Total monthly card processing cost' });
    expect(await totalCost.inputValue()).toBe(String(statement.truth.currentTotalMonthlyCost));
    expect(await fieldNote(page, 'Total monthly card processing cost').textContent()).toBe('Read from your statement: high confidence.');
    await expectNoSeriousViolations(page, 'step 3 with a statement check');

    // Every figure stays editable.
    await average.fill('28.50');
    expect(await average.inputValue()).toBe('28.50');
    await totalCost.fill('99.99');
    expect(await totalCost.inputValue()).toBe('99.99');
    await page.getByRole('tab', { name: 'Detailed Rates' }).click();
    await page.locator('summary', { hasText: 'Monthly Charges' }).click();
    const rental = page.getByRole('spinbutton', { name: 'Terminal rental (all terminals)' });
    expect(await fieldNote(page, 'Terminal rental (all terminals)').textContent()).toMatch(/^A charge of £19,350\.00 is more than/);
    expect(await rental.inputValue()).toBe(String(statement.truth.currentTerminalRental));
    await rental.fill('20');
    expect(await rental.inputValue()).toBe('20');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a file of the wrong type and one over 10 MB in the drop zone, without sending them', async () => {
    const { context, page } = await openPage(env);
    await toStep3(page, env.baseUrl, 'Upload Checks Ltd');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/analyze-document')) uploads.push(request.url());
    });
    const dropzone = page.getByTestId('statement-dropzone');
    const input = page.getByTestId('statement-file-input');

    await input.setInputFiles({
      name: 'statement.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('not a statement'),
    });
    await page.locator('[data-testid="statement-dropzone"][data-state="error"]').waitFor();
    await dropzone.getByRole('heading', { name: 'Upload Error' }).waitFor();
    await dropzone.getByText('File type not supported. Please upload: pdf, jpg, jpeg, png', { exact: true }).waitFor();
    await button(dropzone, 'Try Again').click();
    await page.locator('[data-testid="statement-dropzone"][data-state="idle"]').waitFor();

    // Handing 11 MB to the browser is Playwright's work, not the page's: on a busy machine it has
    // taken over the 10 s action timeout (a full run here, 2026-11-29), so this one call may take up to 30 s.
    await input.setInputFiles({ name: 'big-statement.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x20) }, { timeout: 30_000 });
    await page.locator('[data-testid="statement-dropzone"][data-state="error"]').waitFor();
    await dropzone.getByRole('heading', { name: 'Upload Error' }).waitFor();
    await dropzone.getByText('File size must be less than 10MB', { exact: true }).waitFor();
    await button(dropzone, 'Try Again').click();
    await page.locator('[data-testid="statement-dropzone"][data-state="idle"]').waitFor();

    expect(uploads).toEqual([]);
    await context.close();
  });
});
