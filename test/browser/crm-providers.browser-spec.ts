/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN, createUser, signIn } from '../support/app';
import { addProvider, auditOf, COMPLETE_PROVIDER, COMPLETE_TERMINAL, comparedProviderIds, providerName, providerWithScores } from '../support/catalogue';
import { CRM_TEST_ENV, quotedProvider } from '../support/crm';
import { compare, createProfile, quotesOf } from '../support/visitor';
import { BrowserEnv, expectNoSeriousViolations, openPage, saveScreenshot, SCREENSHOT_DIR, settleAnimations, startBrowserEnv } from './support';

/**
 * Provider management at /crm/provider-management and industry defaults at /crm/industry-defaults
 * (provider status, rental ranges, terminal
 * delete, audit list, terminal types, partners read-only). Data goes in through the API; what the
 * screens save is read back through the API and the public comparison.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };

interface Person {
  email: string;
  password: string;
}

async function openSignedIn(env: BrowserEnv, person: Person, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(env, { viewport });
  const res = await opened.context.request.post(`${env.baseUrl}/api/auth/login`, { data: { email: person.email, password: person.password } });
  expect(res.status()).toBe(200);
  return opened;
}

/**
 * A picture of a dialog alone (test-results/screenshots/<name>.png): a full-page picture of a long
 * list shows a fixed dialog out of place.
 */
async function saveDialogScreenshot(dialogBox: Locator, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await dialogBox.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

const card = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });
const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });
const toast = (page: Page, text: string): Locator => page.getByText(text, { exact: true });

async function openProviders(env: BrowserEnv, page: Page, search?: string): Promise<void> {
  await page.goto(`${env.baseUrl}/crm/provider-management`);
  await page.getByRole('heading', { level: 1, name: 'Provider & Terminal Management' }).waitFor();
  if (search) {
    await page.getByLabel('Search by name or support location').fill(search);
    await page.getByText(/^1 of \d+ providers$/).waitFor();
  }
}

/** A small real PNG (a two-colour 320x160 picture), made with sharp. */
async function logoPng(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><rect width="320" height="160" fill="#1565c0"/><circle cx="160" cy="80" r="50" fill="#ffe082"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('Provider management and industry defaults (/crm/provider-management, /crm/industry-defaults)', () => {
  let env: BrowserEnv;
  let adminCookie: string;
  let staff: Person;
  let partner: Person;
  let partnerProviderId: number;

  beforeAll(async () => {
    env = await startBrowserEnv(CRM_TEST_ENV);
    adminCookie = await signIn(env.t, ADMIN.email, ADMIN.password);
    staff = await createUser(env.t, adminCookie, 'staff');
    partnerProviderId = await quotedProvider(env.t);
    partner = await createUser(env.t, adminCookie, 'partner', { providerId: partnerProviderId });
  });
  afterAll(() => env.close());

  it('lets an admin complete a draft provider in Edit Provider until it is live and in the public comparison, and shows the audit entry with old and new values', async () => {
    const name = providerName('Harbour Payments');
    const { trustpilotRating: _left, ...incomplete } = COMPLETE_PROVIDER;
    const created = await addProvider(env.t, adminCookie, { name, ...incomplete }, [{ ...COMPLETE_TERMINAL, name: `${name} Countertop` }]).expect(201);
    const id = created.body.providerId as number;
    expect(created.body.status).toBe('draft');
    expect(await comparedProviderIds(env.t)).not.toContain(id);

    const { context, page } = await openSignedIn(env, ADMIN);
    await page.goto(`${env.baseUrl}/crm`);
    const entry = page
      .locator('nav[aria-label="Main navigation"]')
      .getByRole('group', { name: 'System Management' })
      .getByRole('link', { name: 'Provider & Terminals' });
    await entry.click();
    await page.waitForURL(`${env.baseUrl}/crm/provider-management`);
    for (const title of ['Total Providers', 'Total Terminals', 'Avg Quality Score', 'Recent Changes'])
      await page.getByRole('region', { name: title }).waitFor();
    await page.getByLabel('Search by name or support location').fill(name);
    await page.getByText(/^1 of \d+ providers$/).waitFor();
    const draft = card(page, name);
    // 16 of the 17 required fields: 94%, the yellow 'Draft (85%+)' badge, and what is missing.
    await draft.getByText('Draft (85%+)', { exact: true }).waitFor();
    await draft.getByText('94% quality').waitFor();
    await draft.getByText('Missing: Trustpilot rating').waitFor();
    await draft.getByText('£9.95 - £14.99/month').waitFor();
    // The summary-box terms beside it: none stated, each shown as 'not stated' in a quote's box (not a live gate).
    await draft.getByText('Summary box terms: 0%').waitFor();
    await draft
      .getByText("Shown as 'not stated': Notice period (days), Exit fee (£), Terminal lease (months), Settlement time, Support hours, Other monthly fees (£)")
      .waitFor();
    await saveScreenshot(page, 'crm-providers-1280');
    await expectNoSeriousViolations(page, 'provider management at 1280 px');

    await draft.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = dialog(page, `Edit Provider: ${name}`);
    await edit.getByText('Data quality: 94%').waitFor();
    // A value out of bounds (Trustpilot 7; 1 to 5) is refused by the server with its field named, on the field and in the toast.
    await edit.getByLabel(/^Trustpilot rating/).fill('7');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Update failed').waitFor();
    await edit.getByText(/^trustpilotRating must/).waitFor();
    expect((await providerWithScores(env.t, adminCookie, id)).trustpilotRating).toBeNull();

    await edit.getByLabel(/^Trustpilot rating/).fill('4.6');
    await edit.getByText('Data quality: 100%').waitFor();
    // The other monthly fees: the summary-terms score follows as they are typed; the quality score does not move.
    await edit.getByText('Summary box terms: 0%').waitFor();
    await edit.getByLabel(/^Other monthly fees \(£\)/).fill('4.5');
    await edit.getByLabel(/^Other monthly fees: what they are/).fill('PCI compliance');
    await edit.getByText('Summary box terms: 17%').waitFor();
    await edit
      .getByText("Shown as 'not stated': Notice period (days), Exit fee (£), Terminal lease (months), Settlement time, Support hours", { exact: true })
      .waitFor();
    await edit.getByText('Data quality: 100%').waitFor();
    await edit.getByLabel('Reason for the change (kept in the audit trail)').fill('Rating checked on Trustpilot');
    await settleAnimations(page);
    await expectNoSeriousViolations(page, 'Edit Provider dialog');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Provider updated').waitFor();
    await edit.waitFor({ state: 'detached' });
    await draft.getByText('Live', { exact: true }).waitFor();
    await draft.getByText('100% quality').waitFor();
    await draft.getByText('Summary box terms: 17%').waitFor();

    const saved = await providerWithScores(env.t, adminCookie, id);
    expect(saved).toMatchObject({
      status: 'live',
      dataQualityScore: 100,
      trustpilotRating: 4.6,
      otherMonthlyFees: 4.5,
      otherMonthlyFeesLabel: 'PCI compliance',
      summaryTermsScore: 17,
    });
    expect(await comparedProviderIds(env.t)).toContain(id);
    const [latest] = await auditOf(env.t, adminCookie, id);
    expect(latest.changedFields).toEqual(
      expect.arrayContaining([
        { field: 'trustpilotRating', oldValue: null, newValue: 4.6 },
        { field: 'otherMonthlyFees', oldValue: null, newValue: 4.5 },
      ]),
    );

    await draft.getByRole('button', { name: `Audit ${name}` }).click();
    const history = dialog(page, `Audit History: ${name}`);
    const row = history.getByRole('row', { name: /Trustpilot rating/ });
    await expect(row.getByRole('cell').allTextContents()).resolves.toEqual(['(empty)', '4.6']);
    await history.getByText('Reason: Rating checked on Trustpilot').waitFor();
    await history.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Audit Trail' }).click();
    await page.getByText('Audit logs are kept for 12 months for GDPR compliance.').waitFor();
    const trail = page.getByRole('list', { name: 'Audit Trail' });
    await trail
      .getByRole('row', { name: /Trustpilot rating/ })
      .first()
      .waitFor();
    await expect(
      trail
        .getByRole('row', { name: /Trustpilot rating/ })
        .first()
        .getByRole('cell')
        .allTextContents(),
    ).resolves.toEqual(['(empty)', '4.6']);

    await page.getByRole('tab', { name: 'Data Standards' }).click();
    await page.getByRole('heading', { name: 'Required provider fields (data quality): 17' }).waitFor();
    await expectNoSeriousViolations(page, 'Data Standards tab');
    await context.close();
  });

  it('uploads a logo cropped in the editor, shows it on the card and in the gallery, where an image in use cannot be deleted', async () => {
    const name = providerName('Logo Test Payments');
    const id = (await addProvider(env.t, adminCookie, { name, ...COMPLETE_PROVIDER }).expect(201)).body.providerId as number;
    const { context, page } = await openSignedIn(env, ADMIN);
    await openProviders(env, page, name);
    await card(page, name)
      .getByRole('img', { name: `${name} has no logo` })
      .waitFor();
    await card(page, name)
      .getByRole('button', { name: `Upload logo: ${name}` })
      .click();
    const upload = dialog(page, `Upload image: ${name}`);
    await upload.getByText('Drag and drop an image here, or').waitFor();
    // A file of another type is refused before anything is sent ('Invalid file': only PNG, JPG and WEBP).
    await upload.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await toast(page, 'Invalid file').waitFor();
    await page.getByText('Only PNG, JPG, and WEBP images are allowed').first().waitFor();

    await upload.locator('input[type=file]').setInputFiles({ name: 'harbour-logo.png', mimeType: 'image/png', buffer: await logoPng() });
    await upload.getByText('Crop and resize').waitFor();
    const zoom = upload.getByRole('slider', { name: 'Zoom' });
    expect(await zoom.getAttribute('aria-valuemin')).toBe('0.5');
    expect(await zoom.getAttribute('aria-valuemax')).toBe('2');
    await zoom.focus();
    await page.keyboard.press('ArrowRight');
    expect(await zoom.getAttribute('aria-valuenow')).toBe('1.1');
    await settleAnimations(page);
    await expectNoSeriousViolations(page, 'image upload dialog with the crop editor');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api/upload/provider-logo/${id}`));
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await toast(page, 'Image uploaded successfully').waitFor();

    const logo = card(page, name).getByRole('img', { name: `${name} logo` });
    await logo.waitFor();
    const src = await logo.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/logos\/[0-9a-f-]+\.webp$/);
    expect((await providerWithScores(env.t, adminCookie, id)).logo).toBe(src);
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Image Gallery' }).click();
    const gallery = dialog(page, 'Image Gallery');
    const filename = (src ?? '').split('/').pop() ?? '';
    const item = gallery.getByRole('listitem', { name: filename });
    await item.getByText(`In use by ${name}`).waitFor();
    await settleAnimations(page);
    await expectNoSeriousViolations(page, 'image gallery');
    await item.getByRole('button', { name: `Delete ${filename}` }).click();
    await toast(page, 'Failed to delete image').waitFor();
    await page
      .getByText(/The image is in use by provider/)
      .first()
      .waitFor();
    const files = (await env.t.http.get('/api/uploads').set('Cookie', adminCookie).expect(200)).body as Array<{ filename: string }>;
    expect(files.map((file) => file.filename)).toContain(filename);
    await context.close();
  });

  it('adds a provider through the three-step wizard, saved as draft with its terminal', async () => {
    const name = providerName('Wizard Payments');
    const { context, page } = await openSignedIn(env, staff);
    await openProviders(env, page);
    await page.getByRole('button', { name: 'Add Provider' }).click();
    const wizard = dialog(page, 'Add New Provider');
    const next = wizard.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await wizard.getByText('Data quality score: 0%').waitFor();
    await wizard.getByLabel(/^Provider name/).fill(name);
    expect(await next.isDisabled()).toBe(true);
    await wizard.getByLabel(/^Support location/).selectOption('UK-based');
    await wizard.getByText('Data quality score: 12%').waitFor();
    await wizard.getByLabel(/^Terminal rental range/).fill('15-25');
    await wizard.getByText('Data quality score: 24%').waitFor();
    await settleAnimations(page);
    await expectNoSeriousViolations(page, 'Add Provider wizard, step 1');
    await next.click();

    await wizard.getByRole('button', { name: 'Add Terminal' }).click();
    await wizard.getByLabel(/^Terminal name/).fill(`${name} Go`);
    await wizard.getByLabel(/^Type/).selectOption({ label: 'Portable' });
    await wizard.getByLabel(/^Monthly rental/).fill('19.95');
    await next.click();

    await wizard.getByText('Data quality 24%: this provider will be saved as draft until every required field is filled in.').waitFor();
    await wizard.getByText(`${name} Go (Portable)`).waitFor();
    await wizard.getByRole('button', { name: 'Create Provider' }).click();
    await toast(page, 'Provider created successfully').waitFor();
    await page.getByText(`${name} was saved with 1 terminal, data quality 24%.`).waitFor();

    const found = (
      await env.t.http
        .get('/api/crm/providers/with-scores')
        .query({ filter: JSON.stringify({ q: name }) })
        .set('Cookie', adminCookie)
        .expect(200)
    ).body as Array<Record<string, unknown>>;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      name,
      status: 'draft',
      supportLocation: 'UK-based',
      terminalRentalMin: 15,
      terminalRentalMax: 25,
      dataQualityScore: 24,
      terminalCount: 1,
    });
    const terminals = (
      await env.t.http
        .get('/api/terminals')
        .query({ filter: JSON.stringify({ providerId: found[0].id }) })
        .set('Cookie', adminCookie)
        .expect(200)
    ).body as Array<Record<string, unknown>>;
    expect(terminals).toEqual([expect.objectContaining({ name: `${name} Go`, type: 'portable', monthlyRental: 19.95 })]);
    await card(page, name).getByText('Draft (Incomplete)', { exact: true }).waitFor();
    await context.close();
  });

  it('edits a terminal, deletes it after the confirmation, and keeps one that quotes name with the 409 message', async () => {
    // A comparison quotes a seeded terminal first; the spare terminal is added after, so no quote names it.
    const visitor = await createProfile(env.t);
    await compare(env.t, visitor, { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 12000 }).expect(200);
    const quotedTerminalId = (await quotesOf(env.t, visitor)).find((quote) => quote.terminalId !== null)?.terminalId;
    const name = providerName('Terminal Test Payments');
    await addProvider(env.t, adminCookie, { name, ...COMPLETE_PROVIDER }, [{ ...COMPLETE_TERMINAL, name: `${name} Spare` }]).expect(201);
    const quoted = (
      await env.t.http
        .get('/api/terminals')
        .query({ filter: JSON.stringify({ id: [quotedTerminalId] }) })
        .set('Cookie', adminCookie)
        .expect(200)
    ).body[0] as { name: string };

    const { context, page } = await openSignedIn(env, ADMIN);
    await openProviders(env, page);
    await page.getByRole('tab', { name: 'Terminals' }).click();
    const search = page.getByLabel('Search by name or type');
    await search.fill(`${name} Spare`);
    // Edit Terminal: the type shown with the back-office label, a changed rental saved and audited.
    await card(page, `${name} Spare`)
      .getByRole('button', { name: `Edit ${name} Spare` })
      .click();
    const edit = dialog(page, `Edit Terminal: ${name} Spare`);
    expect(await edit.getByLabel(/^Type/).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Desktop');
    await edit.getByLabel(/^Monthly rental/).fill('12.5');
    await settleAnimations(page);
    await expectNoSeriousViolations(page, 'Edit Terminal dialog');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Terminal updated').waitFor();
    await card(page, `${name} Spare`).getByText('£12.50/month').waitFor();
    const spare = (
      await env.t.http
        .get('/api/terminals')
        .query({ filter: JSON.stringify({ q: `${name} Spare` }) })
        .set('Cookie', adminCookie)
        .expect(200)
    ).body as Array<{ monthlyRental: number }>;
    expect(spare).toEqual([expect.objectContaining({ monthlyRental: 12.5 })]);

    await card(page, `${name} Spare`)
      .getByRole('button', { name: `Delete ${name} Spare` })
      .click();
    const confirm = dialog(page, 'Delete Terminal');
    await confirm.getByText(`Are you sure you want to delete terminal ${name} Spare? This action cannot be undone.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Terminal deleted').waitFor();
    await card(page, `${name} Spare`).waitFor({ state: 'detached' });

    await search.fill(quoted.name);
    await card(page, quoted.name)
      .first()
      .getByRole('button', { name: `Delete ${quoted.name}` })
      .click();
    await dialog(page, 'Delete Terminal').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Delete failed').waitFor();
    await page.getByText('Failed to delete terminal. It may be referenced by existing quotes.').first().waitFor();
    await env.t.http
      .get('/api/terminals')
      .query({ filter: JSON.stringify({ id: [quotedTerminalId] }) })
      .set('Cookie', adminCookie)
      .expect(200)
      .expect((res) => expect(res.body).toHaveLength(1));
    await context.close();
  });

  it('adds a terminal to an existing provider, edits and deletes it; a provider quotes refer to is kept with the reason; the audit trail shows the add and the delete', async () => {
    const name = providerName('Lifecycle Payments');
    await addProvider(env.t, adminCookie, { name, ...COMPLETE_PROVIDER }, [{ ...COMPLETE_TERMINAL, name: `${name} Desk` }]).expect(201);
    const terminal = `${name} Pocket`;
    const { context, page } = await openSignedIn(env, ADMIN);
    await openProviders(env, page, name);

    // Add Terminal on the provider's card: the terminal form with its live score and a reason.
    await card(page, name)
      .getByRole('button', { name: `Add Terminal: ${name}` })
      .click();
    const add = dialog(page, `Add Terminal to ${name}`);
    await add.getByText(/^Data quality: \d+%$/).waitFor();
    await add.getByLabel(/^Terminal name/).fill(terminal);
    await add.getByLabel(/^Type/).selectOption({ label: 'Portable' });
    await add.getByLabel(/^Monthly rental/).fill('14.5');
    await add.getByLabel(/^Set-up fee/).fill('0');
    await add.getByLabel('Reason for the change (kept in the audit trail)').fill('New pocket model from the rate card');
    await settleAnimations(page);
    await saveDialogScreenshot(add, 'crm-add-terminal-1280');
    await expectNoSeriousViolations(page, 'Add Terminal dialog at 1280 px');
    await add.getByRole('button', { name: 'Add Terminal' }).click();
    await toast(page, 'Terminal added').waitFor();
    await page.getByText(`${terminal} was added.`).waitFor();
    await add.waitFor({ state: 'detached' });
    const [added] = (
      await env.t.http
        .get('/api/terminals')
        .query({ filter: JSON.stringify({ q: terminal }) })
        .set('Cookie', adminCookie)
        .expect(200)
    ).body as Array<{ id: number; type: string; monthlyRental: number; setupFee: number }>;
    expect(added).toMatchObject({ type: 'portable', monthlyRental: 14.5, setupFee: 0 });

    // Listed with the provider's terminals, then edited.
    await page.getByRole('tab', { name: 'Terminals' }).click();
    await page.getByLabel('Search by name or type').fill(terminal);
    const listed = card(page, terminal);
    await listed.getByText('£14.50/month').waitFor();
    await listed.getByRole('button', { name: `Edit ${terminal}` }).click();
    const edit = dialog(page, `Edit Terminal: ${terminal}`);
    expect(await edit.getByLabel(/^Type/).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Portable');
    await edit.getByLabel(/^Monthly rental/).fill('16');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Terminal updated').waitFor();
    await listed.getByText('£16.00/month').waitFor();

    // Deleted after the confirmation.
    await listed.getByRole('button', { name: `Delete ${terminal}` }).click();
    const confirm = dialog(page, 'Delete Terminal');
    await confirm.getByText(`Are you sure you want to delete terminal ${terminal}? This action cannot be undone.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Terminal deleted').waitFor();
    await listed.waitFor({ state: 'detached' });
    await env.t.http
      .get('/api/terminals')
      .query({ filter: JSON.stringify({ id: [added.id] }) })
      .set('Cookie', adminCookie)
      .expect(200)
      .expect((res) => expect(res.body).toEqual([]));

    // A provider that quotes refer to is refused with the reason, in the dialog and the toast, and stays.
    const quoted = (
      await env.t.http
        .get('/api/crm/providers/with-scores')
        .query({ filter: JSON.stringify({ id: [partnerProviderId] }) })
        .set('Cookie', adminCookie)
        .expect(200)
    ).body[0] as { name: string };
    await page.getByRole('tab', { name: 'Providers' }).click();
    await page.getByLabel('Search by name or support location').fill(quoted.name);
    await card(page, quoted.name)
      .getByRole('button', { name: `Delete ${quoted.name}` })
      .click();
    const refuse = dialog(page, 'Delete Provider');
    await refuse.getByText(`Are you sure you want to delete provider ${quoted.name}`).waitFor();
    await refuse.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Delete failed').waitFor();
    const reason = refuse.getByRole('alert');
    await reason
      .getByText(/^This provider cannot be deleted: \d+ quotes? .*refers? to it\. Make it inactive to withdraw it from the comparison instead\.$/)
      .waitFor();
    expect(await reason.textContent()).toMatch(/\d+ quotes?/);
    await refuse.getByRole('button', { name: 'Cancel' }).click();
    await refuse.waitFor({ state: 'detached' });
    await card(page, quoted.name).waitFor();
    expect((await providerWithScores(env.t, adminCookie, partnerProviderId)).name).toBe(quoted.name);

    // The audit trail: the terminal's creation (with its reason) and its deletion.
    await page.getByRole('tab', { name: 'Audit Trail' }).click();
    const trail = page.getByRole('list', { name: 'Audit Trail' });
    const entry = (action: string) => trail.getByRole('listitem').filter({ hasText: new RegExp(`${action}Terminals #${added.id}(?!\\d)`) });
    await entry('Created').getByText('Reason: New pocket model from the rate card').waitFor();
    await entry('Deleted').waitFor();
    await context.close();
  });

  it('changes an industry default, which the public industry-defaults call of the wizard then answers', async () => {
    const before = (await env.t.http.get('/api/industry-defaults/retail').expect(200)).body as { monthlyTurnoverDefault: number; sectorLabel: string };
    const { context, page } = await openSignedIn(env, staff);
    await page.goto(`${env.baseUrl}/crm`);
    await page.locator('nav[aria-label="Main navigation"]').getByRole('link', { name: 'Configuration' }).click();
    await page.waitForURL(`${env.baseUrl}/crm/industry-defaults`);
    await page.getByRole('heading', { level: 1, name: 'Industry Defaults Configuration' }).waitFor();
    await card(page, before.sectorLabel)
      .getByRole('button', { name: `Edit ${before.sectorLabel}` })
      .click();
    const edit = dialog(page, `Edit Industry Defaults: ${before.sectorLabel}`);
    // Splits are 0 to 100: 150 is named on its field and nothing is sent.
    await edit.getByLabel(/^Credit card share/).fill('150');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('Credit card share (%): 0 to 100').waitFor();
    await edit.getByLabel(/^Credit card share/).fill('40');
    await edit.getByLabel(/^Monthly turnover/).fill('23456');
    await settleAnimations(page);
    await expectNoSeriousViolations(page, 'industry default edit dialog');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Industry defaults updated').waitFor();
    await card(page, before.sectorLabel).getByText('£23,456.00').waitFor();
    const after = (await env.t.http.get('/api/industry-defaults/retail').expect(200)).body as Record<string, unknown>;
    expect(after).toMatchObject({ monthlyTurnoverDefault: 23456, creditDebitSplitDefault: 40 });
    expect(after.monthlyTurnoverDefault).not.toBe(before.monthlyTurnoverDefault);
    await saveScreenshot(page, 'crm-industry-defaults-1280');
    await expectNoSeriousViolations(page, 'industry defaults');
    await context.close();
  });

  it('shows a partner only its own provider and terminals, read-only, and no industry defaults', async () => {
    const { context, page } = await openSignedIn(env, partner);
    await openProviders(env, page);
    await page.getByText("Your provider's record and its terminals, read-only.").waitFor();
    await page.getByText(/^1 of 1 providers$/).waitFor();
    const own = (
      await env.t.http
        .get('/api/crm/providers/with-scores')
        .query({ filter: JSON.stringify({ id: [partnerProviderId] }) })
        .set('Cookie', adminCookie)
        .expect(200)
    ).body[0] as { name: string };
    const ownCard = card(page, own.name);
    await ownCard.waitFor();
    for (const control of ['Add Provider', 'Image Gallery', `Edit ${own.name}`, `Audit ${own.name}`, `Upload logo: ${own.name}`]) {
      expect(await page.getByRole('button', { name: control }).count()).toBe(0);
    }
    expect(await page.getByRole('tab', { name: 'Audit Trail' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Terminals' }).click();
    const terminalCards = page.getByRole('region', { name: 'Terminals', exact: true }).getByRole('article');
    await terminalCards.first().waitFor();
    expect(await terminalCards.count()).toBeGreaterThan(0);
    for (const text of await terminalCards.allTextContents()) expect(text).toContain(own.name);
    expect(await page.getByRole('button', { name: /^(Edit|Delete|Upload image)/ }).count()).toBe(0);
    expect(await page.locator('nav[aria-label="Main navigation"]').getByRole('link', { name: 'Configuration' }).count()).toBe(0);
    await page.goto(`${env.baseUrl}/crm/industry-defaults`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await context.close();
  });

  it('fits a phone (375 px) with no sideways scroll and no serious axe violation', async () => {
    const { context, page } = await openSignedIn(env, ADMIN, PHONE);
    await openProviders(env, page);
    await page.getByRole('region', { name: 'Providers', exact: true }).getByRole('article').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, 'crm-providers-375');
    await expectNoSeriousViolations(page, 'provider management at 375 px');
    // The Add Terminal dialog fits the phone too.
    const first = page.getByRole('region', { name: 'Providers', exact: true }).getByRole('article').first();
    const firstName = (await first.getAttribute('aria-label')) ?? '';
    await first.getByRole('button', { name: `Add Terminal: ${firstName}` }).click();
    const add = dialog(page, `Add Terminal to ${firstName}`);
    await add.getByLabel(/^Terminal name/).waitFor();
    await settleAnimations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveDialogScreenshot(add, 'crm-add-terminal-375');
    await expectNoSeriousViolations(page, 'Add Terminal dialog at 375 px');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'detached' });
    await page.goto(`${env.baseUrl}/crm/industry-defaults`);
    await page.getByRole('article').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, 'crm-industry-defaults-375');
    await expectNoSeriousViolations(page, 'industry defaults at 375 px');
    await context.close();
  });
});
