/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { Clock } from '../../src/common/clock/clock';
import { RENEWAL_REMINDER_CONSENT, RENEWAL_REMINDER_MESSAGES } from '../../src/domain/renewal-reminders';
import { RenewalReminder } from '../../src/reminders/entities/renewal-reminder.entity';
import { RenewalReminderJob } from '../../src/reminders/renewal-reminder.job';
import { BrowserEnv, openPage, saveScreenshot, startBrowserEnv } from './support';
import {
  button,
  choosePaymentMethods,
  collectPageErrors,
  COMPARISON_TIMEOUT_MS,
  dismissToasts,
  expectNoSeriousViolations,
  expectStep,
  fillApplication,
  fillBusinessDetails,
  hasHorizontalOverflow,
  runComparison,
  selectProvider,
  submitApplication,
  waitForMailText,
  WIZARD_ENV,
} from './wizard-support';

jest.setTimeout(180_000);

/** A UK calendar date `days` from today, YYYY-MM-DD. */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60_000).toISOString().slice(0, 10);
}

/**
 * The end of the wizard: after applying, the visitor gives the date their current contract ends
 * and asks to be reminded (explicit consent); the confirmation email's link withdraws it on a page
 * of its own; and a reminder sent when its day comes reopens the wizard at the results, priced
 * again. Screens at 1280 and 375 px, axe clean.
 */
describe('Wizard: a visitor asks for a renewal reminder at the end of the wizard', () => {
  let env: BrowserEnv;

  beforeAll(async () => {
    env = await startBrowserEnv(WIZARD_ENV);
  });
  afterAll(() => env.close());

  /** A visitor new to card payments compares and applies for the top quote. */
  async function applyThroughTheWizard(page: Page, who: { businessName: string; firstName: string; email: string }): Promise<void> {
    // The overlay's stages are skipped on the page's clock: these tests are about what follows the application.
    await page.clock.install();
    await page.goto(`${env.baseUrl}/comparison-tool`);
    await expectStep(page, 1);
    await fillBusinessDetails(page, { type: 'Retail', status: 'New to card payments', name: who.businessName, sector: 'retail' });
    await button(page, 'Continue').click();
    await expectStep(page, 2);
    await choosePaymentMethods(page, ['Card machine (PDQ)'], ['Visa & Mastercard']);
    await button(page, 'Continue').click();
    await expectStep(page, 3);
    await button(page, 'Use Industry Typical').click();
    const { answer } = await runComparison(page, undefined, { skipOverlayStages: true });
    await selectProvider(page, answer.providers[0]);
    await button(page, 'Apply Now').click();
    await expectStep(page, 5);
    await fillApplication(page, { firstName: who.firstName, lastName: 'Wall', email: who.email, phone: '07700 900456', timeline: 'asap' });
    await submitApplication(page);
    await dismissToasts(page);
  }

  it('sets a reminder with consent, withdraws it by the emailed link, and a sent reminder reopens the results', async () => {
    const { baseUrl } = env;
    // A page of its own context: axe needs one.
    const { context, page } = await openPage(env, { viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await applyThroughTheWizard(page, { businessName: 'Renewal Stores Ltd', firstName: 'Rene', email: 'rene@renewalstores.example.co.uk' });

    // The offer at the end of the wizard: nothing is sent without the consent ticked.
    const offer = page.getByRole('region', { name: 'Remind me before my contract ends' });
    await offer.waitFor();
    const endDate = daysFromToday(400);
    await offer.getByLabel('Contract or lease end date').fill(endDate);
    await offer.getByRole('textbox', { name: 'Email address' }).fill('rene.reminders@renewalstores.example.co.uk');
    await offer.getByRole('button', { name: 'Set reminder' }).click();
    expect((await offer.getByRole('alert').textContent())?.trim()).toBe('Please tick the box to agree to the reminder');
    expect(await env.t.dataSource.getRepository(RenewalReminder).count()).toBe(0);
    await expectNoSeriousViolations(page, 'renewal reminder offer (1280 px)');
    await saveScreenshot(page, 'renewal-reminder-offer-1280');

    await offer.getByRole('checkbox', { name: RENEWAL_REMINDER_CONSENT }).check();
    const created = page.waitForResponse((response) => response.url().endsWith('/api/renewal-reminders') && response.request().method() === 'POST');
    await offer.getByRole('button', { name: 'Set reminder' }).click();
    expect((await created).status()).toBe(201);
    const done = offer.getByRole('status');
    await done.waitFor();
    const [year, month, day] = endDate.split('-');
    expect(await done.textContent()).toContain(`before your contract ends on ${day}/${month}/${year}`);
    const [stored] = await env.t.dataSource.getRepository(RenewalReminder).find();
    expect(stored).toMatchObject({ contractEndDate: endDate, status: 'pending', consentText: RENEWAL_REMINDER_CONSENT });

    // On a phone: the confirmation and the set reminder fit the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoSeriousViolations(page, 'renewal reminder set (375 px)');
    await saveScreenshot(page, 'renewal-reminder-set-375');

    // The confirmation email's link opens the withdrawal page; the withdrawal is the visitor's click.
    const confirmation = await waitForMailText(env, /renewal-reminder\?withdraw=/);
    const withdrawUrl = /(https?:\/\/\S+\/renewal-reminder\?withdraw=[A-Za-z0-9_-]{43})/.exec(confirmation)?.[1] ?? '';
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(withdrawUrl.replace(/^https?:\/\/[^/]+/, baseUrl));
    await page.getByRole('heading', { level: 1, name: 'Your renewal reminder' }).waitFor();
    expect((await env.t.dataSource.getRepository(RenewalReminder).findOneByOrFail({ id: stored.id })).status).toBe('pending');
    await expectNoSeriousViolations(page, 'withdrawal page (1280 px)');
    await saveScreenshot(page, 'renewal-reminder-withdraw-1280');
    await button(page, 'Withdraw my consent').click();
    await page.getByRole('status').getByText(`we will not email you about the contract ending on ${day}/${month}/${year}`).waitFor();
    expect((await env.t.dataSource.getRepository(RenewalReminder).findOneByOrFail({ id: stored.id })).status).toBe('withdrawn');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoSeriousViolations(page, 'withdrawal page (375 px)');
    await saveScreenshot(page, 'renewal-reminder-withdrawn-375');

    // A reminder that stays: when its day comes the job emails it, and its link reopens the results.
    await env.t.dataSource.getRepository(RenewalReminder).update({ id: stored.id }, { status: 'pending', withdrawnAt: null });
    const clock = jest.spyOn(env.t.app.get(Clock), 'now').mockReturnValue(new Date(stored.remindAt.getTime() + 60_000));
    await env.t.app.get(RenewalReminderJob).run();
    clock.mockRestore();
    const reminder = await waitForMailText(env, /Best match today:/);
    const resumeUrl = /(https?:\/\/\S+\/comparison-tool\?resume=[A-Za-z0-9_-]{43})/.exec(reminder)?.[1] ?? '';
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(resumeUrl.replace(/^https?:\/\/[^/]+/, baseUrl));
    await expectStep(page, 4, COMPARISON_TIMEOUT_MS);
    await page.getByTestId('provider-card').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sets a reminder from the quote email's link: the end date and the consent, once", async () => {
    const { context, page } = await openPage(env, { viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    const email = 'quote-link@linkstores.example.co.uk';
    await applyThroughTheWizard(page, { businessName: 'Link Stores Ltd', firstName: 'Lina', email });
    // The quote email of this application (the earlier test's carries a link too).
    const quoteEmail = await waitForMailText(env, /Link Stores Ltd[\s\S]*renewal-reminder\?set=/);
    expect(quoteEmail).toContain('summary box');
    expect(quoteEmail).toMatch(/Monthly total £[\d,]+\.\d{2}/);
    const setUrl = /(https?:\/\/\S+\/renewal-reminder\?set=[A-Za-z0-9_-]{43})/.exec(quoteEmail)?.[1] ?? '';
    await page.goto(setUrl.replace(/^https?:\/\/[^/]+/, env.baseUrl));
    await page.getByRole('heading', { level: 1, name: 'Your renewal reminder' }).waitFor();

    // The wizard's form, without the address (the quote's): nothing is set without the consent.
    const form = page.getByRole('region', { name: 'Remind me before my contract ends' });
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: 'Email address' }).count()).toBe(0);
    const endDate = daysFromToday(500);
    await form.getByLabel('Contract or lease end date').fill(endDate);
    await form.getByRole('button', { name: 'Set reminder' }).click();
    expect((await form.getByRole('alert').textContent())?.trim()).toBe(RENEWAL_REMINDER_MESSAGES.consentRequired);
    const before = await env.t.dataSource.getRepository(RenewalReminder).countBy({ email });
    expect(before).toBe(0);
    await expectNoSeriousViolations(page, 'reminder link page (1280 px)');
    await saveScreenshot(page, 'renewal-reminder-link-1280');

    await form.getByRole('checkbox', { name: RENEWAL_REMINDER_CONSENT }).check();
    await form.getByRole('button', { name: 'Set reminder' }).click();
    const [year, month, day] = endDate.split('-');
    await form.getByRole('status').getByText(`before your contract ends on ${day}/${month}/${year}`).waitFor();
    const stored = await env.t.dataSource.getRepository(RenewalReminder).findOneByOrFail({ email });
    expect(stored).toMatchObject({ contractEndDate: endDate, status: 'pending', consentText: RENEWAL_REMINDER_CONSENT });
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoSeriousViolations(page, 'reminder set by link (375 px)');
    await saveScreenshot(page, 'renewal-reminder-link-set-375');

    // The link works once.
    await page.reload();
    await form.getByLabel('Contract or lease end date').fill(endDate);
    await form.getByRole('checkbox', { name: RENEWAL_REMINDER_CONSENT }).check();
    await form.getByRole('button', { name: 'Set reminder' }).click();
    await form.getByRole('alert').getByText(RENEWAL_REMINDER_MESSAGES.setLinkNotFound).waitFor();
    expect(await env.t.dataSource.getRepository(RenewalReminder).countBy({ email })).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
