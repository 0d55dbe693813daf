/// <reference lib="dom" />
import { formatGBP } from '../../src/domain/pricing';
import { PdfTextService } from '../../src/statements/pdf-text.service';
import { BrowserEnv, downloadedBytes, openPage, saveScreenshot, startBrowserEnv } from './support';
import {
  button,
  choosePaymentMethods,
  collectPageErrors,
  expectNoSeriousViolations,
  expectStep,
  fillBusinessDetails,
  providerCard,
  runComparison,
  WIZARD_ENV,
} from './wizard-support';

jest.setTimeout(180_000);

/**
 * Step 4: a visitor opens a quote's summary box (a button with aria-expanded controlling a region),
 * reads its lines and total, and downloads the PDF of the quotes' boxes, whose text holds them.
 * Screens at 1280 and 375 px, axe clean.
 */
describe('Wizard: a quote’s summary box and its PDF', () => {
  let env: BrowserEnv;
  const reader = new PdfTextService();

  beforeAll(async () => {
    env = await startBrowserEnv(WIZARD_ENV);
  });
  afterAll(async () => {
    await reader.onModuleDestroy();
    await env.close();
  });

  it('opens the box under a quote, shows its lines and total, and downloads them as a PDF', async () => {
    const { context, page } = await openPage(env, { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const errors = collectPageErrors(page);
    // The overlay's stages are skipped on the page's clock: this test is about step 4's summary box.
    await page.clock.install();
    await page.goto(`${env.baseUrl}/comparison-tool`);
    await expectStep(page, 1);
    await fillBusinessDetails(page, { type: 'Retail', status: 'New to card payments', name: 'Box Stores Ltd', sector: 'retail' });
    await button(page, 'Continue').click();
    await expectStep(page, 2);
    await choosePaymentMethods(page, ['Card machine (PDQ)'], ['Visa & Mastercard']);
    await button(page, 'Continue').click();
    await expectStep(page, 3);
    await button(page, 'Use Industry Typical').click();
    const { answer } = await runComparison(page, undefined, { skipOverlayStages: true });
    const first = answer.providers[0] as unknown as { id: number; name: string; estimatedMonthlyCost: number };

    const card = providerCard(page, first.id);
    const toggle = card.getByRole('button', { name: `Show summary box for ${first.name}` });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const opened = card.getByRole('button', { name: `Hide summary box for ${first.name}` });
    expect(await opened.getAttribute('aria-expanded')).toBe('true');
    const region = card.getByRole('region', { name: `${first.name}: summary box` });
    // The box is asked for when first opened: its lines come with the answer.
    await region.getByText('Monthly total').waitFor();
    const text = (await region.textContent()) ?? '';
    for (const words of [
      'UK debit cards',
      'UK credit cards',
      'Authorisation fee',
      'Terminal rental',
      'Monthly total',
      'Effective rate today',
      'Notice period',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain(formatGBP(first.estimatedMonthlyCost));
    await region.scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, 'summary box open (1280 px)');
    await saveScreenshot(page, 'summary-box-1280');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF of your quotes’ summary boxes' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('quote-summary-boxes.pdf');
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await reader.read(bytes);
    const pdfText = pdf.text.replace(/\s+/g, ' ');
    expect(pdfText).toContain(`${first.name}: summary box`);
    expect(pdfText).toContain('Monthly total');
    expect(pdfText).toContain(formatGBP(first.estimatedMonthlyCost));

    await page.setViewportSize({ width: 375, height: 812 });
    await region.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(overflow).toBe(false);
    await expectNoSeriousViolations(page, 'summary box open (375 px)');
    await saveScreenshot(page, 'summary-box-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
