/// <reference lib="dom" />
import type { BrowserContext, Page } from 'playwright-core';
import { Lead } from '../../src/leads/entities/lead.entity';
import { BrowserEnv, openPage, startBrowserEnv } from './support';
import {
  button,
  choosePaymentMethods,
  collectPageErrors,
  continueFromStep1,
  expectStep,
  expectToast,
  fillApplication,
  fillBusinessDetails,
  hasHorizontalOverflow,
  isCall,
  providerCard,
  runComparison,
  selectProvider,
  Step,
  submitApplication,
  waitForMailText,
  setTurnover,
  turnoverOnSlider,
  WIZARD_ENV,
} from './wizard-support';

jest.setTimeout(120_000);

const PHONE = { width: 375, height: 812 };

function phonePage(env: BrowserEnv): Promise<{ context: BrowserContext; page: Page }> {
  return openPage(env, { viewport: PHONE, hasTouch: true });
}

/** At 375 px the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, step: Step | 'confirmation'): Promise<void> {
  expect({ step, overflows: await hasHorizontalOverflow(page) }).toEqual({ step, overflows: false });
}

describe('Wizard on a 375 px phone: Save Progress, resume from the emailed link, and apply', () => {
  let env: BrowserEnv;

  beforeAll(async () => {
    env = await startBrowserEnv(WIZARD_ENV);
  });
  afterAll(() => env.close());

  it('saves at step 3, resumes in a fresh browser at step 3 with the answers, and completes the application', async () => {
    // First visit: steps 1 and 2, then Save Progress on step 3.
    const first = await phonePage(env);
    const errors = collectPageErrors(first.page);
    let page = first.page;
    await page.goto(`${env.baseUrl}/comparison-tool`);
    await expectStep(page, 1);
    await expectNoSidewaysScroll(page, 1);
    await fillBusinessDetails(page, { type: 'Online', status: 'New to card payments', name: 'Pixel Prints Ltd', sector: 'technology' });
    const profile = await continueFromStep1(page);
    expect(profile.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    await expectNoSidewaysScroll(page, 2);
    await choosePaymentMethods(page, ['Online payments', 'Pay by link'], ['Visa & Mastercard', 'American Express']);
    await button(page, 'Continue').click();
    await expectStep(page, 3);
    await expectNoSidewaysScroll(page, 3);
    await setTurnover(page, 15000);
    await page.getByRole('spinbutton', { name: 'Average transaction value' }).fill('42');

    await button(page, 'Save Progress').click();
    const dialog = page.getByRole('dialog', { name: 'Save your progress' });
    await dialog.waitFor();
    await button(dialog, 'Send link').click();
    await expectToast(page, 'Email required', { role: 'alert', description: 'Please enter your email to save progress' });
    const email = 'owner@pixelprints.example.co.uk';
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    const saved = page.waitForResponse(isCall('POST', '/api/progress'));
    await button(dialog, 'Send link').click();
    expect((await saved).status()).toBe(201);
    await expectToast(page, 'Progress saved!', { role: 'status', description: "We'll send you a link to continue where you left off" });
    await dialog.waitFor({ state: 'detached' });
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('comparisonProgress') ?? 'null') as { email: string; state: { currentStep: number } } | null,
    );
    expect(stored).toMatchObject({ email, state: { currentStep: 3 } });

    // The server wrote the email (no SMTP_URL): the link points at this site's wizard.
    const text = await waitForMailText(env, /\/comparison-tool\?resume=/);
    const link = /(http:\/\/\S+\/comparison-tool\?resume=[A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(link?.startsWith(`${env.baseUrl}/comparison-tool?resume=`)).toBe(true);
    await first.context.close();

    // Later, in a fresh browser (no storage): the link restores step 3 and the answers.
    const second = await phonePage(env);
    page = second.page;
    const resumedErrors = collectPageErrors(page);
    await page.goto(link as string);
    await expectToast(page, 'Progress restored', { description: 'You can carry on where you left off.' });
    await expectStep(page, 3);
    await page.waitForURL((url) => !url.searchParams.has('resume'));
    expect(await turnoverOnSlider(page)).toBe(15000);
    expect(await page.getByRole('spinbutton', { name: 'Average transaction value' }).inputValue()).toBe('42');
    await button(page, 'Back').click();
    await expectStep(page, 2);
    expect(await page.getByRole('checkbox', { name: 'Pay by link', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'American Express', exact: true }).isChecked()).toBe(true);
    await button(page, 'Continue').click();
    await expectStep(page, 3);

    // The rest of the journey at 375 px, on the same business profile.
    // On a phone the overlay's copy is 'Processing...'.
    const { answer, sent } = await runComparison(page, (overlay) => overlay.getByText('Processing...', { exact: true }).waitFor());
    // Resuming handed this browser a fresh session secret for the profile; the first visit's is dead.
    const resumedSession = await page.evaluate(() => sessionStorage.getItem('sessionId'));
    expect(resumedSession).toMatch(/^[0-9a-f-]{36}$/);
    expect(resumedSession).not.toBe(profile.sessionId);
    expect(sent).toMatchObject({ id: profile.id, sessionId: resumedSession, monthlyTurnover: 15000, averageTransaction: 42 });
    await env.t.http.get(`/api/business-profiles/${profile.id}`).set('X-Session-Id', profile.sessionId).expect(404);
    await env.t.http
      .get(`/api/business-profiles/${profile.id}`)
      .set('X-Session-Id', resumedSession as string)
      .expect(200);
    await expectNoSidewaysScroll(page, 4);
    const total = answer.providers.length;
    expect((await page.getByTestId('carousel-counter').textContent())?.trim()).toBe(`1 of ${total}`);
    await page.getByRole('button', { name: 'Next provider' }).click();
    await page.getByTestId('carousel-counter').getByText(`2 of ${total}`, { exact: true }).waitFor();
    const chosen = answer.providers[1] ?? answer.providers[0];
    await providerCard(page, chosen.id)
      .getByRole('button', { name: `Select ${chosen.name}`, exact: true })
      .waitFor();
    const terminalId = await selectProvider(page, chosen);
    await expectNoSidewaysScroll(page, 4);
    await button(page, 'Apply Now').click();
    await expectStep(page, 5);
    await expectNoSidewaysScroll(page, 5);
    await fillApplication(page, { firstName: 'Alex', lastName: 'Jones', email, phone: '07700 900789', timeline: 'asap' });
    const { reference } = await submitApplication(page);
    await expectNoSidewaysScroll(page, 'confirmation');
    const lead = await env.t.dataSource.getRepository(Lead).findOneByOrFail({ email });
    expect(lead).toMatchObject({
      applicationReference: reference,
      businessProfileId: profile.id,
      selectedProviderId: chosen.id,
      selectedTerminalId: terminalId,
    });
    expect([...errors, ...resumedErrors]).toEqual([]);
    await second.context.close();
  });
});
