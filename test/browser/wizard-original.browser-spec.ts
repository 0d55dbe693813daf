/// <reference lib="dom" />
import { Lead } from '../../src/leads/entities/lead.entity';
import { Quote } from '../../src/quotes/entities/quote.entity';
import { BrowserEnv, startBrowserEnv } from './support';
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

describe('Wizard, older version (/comparison-tool-original)', () => {
  let env: BrowserEnv;

  beforeAll(async () => {
    env = await startBrowserEnv(WIZARD_ENV);
  });
  afterAll(() => env.close());

  it('goes through the older flow to Application Submitted! and marks the chosen quote selected', async () => {
    const { page, baseUrl } = env;
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/comparison-tool-original`);
    await expectStep(page, 1);
    // The older wizard offers only some payment statuses.
    await page.getByRole('radio', { name: 'New to card payments', exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Currently processing', exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Under contract', exact: true }).count()).toBe(0);

    await fillBusinessDetails(page, { type: 'Trade', status: 'Currently processing', name: 'Smith Plumbing Services', sector: 'construction_trade' });
    const profile = await continueFromStep1(page);
    await expectToast(page, 'Business profile created successfully!');
    await choosePaymentMethods(page, ['Card machine (PDQ)', 'Pay by link'], ['Visa & Mastercard']);
    await button(page, 'Continue').click();
    await expectStep(page, 3);

    // Older step 3: a range dropdown only, the individual-rates form pre-filled, no setup block.
    expect(await button(page, 'Use a slider instead').count()).toBe(0);
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Business Setup Requirements' }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Individual rates', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('spinbutton', { name: 'Debit card rate' }).inputValue()).toBe('0.8');
    expect(await page.getByRole('spinbutton', { name: 'Credit card rate' }).inputValue()).toBe('1.5');
    await page.getByRole('combobox', { name: 'Monthly turnover' }).selectOption('25000');
    await page.getByRole('spinbutton', { name: 'Monthly transactions' }).fill('400');
    await page.getByRole('spinbutton', { name: 'Average transaction value' }).fill('62.50');
    await page.getByRole('combobox', { name: 'Current provider' }).selectOption('Barclaycard');
    await page.getByRole('spinbutton', { name: 'Debit card rate' }).fill('0.65');

    const { answer, sent } = await runComparison(page);
    // What the visitor entered (the older wizard's turnover as a whole number).
    expect(sent).toMatchObject({
      id: profile.id,
      monthlyTurnover: 25000,
      transactionsPerMonth: 400,
      currentProvider: 'Barclaycard',
      currentDebitFee: 0.65,
      paymentStatus: 'existing',
    });
    expect(answer.currentCostSource).toBe('calculated_from_rates');
    await expectToast(page, 'Provider comparison completed!');

    const chosen = answer.providers[0];
    expect((await providerCard(page, chosen.id).locator('.provider-card__cost').textContent())?.trim()).toBe(gbp(chosen.estimatedMonthlyCost));
    const terminalId = await selectProvider(page, chosen);
    await button(page, 'Apply Now').click();
    await expectStep(page, 5);
    await page.getByRole('heading', { name: 'Switch & Save Money' }).waitFor();
    const email = 'dave@smithplumbing.example.co.uk';
    await fillApplication(page, { firstName: 'Dave', lastName: 'Smith', email, phone: '07700 900456', timeline: '3months' });

    // At submit the older wizard looks up the profile's quotes and marks the chosen one selected.
    const quotesListed = page.waitForResponse(isCall('GET', `/api/business-profiles/${profile.id}/quotes`));
    const quoteSelected = page.waitForResponse(isCall('POST', /^\/api\/quotes\/\d+\/select$/));
    const { reference, sent: leadSent } = await submitApplication(page);
    expect((await quotesListed).status()).toBe(200);
    const selectResponse = await quoteSelected;
    expect(selectResponse.status()).toBeLessThan(300);
    expect(leadSent).toMatchObject({ businessProfileId: profile.id, selectedProvider: chosen.id, selectedTerminal: terminalId });
    expect(leadSent).not.toHaveProperty('businessData');
    expect(reference).not.toBe(profile.id);

    const quotes = await env.t.dataSource.getRepository(Quote).find({ where: { businessProfileId: profile.id }, order: { rank: 'ASC' } });
    const selected = quotes.filter((quote) => quote.isSelected);
    expect(selected.map((quote) => quote.providerId)).toEqual([chosen.id]);
    expect(selectResponse.url()).toMatch(new RegExp(`/api/quotes/${selected[0].id}/select$`));
    expect(selected[0].selectionReasoning).toBe('Customer selected this provider via the comparison wizard');
    const lead = await env.t.dataSource.getRepository(Lead).findOneByOrFail({ email });
    expect(lead).toMatchObject({
      businessProfileId: profile.id,
      selectedProviderId: chosen.id,
      selectedTerminalId: terminalId,
      quoteId: selected[0].id,
      timeline: '3months',
    });
    expect(errors).toEqual([]);
  });
});
