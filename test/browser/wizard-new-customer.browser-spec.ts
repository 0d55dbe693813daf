/// <reference lib="dom" />
import { Lead } from '../../src/leads/entities/lead.entity';
import { Quote } from '../../src/quotes/entities/quote.entity';
import { BrowserEnv, startBrowserEnv } from './support';
import {
  button,
  choosePaymentMethods,
  collectPageErrors,
  expectStep,
  expectToast,
  fillApplication,
  fillBusinessDetails,
  gbp,
  holdRequests,
  isCall,
  providerCard,
  runComparison,
  selectProvider,
  submitApplication,
  setTurnover,
  turnoverOnSlider,
  WIZARD_ENV,
} from './wizard-support';

jest.setTimeout(120_000);

describe('Wizard: a new customer compares and applies (/comparison-tool, desktop)', () => {
  let env: BrowserEnv;

  beforeAll(async () => {
    env = await startBrowserEnv(WIZARD_ENV);
  });
  afterAll(() => env.close());

  it('goes from business details to Application Submitted!, with the card prices the server answered and the lead stored', async () => {
    const { page, baseUrl } = env;
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/comparison-tool`);
    await page.getByRole('heading', { level: 1, name: 'Smart Merchant Services Comparison' }).waitFor();
    await expectStep(page, 1);
    await page.getByText('About 4 minutes left', { exact: true }).waitFor();
    expect(await button(page, 'Back').isDisabled()).toBe(true);

    // Step 1: the forward button reads 'Processing...' while the profile is saved.
    await fillBusinessDetails(page, { type: 'Retail', status: 'New to card payments', name: 'Corner Shop Ltd', sector: 'retail' });
    const hold = await holdRequests(page, '**/api/business-profiles', 'POST');
    const created = page.waitForResponse(isCall('POST', '/api/business-profiles'));
    await button(page, 'Continue').click();
    await button(page, 'Processing...').waitFor();
    expect(await button(page, 'Processing...').isDisabled()).toBe(true);
    await hold.release();
    const profileResponse = await created;
    expect(profileResponse.status()).toBe(201);
    const profile = (await profileResponse.json()) as { id: string };
    const profileSession = (profileResponse.request().postDataJSON() as { sessionId: string }).sessionId;
    await expectStep(page, 2);
    await expectToast(page, 'Business profile created successfully!', { role: 'status' });

    // Step 2
    await choosePaymentMethods(page, ['Card machine (PDQ)', 'EPOS system'], ['Visa & Mastercard', 'American Express']);
    await button(page, 'Continue').click();
    await expectStep(page, 3);

    // Step 3: Industry Typical loads the retail figures (30,000 turnover, £28, credit 30%).
    await button(page, 'Use Industry Typical').click();
    await expectToast(page, 'Industry defaults applied', { description: 'Typical figures for Retail loaded.' });
    expect(await turnoverOnSlider(page)).toBe(30000);
    expect(await page.getByRole('spinbutton', { name: 'Average transaction value' }).inputValue()).toBe('28');
    await page.getByText('Credit / Debit Split', { exact: true }).click();
    const credit = page.getByRole('slider', { name: 'Credit card share' });
    await credit.waitFor();
    expect(await credit.inputValue()).toBe('30');
    // The visitor then moves the sliders.
    await setTurnover(page, 40000);
    await credit.fill('40');
    await page.getByRole('heading', { name: 'Business Setup Requirements' }).waitFor();
    await page.getByTestId('cost-estimate').waitFor();
    // Save Progress is offered on phones only (under 640 px).
    expect(await button(page, 'Save Progress').count()).toBe(0);

    const { answer, sent } = await runComparison(page);
    expect(sent).toMatchObject({ monthlyTurnover: 40000, creditCardVolume: 40, debitCardVolume: 60, businessType: 'retail', paymentMethods: ['epos', 'pdq'] });
    await expectToast(page, 'Provider comparison completed!');
    expect(answer.providers.length).toBeGreaterThan(0);

    // Step 4: every card shows the server's price; the counter counts the server's providers.
    const cards = page.getByTestId('provider-card');
    expect(await cards.count()).toBe(answer.providers.length);
    expect((await page.getByTestId('carousel-counter').textContent())?.trim()).toBe(`1 of ${answer.providers.length}`);
    for (const provider of answer.providers) {
      const cost = await providerCard(page, provider.id).locator('.provider-card__cost').textContent();
      expect({ provider: provider.name, cost: cost?.trim() }).toEqual({ provider: provider.name, cost: gbp(provider.estimatedMonthlyCost) });
    }
    expect(await button(page, 'Select Provider & Terminal').isVisible()).toBe(true);

    const chosen = answer.providers.find((provider) => provider.isCheapest) ?? answer.providers[0];
    const terminalId = await selectProvider(page, chosen);
    const terminalName = ((await page.locator(`[data-testid="terminal-card"][data-terminal-id="${terminalId}"] h4`).textContent()) ?? '').trim();
    const selectedCard = providerCard(page, chosen.id);
    expect(await selectedCard.getAttribute('data-selected')).toBe('true');
    expect((await selectedCard.locator('.provider-card__cost').textContent())?.trim()).toBe(gbp(chosen.estimatedMonthlyCost));
    await button(page, 'Apply Now').click();

    // Step 5
    await expectStep(page, 5);
    await page.getByRole('heading', { name: 'Your Complete Payment Solution' }).waitFor();
    const solution = page.getByRole('region', { name: 'Selected solution' });
    expect(await solution.textContent()).toContain(chosen.name);
    expect(await solution.textContent()).toContain(terminalName);
    // The summary's monthly cost is the breakdown's total (priced with the chosen terminal).
    const heroCost = (await page.getByTestId('solution-summary').locator('.solution-hero__value').first().textContent())?.trim();
    const breakdownTotal = (await page.getByRole('region', { name: 'Monthly cost breakdown' }).locator('dd').last().textContent())?.trim();
    expect(heroCost).toMatch(/^£[\d,]+\.\d{2}$/);
    expect(heroCost).toBe(breakdownTotal);
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('Corner Shop Ltd');
    const lead = {
      firstName: 'Jane',
      lastName: 'Smith',
      email: 'jane.smith@cornershop.example.co.uk',
      phone: '07700 900123',
      timeline: 'asap' as const,
      additionalRequirements: 'Two tills',
      consentMarketing: true,
    };
    await fillApplication(page, lead);

    // 'Submitting...' while the lead is sent.
    const holdLead = await holdRequests(page, '**/api/leads', 'POST');
    const submitted = submitApplication(page);
    await button(page, 'Submitting...').waitFor();
    await holdLead.release();
    const { reference, sent: leadSent, sessionId: leadSession } = await submitted;
    expect(leadSession).toBe(profileSession);
    expect(leadSent).toMatchObject({
      businessProfileId: profile.id,
      selectedProvider: chosen.id,
      selectedTerminal: terminalId,
      email: lead.email,
      consentMarketing: true,
    });
    // The newer wizard sends the id of the chosen provider's quote, read from the profile's quotes.
    const chosenQuote = await env.t.dataSource.getRepository(Quote).findOneByOrFail({ businessProfileId: profile.id, providerId: chosen.id });
    expect(leadSent.quoteId).toBe(chosenQuote.id);
    await expectToast(page, 'Application Submitted Successfully!', {
      description: "Thank you! We'll contact you within 24 hours to discuss your payment solutions.",
    });

    // The reference is the lead's own (not the profile id), and the lead is stored with the choice.
    const stored = await env.t.dataSource.getRepository(Lead).findOneByOrFail({ email: lead.email });
    expect(stored).toMatchObject({
      applicationReference: reference,
      businessProfileId: profile.id,
      selectedProviderId: chosen.id,
      selectedTerminalId: terminalId,
      firstName: 'Jane',
      lastName: 'Smith',
      phone: '07700 900123',
      companyName: 'Corner Shop Ltd',
      timeline: 'asap',
      additionalRequirements: 'Two tills',
      consentMarketing: true,
    });
    expect(await page.getByRole('navigation', { name: 'Wizard steps' }).count()).toBe(0);

    // 'Start New Application' resets everything.
    const sessionBefore = await page.evaluate(() => sessionStorage.getItem('sessionId'));
    await button(page, 'Start New Application').click();
    await expectStep(page, 1);
    expect(await page.getByRole('textbox', { name: 'Business name' }).inputValue()).toBe('');
    expect(await page.getByRole('radio', { name: 'Retail', exact: true }).isChecked()).toBe(false);
    const storage = await page.evaluate(() => ({
      businessData: localStorage.getItem('businessData'),
      wizard: sessionStorage.getItem('comparisonWizardState'),
      sessionId: sessionStorage.getItem('sessionId'),
    }));
    expect(storage.businessData).toBeNull();
    expect(storage.wizard).toBeNull();
    expect(storage.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(storage.sessionId).not.toBe(sessionBefore);
    expect(errors).toEqual([]);
  });
});
