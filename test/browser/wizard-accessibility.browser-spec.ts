/// <reference lib="dom" />
import type { BrowserContext, Page } from 'playwright-core';
import { BrowserEnv, openPage, startBrowserEnv } from './support';
import {
  button,
  choosePaymentMethods,
  ComparisonAnswer,
  continueFromStep1,
  dismissToasts,
  expectNoSeriousViolations,
  expectStep,
  expectToast,
  fillApplication,
  fillBusinessDetails,
  runComparison,
  selectProvider,
  submitApplication,
  WIZARD_ENV,
} from './wizard-support';

jest.setTimeout(120_000);

/**
 * axe with the WCAG 2 A and AA rules on the landing page, each wizard step, the confirmation and
 * the 404 screen. The wizard tests run in order on one page, one screen each, so one screen's
 * violations do not hide the next one's. Notifications come and go on a timer, so each screen is
 * checked with them closed, and a shown notification is checked on its own.
 */
describe('Accessibility (axe, WCAG 2 A and AA): no serious or critical violations', () => {
  let env: BrowserEnv;
  let baseUrl: string;
  // AxeBuilder needs a page of a context made with browser.newContext().
  let context: BrowserContext;
  let page: Page;
  let answer: ComparisonAnswer;

  beforeAll(async () => {
    env = await startBrowserEnv(WIZARD_ENV);
    baseUrl = env.baseUrl;
    // Colours are judged as they settle: with reduced motion the wizard's 0.15 s colour
    // transitions end at once, so axe never measures a button half-way between two colours.
    ({ context, page } = await openPage(env, { reducedMotion: 'reduce' }));
    // The overlay's stages are skipped on the page's clock (runComparison): axe looks at the screens, not their timing.
    await page.clock.install();
  });
  afterAll(async () => {
    await context.close();
    await env.close();
  });

  /** Closes any notification, then runs axe. */
  async function checkScreen(where: string): Promise<void> {
    await dismissToasts(page);
    await expectNoSeriousViolations(page, where);
  }

  it('on the landing page, with every lazy section loaded', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Compare Merchant Service Providers' }).waitFor();
    // Scroll down step by step so every lazy section comes into view and renders.
    await page.evaluate(async () => {
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo(0, y);
        await frame();
      }
      window.scrollTo(0, document.body.scrollHeight);
      await frame();
    });
    await page.getByRole('heading', { name: 'How We Help You Save' }).waitFor();
    await page.getByRole('heading', { name: 'Trusted by UK Business Owners' }).waitFor();
    await checkScreen('landing page');
  });

  it('on step 1 (business details)', async () => {
    await page.goto(`${baseUrl}/comparison-tool`);
    await expectStep(page, 1);
    await checkScreen('step 1');
  });

  it('on step 2 (payment methods)', async () => {
    await fillBusinessDetails(page, { type: 'Retail', status: 'Currently processing', name: 'Axe Hardware Ltd', sector: 'retail' });
    await continueFromStep1(page);
    await checkScreen('step 2');
  });

  it('on step 3 for an existing customer (statement upload, Quick Total, Detailed Rates)', async () => {
    await choosePaymentMethods(page, ['Card machine (PDQ)', 'EPOS system'], ['Visa & Mastercard']);
    await button(page, 'Continue').click();
    await expectStep(page, 3);
    await page.getByText('Card Mix (optional)', { exact: true }).click();
    await checkScreen('step 3, existing customer (Quick Total)');
    await page.getByRole('tab', { name: 'Detailed Rates' }).click();
    await checkScreen('step 3, existing customer (Detailed Rates)');
  });

  it('on step 3 for a new customer, with the accordion panels open', async () => {
    await button(page, 'Back').click();
    await expectStep(page, 2);
    await button(page, 'Back').click();
    await expectStep(page, 1);
    await page.getByRole('radio', { name: 'New to card payments', exact: true }).check();
    await button(page, 'Continue').click();
    await expectStep(page, 2);
    await button(page, 'Continue').click();
    await expectStep(page, 3);
    for (const panel of ['Credit / Debit Split', 'Personal / Corporate Split', 'UK / International Split', 'Face-to-Face / Card-Not-Present Split']) {
      await page.getByText(panel, { exact: true }).click();
    }
    await page.getByRole('slider', { name: 'Face-to-face share' }).waitFor();
    await checkScreen('step 3, new customer');
  });

  it('on step 4 (provider cards), before and after choosing a provider and terminal', async () => {
    answer = (await runComparison(page, undefined, { skipOverlayStages: true })).answer;
    await checkScreen('step 4');
    await selectProvider(page, answer.providers[0]);
    await checkScreen('step 4 with a provider and terminal selected');
  });

  it('on step 5 (apply), also with the required fields marked invalid', async () => {
    await button(page, 'Apply Now').click();
    await expectStep(page, 5);
    await checkScreen('step 5');
    await button(page, 'Apply Now').click();
    await expectToast(page, 'Please complete all required fields');
    await checkScreen('step 5 with the required fields marked invalid');
  });

  it('with a notification shown (the error toast of step 5)', async () => {
    await button(page, 'Apply Now').click();
    await expectToast(page, 'Please complete all required fields', { role: 'alert' });
    // A toast is a status/alert region of its own; it once sat in an <ol> as an <li> with that
    // role, which left the list without items (axe 'list', serious).
    await expectNoSeriousViolations(page, 'step 5 with the error notification shown');
  });

  it('on the confirmation', async () => {
    await fillApplication(page, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@axehardware.example.co.uk', phone: '07700 900321', timeline: 'asap' });
    await submitApplication(page);
    await checkScreen('confirmation');
  });

  it('on the 404 screen', async () => {
    const res = await page.goto(`${baseUrl}/no-such-page`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await checkScreen('404 screen');
  });
});
