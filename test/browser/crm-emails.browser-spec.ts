/// <reference lib="dom" />
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN, createUser, signIn } from '../support/app';
import { CRM_TEST_ENV } from '../support/crm';
import { apply, compare, createProfile, quotesOf } from '../support/visitor';
import type { ReceivedMail } from '../mail/smtp-test-server';
import {
  blockTheInternet,
  expectCodeExchange,
  expectGmailSend,
  expectRevoke,
  GMAIL_SEND_SCOPE,
  GOOGLE_ENV,
  grantedTokens,
  releaseTheInternet,
} from '../gmail/google-stand-in';
import { BrowserEnv, expectNoSeriousViolations, openPage, saveScreenshot, settleAnimations, startBrowserEnv } from './support';

/**
 * The email screens of the back-office (Send an email on the customer
 * detail, Email templates, Gmail panel: templates stored and edited for real,
 * usage counts are real counts of sends, automated templates read-only, partners cannot manage
 * templates; without Google credentials the Gmail panel says it is not configured). Data goes in
 * through the API; what the screens did is read back through the API. Mail goes to the test's
 * DATA_DIR as .eml files (no SMTP configured), so sending works without a network.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };
const VIEWPORTS = [
  ['1280', DESKTOP],
  ['375', PHONE],
] as const;

const CONTACT = { firstName: 'Mia', lastName: 'Khan', email: 'mia@golf.example', phone: '07700 900123' };

interface Person {
  id: number;
  name: string;
  email: string;
  password: string;
  cookie: string;
}

interface TemplateAnswer {
  id: number;
  name: string;
  subject: string;
  content: string;
  category: string;
  type: string;
  isActive: boolean;
  usageCount: number;
}

interface EmailAnswer {
  id: number;
  subject: string;
  recipient: string;
  content: string;
  status: string;
  templateId: number | null;
}

async function openSignedIn(
  env: BrowserEnv,
  person: { email: string; password: string },
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(env, { viewport });
  const res = await opened.context.request.post(`${env.baseUrl}/api/auth/login`, { data: { email: person.email, password: person.password } });
  expect(res.status()).toBe(200);
  return opened;
}

const dialog = (page: Page, name?: string): Locator => (name ? page.getByRole('dialog', { name }) : page.getByRole('dialog'));
/** A toast. Found by CSS, not by role: while a dialog is open the rest of the page is aria-hidden. */
const toast = (page: Page, text: string): Locator => page.locator('[role="alert"]').filter({ hasText: text });
/** A template's card, by its heading. */
const card = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

async function check(page: Page, name: string, exclude: string[] = []): Promise<void> {
  await settleAnimations(page);
  await expectNoSeriousViolations(page, name, exclude);
  await saveScreenshot(page, name);
}

/** Asks again (every 100 ms, up to the action timeout) until `read` gives `expected`; fails with the last answer. */
async function until<T>(read: () => Promise<T>, expected: T): Promise<void> {
  let last: T = await read();
  for (let i = 0; i < 100 && last !== expected; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  expect(last).toBe(expected);
}

async function openCenter(env: BrowserEnv, page: Page): Promise<void> {
  await page.goto(`${env.baseUrl}/crm/email-templates`);
  await page.getByRole('heading', { level: 1, name: 'Email Templates' }).waitFor();
  await page.getByRole('status', { name: 'Loading templates' }).waitFor({ state: 'detached' });
}

describe('Email screens', () => {
  let env: BrowserEnv;
  let adminCookie: string;
  let staff: Person;
  let partner: Person;
  let customerId: string;

  const templates = async (cookie: string, filter: Record<string, unknown> = {}): Promise<TemplateAnswer[]> =>
    (
      await env.t.http
        .get('/api/crm/email-templates')
        .query({ filter: JSON.stringify(filter), range: '[0,99]' })
        .set('Cookie', cookie)
        .expect(200)
    ).body as TemplateAnswer[];
  const templateNamed = async (name: string): Promise<TemplateAnswer | undefined> => (await templates(adminCookie)).find((template) => template.name === name);
  const emailsOf = async (id: string): Promise<EmailAnswer[]> =>
    ((await env.t.http.get(`/api/crm/customers/${id}`).set('Cookie', adminCookie).expect(200)).body as { emails: EmailAnswer[] }).emails;

  async function person(role: 'staff' | 'partner', extra: Record<string, unknown> = {}): Promise<Person> {
    const created = await createUser(env.t, adminCookie, role, extra);
    const { name } = (await env.t.http.get(`/api/crm/users/${created.id}`).set('Cookie', adminCookie).expect(200)).body as { name: string };
    return { id: created.id, name, email: created.email, password: created.password, cookie: await created.cookie() };
  }

  beforeAll(async () => {
    // No GOOGLE_* variables: Gmail is not configured on this server.
    env = await startBrowserEnv(CRM_TEST_ENV);
    adminCookie = await signIn(env.t, ADMIN.email, ADMIN.password);
    staff = await person('staff');
    const visitor = await createProfile(env.t, { businessType: 'retail', businessName: 'Golf Garage', businessSector: 'automotive', paymentStatus: 'new' });
    await compare(env.t, visitor, { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 12000 }).expect(200);
    const quotes = await quotesOf(env.t, visitor);
    await apply(env.t, visitor, { ...CONTACT, selectedProvider: quotes[0].providerId }).expect(201);
    customerId = visitor.profileId;
    partner = await person('partner', { providerId: quotes[0].providerId });
  });
  afterAll(() => env.close());

  describe('staff', () => {
    it("sends an email from a template on a customer's page: filled for the customer, checked, sent, listed in Communications and counted on the template", async () => {
      const created = await env.t.http
        .post('/api/crm/email-templates')
        .set('Cookie', adminCookie)
        .send({
          name: 'Rates follow-up',
          category: 'follow_up',
          subject: 'Your rates, {{firstName}}',
          content: 'Hi {{firstName}},\n\nThe rates for {{businessName}} are ready.\n\n{{senderName}}',
        })
        .expect(201);
      const templateId = (created.body as TemplateAnswer).id;
      expect((created.body as TemplateAnswer).usageCount).toBe(0);

      const { context, page } = await openSignedIn(env, staff);
      await page.goto(`${env.baseUrl}/crm/customers/${customerId}?tab=actions`);
      await page.getByRole('button', { name: 'Send Email' }).click();
      const compose = dialog(page, 'Send Email');
      // The recipient starts as the customer's email.
      expect(await compose.getByRole('textbox', { name: /^To/ }).inputValue()).toBe(CONTACT.email);

      // Nothing written: 'Missing information' / 'Please fill in all required fields.', nothing sent.
      const sends: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/crm/emails/send') sends.push(request.postData() ?? '');
      });
      await compose.getByRole('button', { name: 'Preview' }).click();
      await toast(page, 'Missing information').getByText('Please fill in all required fields.').waitFor();

      // The template, filled for this customer by the server.
      await compose.getByLabel('Template (optional)').selectOption({ label: 'Rates follow-up' });
      await until(() => compose.getByLabel('Subject').inputValue(), 'Your rates, Mia');
      await compose.getByText('The template was filled in for this customer; you can still change it.').waitFor();
      expect(await compose.getByLabel('Message').inputValue()).toBe(`Hi Mia,\n\nThe rates for Golf Garage are ready.\n\n${staff.name}`);
      await check(page, 'crm-send-email-1280');

      // Checked before sending: the email as it goes out, line breaks kept.
      await compose.getByLabel('Message').fill(`Hi Mia,\n\nThe rates for Golf Garage are ready.\nCall me back.\n\n${staff.name}`);
      await compose.getByRole('button', { name: 'Preview' }).click();
      const preview = dialog(page, 'Check the email before sending');
      await preview.getByText('Your rates, Mia').waitFor();
      expect(await preview.getByTestId('email-text').innerText()).toBe(`Hi Mia,\n\nThe rates for Golf Garage are ready.\nCall me back.\n\n${staff.name}`);
      await check(page, 'crm-send-email-preview-1280');
      expect(sends).toEqual([]);

      await preview.getByRole('button', { name: 'Send Email' }).click();
      await toast(page, 'Email sent successfully').waitFor();
      await dialog(page).waitFor({ state: 'detached' });
      expect(sends).toHaveLength(1);
      expect(JSON.parse(sends[0])).toMatchObject({ businessProfileId: customerId, recipient: CONTACT.email, subject: 'Your rates, Mia', templateId });

      // Communications: the email, which goes from Queued to Sent without a reload.
      await page.getByRole('tab', { name: 'Communications' }).click();
      const item = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Your rates, Mia' });
      await item.getByText('Sent', { exact: true }).waitFor();
      await item.getByRole('button').click();
      const opened = dialog(page, 'Your rates, Mia');
      expect(await opened.getByTestId('email-text').innerText()).toContain('Call me back.');
      await opened.getByRole('button', { name: 'Close' }).click();
      await dialog(page).waitFor({ state: 'detached' });

      // The timeline has it too.
      await page.getByRole('tab', { name: 'Activity' }).click();
      await page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Your rates, Mia' }).first().waitFor();

      const stored = (await emailsOf(customerId)).find((email) => email.subject === 'Your rates, Mia');
      expect(stored).toMatchObject({ recipient: CONTACT.email, status: 'sent', templateId });

      // The communication center counts the use.
      await openCenter(env, page);
      await card(page, 'Rates follow-up').getByText('Used 1 times').waitFor();
      expect((await templateNamed('Rates follow-up'))?.usageCount).toBe(1);
      await context.close();
    });

    it('shows the Send Email dialog on a phone without sideways scrolling, and no serious accessibility violation', async () => {
      const { context, page } = await openSignedIn(env, staff, PHONE);
      await page.goto(`${env.baseUrl}/crm/customers/${customerId}?tab=actions`);
      await page.getByRole('button', { name: 'Send Email' }).click();
      await dialog(page, 'Send Email').getByLabel('Subject').fill('Hello');
      await dialog(page, 'Send Email').getByLabel('Message').fill('A short note.');
      await check(page, 'crm-send-email-375');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await dialog(page).getByRole('button', { name: 'Preview' }).click();
      await dialog(page, 'Check the email before sending').getByText('A short note.').waitFor();
      await check(page, 'crm-send-email-preview-375');
      await context.close();
    });
  });

  describe('admin', () => {
    it("finds 'Communication Center' (NEW) under Customer Operations", async () => {
      const { context, page } = await openSignedIn(env, { email: ADMIN.email, password: ADMIN.password });
      await page.goto(`${env.baseUrl}/crm`);
      const entry = page
        .locator('nav[aria-label="Main navigation"]')
        .getByRole('group', { name: 'Customer Operations' })
        .getByRole('link', { name: 'Communication Center' });
      expect(await entry.textContent()).toContain('NEW');
      await entry.click();
      await page.waitForURL(`${env.baseUrl}/crm/email-templates`);
      await page.getByText('Manage email templates for customer communications').waitFor();
      expect(await entry.getAttribute('aria-current')).toBe('page');
      await context.close();
    });

    it('creates, searches, edits, copies and deactivates a template', async () => {
      const { context, page } = await openSignedIn(env, { email: ADMIN.email, password: ADMIN.password });
      await openCenter(env, page);

      // Create: required fields first, then the real thing.
      await page.getByRole('button', { name: 'New Template' }).click();
      const create = dialog(page, 'Create New Email Template');
      expect(await create.getByLabel('Category').inputValue()).toBe('welcome');
      await create.getByRole('button', { name: 'Create Template' }).click();
      await toast(page, 'Missing information').getByText('Please fill in all required fields.').waitFor();
      await create.getByLabel('Template Name').fill('Spring Offer');
      await create.getByLabel('Category').selectOption({ label: 'Follow Up' });
      await create.getByLabel('Email Subject').fill('A spring offer for {{businessName}}');
      await create.getByLabel('Email Content').fill('Hello ');
      // The placeholders are listed; choosing one writes it at the cursor.
      await create.getByLabel('Email Content').press('End');
      await create.getByRole('button', { name: 'Insert {{firstName}} into the content' }).click();
      expect(await create.getByLabel('Email Content').inputValue()).toBe('Hello {{firstName}}');
      for (const name of ['businessName', 'businessType', 'senderName']) await create.getByText(`{{${name}}}`).waitFor();
      await check(page, 'crm-template-create-1280');
      await create.getByRole('button', { name: 'Create Template' }).click();
      await toast(page, 'Template created').waitFor();
      await dialog(page).waitFor({ state: 'detached' });
      const spring = card(page, 'Spring Offer');
      await spring.getByText('A spring offer for {{businessName}}').waitFor();
      await spring.getByText('Follow Up', { exact: true }).waitFor();
      await spring.getByText('Used 0 times').waitFor();
      await spring.getByText('Active', { exact: true }).waitFor();
      expect(await templateNamed('Spring Offer')).toMatchObject({
        category: 'follow_up',
        type: 'manual',
        subject: 'A spring offer for {{businessName}}',
        content: 'Hello {{firstName}}',
        isActive: true,
      });

      // A duplicate name: the server's reason, the dialog stays.
      await page.getByRole('button', { name: 'New Template' }).click();
      await dialog(page).getByLabel('Template Name').fill('spring offer');
      await dialog(page).getByLabel('Email Subject').fill('x');
      await dialog(page).getByLabel('Email Content').fill('y');
      await dialog(page).getByRole('button', { name: 'Create Template' }).click();
      await toast(page, 'A template with this name already exists').waitFor();
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      await dialog(page).waitFor({ state: 'detached' });

      // Search and the category filter, then Clear Filters.
      await page.getByRole('searchbox', { name: 'Search' }).fill('SPRING');
      await until(() => page.getByRole('article').count(), 1);
      await spring.waitFor();
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Thank You' });
      await page.getByText('No templates found').waitFor();
      await page.getByText('Try adjusting your filters.').waitFor();
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await spring.waitFor();

      // Edit.
      await spring.getByRole('button', { name: 'Edit Spring Offer' }).click();
      const edit = dialog(page, 'Edit Email Template');
      expect(await edit.getByLabel('Template Name').inputValue()).toBe('Spring Offer');
      await edit.getByLabel('Email Subject').fill('Our spring offer, {{firstName}}');
      await edit.getByRole('button', { name: 'Update Template' }).click();
      await toast(page, 'Template updated').waitFor();
      await spring.getByText('Our spring offer, {{firstName}}').waitFor();
      expect((await templateNamed('Spring Offer'))?.subject).toBe('Our spring offer, {{firstName}}');

      // Duplicate: a new manual template from it.
      await spring.getByRole('button', { name: 'Duplicate Spring Offer' }).click();
      const copy = dialog(page, 'Duplicate Email Template');
      expect(await copy.getByLabel('Template Name').inputValue()).toBe('Spring Offer (copy)');
      await copy.getByRole('button', { name: 'Create Template' }).click();
      await toast(page, 'Template created').waitFor();
      await card(page, 'Spring Offer (copy)').waitFor();
      expect(await templateNamed('Spring Offer (copy)')).toMatchObject({
        type: 'manual',
        category: 'follow_up',
        subject: 'Our spring offer, {{firstName}}',
        content: 'Hello {{firstName}}',
      });

      // Deactivate, after a confirmation.
      await spring.getByRole('button', { name: 'Deactivate Spring Offer' }).click();
      await dialog(page, 'Deactivate template').getByText('Deactivate "Spring Offer"?', { exact: false }).waitFor();
      await check(page, 'crm-template-deactivate-1280');
      await dialog(page, 'Deactivate template').getByRole('button', { name: 'Deactivate' }).click();
      await toast(page, 'Template deactivated').waitFor();
      await spring.getByText('Inactive', { exact: true }).waitFor();
      expect((await templateNamed('Spring Offer'))?.isActive).toBe(false);
      await context.close();
    });

    it('says on each automated card when it is sent (or that it is retired), and switches one off and on again after a confirmation', async () => {
      const { context, page } = await openSignedIn(env, { email: ADMIN.email, password: ADMIN.password });
      for (const [label, viewport] of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await openCenter(env, page);
        await card(page, 'quote_email_new_customer').getByText('Sent when a visitor new to card payments applies', { exact: true }).waitFor();
        await card(page, 'quote_email_switching_customer')
          .getByText('Sent when a visitor switching from their current provider applies', { exact: true })
          .waitFor();
        await card(page, 'save-progress').getByText('Sent when a visitor saves their progress in the wizard', { exact: true }).waitFor();
        await card(page, 'task-reminder').getByText("Sent to a task's assignee at the task's reminder time", { exact: true }).waitFor();
        for (const retired of ['quote-saved', 'application-submitted']) {
          await card(page, retired).getByText('Retired — not sent by the product', { exact: true }).waitFor();
          expect(
            await card(page, retired)
              .getByRole('button', { name: /^Switch/ })
              .count(),
          ).toBe(0);
        }
        expect(await card(page, 'quote_saved_automated').count()).toBe(0);
        await check(page, `crm-template-automations-${label}`);
      }
      await page.setViewportSize(DESKTOP);

      const progress = card(page, 'save-progress');
      await progress.getByRole('button', { name: 'Switch off save-progress' }).click();
      await dialog(page, 'Switch off automated email')
        .getByText('Switch off "save-progress"? Sent when a visitor saves their progress in the wizard: while it is off, nobody is sent it.')
        .waitFor();
      await check(page, 'crm-template-switch-off-1280');
      await dialog(page, 'Switch off automated email').getByRole('button', { name: 'Switch off' }).click();
      await toast(page, 'Automated email switched off').waitFor();
      await progress.getByText('Off — not sent', { exact: true }).waitFor();
      await progress.getByText('Inactive', { exact: true }).waitFor();
      expect((await templateNamed('save-progress'))?.isActive).toBe(false);
      await env.t.http
        .post('/api/progress')
        .send({ email: 'while.off@golf.example', state: { currentStep: 2 } })
        .expect(503);

      await progress.getByRole('button', { name: 'Switch on save-progress' }).click();
      await toast(page, 'Automated email switched on').waitFor();
      await progress.getByText('Sent when a visitor saves their progress in the wizard', { exact: true }).waitFor();
      expect((await templateNamed('save-progress'))?.isActive).toBe(true);
      await context.close();

      // Staff read when an automated email is sent, and have no switch.
      const asStaff = await openSignedIn(env, { email: staff.email, password: staff.password });
      await openCenter(env, asStaff.page);
      await card(asStaff.page, 'save-progress').getByText('Sent when a visitor saves their progress in the wizard', { exact: true }).waitFor();
      expect(
        await card(asStaff.page, 'save-progress')
          .getByRole('button', { name: /^Switch/ })
          .count(),
      ).toBe(0);
      await asStaff.context.close();
    });

    it('previews templates with sample values (an automated quote email as formatted HTML), and keeps automated ones read-only', async () => {
      const { context, page } = await openSignedIn(env, { email: ADMIN.email, password: ADMIN.password });
      await openCenter(env, page);
      const automated = (await templateNamed('quote_email_new_customer'))!;
      const auto = card(page, automated.name);
      await auto.getByText('Auto', { exact: true }).first().waitFor();
      expect(await auto.getByRole('button', { name: 'Auto' }).isDisabled()).toBe(true);
      await auto.getByText('Automated templates are managed in the backend').waitFor();
      expect(await auto.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
      expect(await auto.getByRole('button', { name: /^Deactivate/ }).count()).toBe(0);
      // The excerpt is readable text, not markup.
      expect(await auto.innerText()).not.toContain('<');

      await auto.getByRole('button', { name: `Preview ${automated.name}` }).click();
      const preview = dialog(page, 'Template Preview');
      await preview.getByText(`Preview of "${automated.name}" with sample data`).waitFor();
      const frame = preview.locator('iframe');
      expect(await frame.getAttribute('sandbox')).toBe('');
      const html = (await frame.getAttribute('srcdoc')) ?? '';
      expect(html).toContain('John');
      expect(html).toContain('MC123456');
      await check(page, 'crm-template-preview-html-1280', ['iframe[sandbox]']);
      await preview.getByRole('button', { name: 'Close Preview' }).click();
      await dialog(page).waitFor({ state: 'detached' });

      const manual = (await templates(adminCookie, { type: 'manual', isActive: true }))[0];
      await card(page, manual.name)
        .getByRole('button', { name: `Preview ${manual.name}` })
        .click();
      const text = dialog(page, 'Template Preview').getByTestId('email-text');
      await text.waitFor();
      expect(await text.innerText()).not.toContain('{{');
      await context.close();
    });

    it('has no serious accessibility violation on the communication center and its dialogs at 1280 and 375 px', async () => {
      for (const [name, viewport] of VIEWPORTS) {
        const { context, page } = await openSignedIn(env, { email: ADMIN.email, password: ADMIN.password }, viewport);
        await openCenter(env, page);
        await page.getByRole('article').first().waitFor();
        await check(page, `crm-email-templates-${name}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        if (name === '375') {
          await page.getByRole('button', { name: 'New Template' }).click();
          await dialog(page, 'Create New Email Template').waitFor();
          await check(page, 'crm-template-create-375');
          await dialog(page).getByRole('button', { name: 'Cancel' }).click();
          await dialog(page).waitFor({ state: 'detached' });
        }
        const manual = (await templates(adminCookie, { type: 'manual', isActive: true }))[0];
        await card(page, manual.name)
          .getByRole('button', { name: `Preview ${manual.name}` })
          .click();
        await dialog(page, 'Template Preview').getByTestId('email-text').waitFor();
        await check(page, `crm-template-preview-${name}`);
        await context.close();
      }
    });
  });

  describe('partner', () => {
    it('reads and previews templates but sees no create, edit, copy or deactivate control', async () => {
      const { context, page } = await openSignedIn(env, partner);
      await page.goto(`${env.baseUrl}/crm`);
      await page.locator('nav[aria-label="Main navigation"]').getByRole('link', { name: 'Communication Center' }).click();
      await page.getByRole('heading', { level: 1, name: 'Email Templates' }).waitFor();
      await page.getByRole('article').first().waitFor();
      expect(await page.getByRole('button', { name: 'New Template' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^(Edit|Duplicate|Copy|Deactivate|Reactivate) (?!the content of)/ }).count()).toBe(0);
      // The content may still be copied to the clipboard.
      expect(await page.getByRole('button', { name: /^Copy the content of/ }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: /^Preview / }).count()).toBeGreaterThan(0);
      await check(page, 'crm-email-templates-partner-1280');
      // The server refuses a partner's write as well.
      const [first] = await templates(partner.cookie);
      await env.t.http.patch(`/api/crm/email-templates/${first.id}`).set('Cookie', partner.cookie).send({ subject: 'x' }).expect(403);
      await context.close();
    });
  });

  describe('Gmail', () => {
    it('is reached from the user menu by every role and says clearly that Gmail is not configured (no Connect button)', async () => {
      for (const who of [{ email: ADMIN.email, password: ADMIN.password }, staff, partner]) {
        const { context, page } = await openSignedIn(env, who);
        await page.goto(`${env.baseUrl}/crm`);
        await page.getByRole('button', { name: 'Profile' }).click();
        await page.getByRole('menuitem', { name: 'Gmail' }).click();
        await page.waitForURL(`${env.baseUrl}/crm/gmail`);
        await page.getByRole('heading', { level: 1, name: 'Gmail' }).waitFor();
        await page.getByText('Gmail is not configured on this server').waitFor();
        expect(await page.getByRole('button', { name: /Connect/ }).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Send test email' }).count()).toBe(0);
        await context.close();
      }
    });

    it('has no serious accessibility violation on the Gmail page at 1280 and 375 px', async () => {
      for (const [name, viewport] of VIEWPORTS) {
        const { context, page } = await openSignedIn(env, staff, viewport);
        await page.goto(`${env.baseUrl}/crm/gmail`);
        await page.getByText('Gmail is not configured on this server').waitFor();
        await check(page, `crm-gmail-${name}`);
        await context.close();
      }
    });
  });
});

/**
 * Gmail configured on the server (the GOOGLE_* variables), with Google stood in: its consent page
 * by a route of the browser (an 'Allow' link to our callback, as Google's redirect would be), its
 * token, revoke and Gmail endpoints by nock in this process, where the server runs. Nothing leaves
 * the machine.
 */
describe('Gmail panel with Google configured', () => {
  let env: BrowserEnv;
  let staff: { email: string; password: string };

  beforeAll(async () => {
    blockTheInternet();
    env = await startBrowserEnv({ ...CRM_TEST_ENV, ...GOOGLE_ENV });
    const adminCookie = await signIn(env.t, ADMIN.email, ADMIN.password);
    staff = await createUser(env.t, adminCookie, 'staff');
  });
  afterAll(async () => {
    await env.close();
    releaseTheInternet();
  });

  it('connects in a popup while polling every 2 s, sends a test email, and disconnects', async () => {
    const { context, page } = await openSignedIn(env, staff);
    const statusCalls: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/crm/gmail/status') statusCalls.push(Date.now());
    });
    // Google's consent page: an 'Allow' link that comes back to our callback with a code and the state.
    let challenge = '';
    await context.route(/^https:\/\/accounts\.google\.com\//, async (route) => {
      const asked = new URL(route.request().url());
      challenge = asked.searchParams.get('code_challenge') ?? '';
      const back = new URL(`${env.baseUrl}/api/crm/gmail/callback`);
      back.searchParams.set('code', 'code-from-google');
      back.searchParams.set('state', asked.searchParams.get('state') ?? '');
      back.searchParams.set('scope', `email openid ${GMAIL_SEND_SCOPE}`);
      await route.fulfill({ status: 200, contentType: 'text/html', body: `<!doctype html><title>Google</title><a href="${back.toString()}">Allow</a>` });
    });

    await page.goto(`${env.baseUrl}/crm/gmail`);
    const panel = page.getByRole('region', { name: 'Gmail integration' });
    await panel.getByText('Not connected', { exact: true }).waitFor();
    const popupOpened = page.waitForEvent('popup');
    await panel.getByRole('button', { name: 'Connect Gmail' }).click();
    const popup = await popupOpened;
    await popup.getByRole('link', { name: 'Allow' }).waitFor();
    await panel.getByText('Waiting for you to finish in the Google window…').waitFor();
    await saveScreenshot(page, 'crm-gmail-authorizing-1280');

    // While authorizing, the status is asked every 2 s.
    const before = statusCalls.length;
    await page.waitForTimeout(4500);
    const polled = statusCalls.slice(before);
    expect(polled.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < polled.length; i += 1) expect(polled[i] - polled[i - 1]).toBeLessThan(3000);

    const google = expectCodeExchange('code-from-google', challenge, {
      body: grantedTokens('Staff.Person@gmail.com', 'ya29.browser-access', '1//browser-refresh'),
    });
    await popup.getByRole('link', { name: 'Allow' }).click();
    await popup.getByRole('heading', { name: 'Gmail Authorization Complete' }).waitFor();
    await toast(page, 'Gmail Authorization Complete').waitFor();
    google.done();
    await panel.getByText('Connected', { exact: true }).waitFor();
    await panel.getByText('Emails you send to customers go from staff.person@gmail.com.').waitFor();
    await check(page, 'crm-gmail-connected-1280');

    // Connected: the status is asked every 5 s again.
    const settled = statusCalls.length;
    await page.waitForTimeout(5600);
    const calm = statusCalls.slice(settled);
    expect(calm.length).toBeLessThanOrEqual(2);
    for (let i = 1; i < calm.length; i += 1) expect(calm[i] - calm[i - 1]).toBeGreaterThan(4000);

    const inbox: ReceivedMail[] = [];
    const gmail = expectGmailSend('ya29.browser-access', inbox);
    await panel.getByRole('button', { name: 'Send test email' }).click();
    await toast(page, 'Test Email Sent').getByText('Sent to staff.person@gmail.com.').waitFor();
    gmail.done();
    expect(inbox).toHaveLength(1);

    const revoke = expectRevoke('1//browser-refresh');
    await panel.getByRole('button', { name: 'Disconnect' }).click();
    await dialog(page, 'Disconnect Gmail').getByRole('button', { name: 'Disconnect' }).click();
    await toast(page, 'Gmail disconnected').waitFor();
    revoke.done();
    await panel.getByRole('button', { name: 'Connect Gmail' }).waitFor();
    await context.close();
  });

  it('says why when the server refuses to start an authorization, and closes the popup', async () => {
    const { context, page } = await openSignedIn(env, staff, PHONE);
    await page.route('**/api/crm/gmail/auth-url', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Gmail is not configured on this server"}' }),
    );
    await page.goto(`${env.baseUrl}/crm/gmail`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect Gmail' }).click();
    const popup = await popupOpened;
    await toast(page, 'Authorization Failed').getByText('Failed to start Gmail authorization').waitFor();
    await until(() => Promise.resolve(popup.isClosed()), true);
    await page.getByRole('button', { name: 'Connect Gmail' }).waitFor();
    await check(page, 'crm-gmail-not-connected-375');
    await context.close();
  });
});
