/// <reference lib="dom" />
import { TEST_COMPANY_ENV } from '../support/company';
import { BrowserEnv, holdRequests, openPage, startBrowserEnv } from './support';
import { WIZARD_ENV } from './wizard-support';

jest.setTimeout(120_000);

/**
 * The public site takes the company's details from the server when it starts (GET /api/company),
 * not from its build: the tier buttons and the footer show the configured company.
 */
describe('The public site shows the configured company (COMPANY_*)', () => {
  let env: BrowserEnv;

  beforeAll(async () => {
    env = await startBrowserEnv({ ...WIZARD_ENV, ...TEST_COMPANY_ENV });
  });
  afterAll(() => env.close());

  it("links the paid tiers to the company's pages once its details arrive, and shows its contact details in the footer", async () => {
    const { context, page } = await openPage(env, { viewport: { width: 1280, height: 800 } });
    const company = await holdRequests(page, '**/api/company', 'GET');
    await page.goto(`${env.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Compare Merchant Service Providers' }).waitFor();
    const tiers = page.locator('.tier');
    // The tiers are a lazy section: scroll down step by step until it has come into view and rendered.
    await page.evaluate(async () => {
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
      for (let y = 0; y < document.body.scrollHeight && !document.querySelector('.tier__action'); y += 300) {
        window.scrollTo(0, y);
        await frame();
      }
    });
    const bookNow = tiers.filter({ hasText: 'Assisted Comparison' }).locator('.tier__action a');
    await bookNow.waitFor();
    // Not known yet: the button is there, inactive, without an address.
    expect(await bookNow.getAttribute('href')).toBeNull();
    expect(await bookNow.getAttribute('aria-disabled')).toBe('true');

    await company.release();
    await page.getByRole('link', { name: 'Book Now (opens in a new tab)' }).waitFor();
    expect(await page.getByRole('link', { name: 'Book Now (opens in a new tab)' }).getAttribute('href')).toBe('https://acme-payments.co.uk/book');
    expect(await page.getByRole('link', { name: 'Contact Us (opens in a new tab)' }).getAttribute('href')).toBe('https://acme-payments.co.uk/expert');

    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Assisted Comparison (opens in a new tab)' }).getAttribute('href')).toBe('https://acme-payments.co.uk/book');
    expect(await footer.getByRole('link', { name: '121 Expert Support (opens in a new tab)' }).getAttribute('href')).toBe('https://acme-payments.co.uk/expert');
    await footer.getByText('Acme Payments Ltd, 2 High Street, Leeds, LS1 1AA').waitFor();
    expect(await footer.getByRole('link', { name: '0113 000 0123' }).getAttribute('href')).toBe('tel:01130000123');
    expect(await footer.getByRole('link', { name: 'support@acme-payments.co.uk' }).getAttribute('href')).toBe('mailto:support@acme-payments.co.uk');
    expect(await page.content()).not.toMatch(/example\.com/);
    await context.close();
  });
});
