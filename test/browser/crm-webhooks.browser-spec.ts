/// <reference lib="dom" />
import type { BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { Provider } from '../../src/providers/entities/provider.entity';
import { newCustomer, quotedProviders, TEST_ENV } from '../customers/customer-fixtures';
import { ADMIN } from '../support/app';
import { WebhookReceiver } from '../webhooks/webhook-receiver';
import { BrowserEnv, expectNoSeriousViolations, openPage, saveScreenshot, settleAnimations, startBrowserEnv } from './support';

/**
 * Leads delivered to partners, in the back-office against the real server: an admin sets a
 * provider's webhook in provider management (the secret shown once), a lead for that provider is
 * POSTed to a local receiver (its signature verified with the standardwebhooks package and the
 * secret the screen showed), and the lead's detail lists the delivery with Redeliver. axe and
 * screenshots at 1280 and 375 px.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };

async function openSignedIn(env: BrowserEnv, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(env, { viewport });
  const res = await opened.context.request.post(`${env.baseUrl}/api/auth/login`, { data: ADMIN });
  expect(res.status()).toBe(200);
  return opened;
}

describe('Webhooks in the back-office (an admin sets one and sees a delivery on the lead)', () => {
  let env: BrowserEnv;
  let receiver: WebhookReceiver;
  let providerId: number;
  let providerName: string;
  let secret: string;

  beforeAll(async () => {
    // The receiver runs on this machine: only tests let webhooks reach a loopback address.
    env = await startBrowserEnv({ ...TEST_ENV, WEBHOOK_ALLOW_PRIVATE: 'true' });
    receiver = await WebhookReceiver.start();
    [providerId] = await quotedProviders(env.t);
    providerName = (await env.t.dataSource.getRepository(Provider).findOneByOrFail({ id: providerId })).name;
  });
  afterAll(async () => {
    await env?.close();
    await receiver?.close();
  });

  it('sets the webhook in provider management and shows the signing secret once', async () => {
    const { context, page } = await openSignedIn(env);
    await page.goto(`${env.baseUrl}/crm/provider-management`);
    await page.getByRole('heading', { level: 1, name: 'Provider & Terminal Management' }).waitFor();
    await page.getByLabel('Search by name or support location').fill(providerName);
    await page.getByText(/^1 of \d+ providers$/).waitFor();
    await page.getByRole('button', { name: `Webhook: ${providerName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Webhook for ${providerName}` });
    await dialog.getByLabel('Webhook URL').fill(receiver.url());
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Webhook saved', { exact: true }).waitFor();
    secret = (await dialog.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await dialog.getByText(/^Current secret made \d{2}\/\d{2}\/\d{4}/).waitFor();
    await settleAnimations(page);
    await expectNoSeriousViolations(page, 'webhook dialog');
    await saveScreenshot(page, 'crm-webhook-dialog-1280');
    // Closed and opened again: the secret is not shown any more, the URL is.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: `Webhook: ${providerName}` }).click();
    await expect(dialog.getByLabel('Webhook URL').inputValue()).resolves.toBe(receiver.url());
    expect(await dialog.getByTestId('webhook-secret').count()).toBe(0);
    await context.close();

    const phone = await openSignedIn(env, PHONE);
    await phone.page.goto(`${env.baseUrl}/crm/provider-management`);
    await phone.page.getByLabel('Search by name or support location').fill(providerName);
    await phone.page.getByText(/^1 of \d+ providers$/).waitFor();
    await phone.page.getByRole('button', { name: `Webhook: ${providerName}` }).click();
    await phone.page
      .getByRole('dialog', { name: `Webhook for ${providerName}` })
      .getByLabel('Webhook URL')
      .waitFor();
    await settleAnimations(phone.page);
    await expectNoSeriousViolations(phone.page, 'webhook dialog (phone)');
    await saveScreenshot(phone.page, 'crm-webhook-dialog-375');
    await phone.context.close();
  });

  it("sends a new lead to the partner, signed with that secret, and shows the delivery on the lead's detail with Redeliver", async () => {
    const customer = await newCustomer(env.t, { businessName: 'Webhook Bakery', applyFor: providerId });
    const [hook] = await receiver.waitFor(1);
    expect(new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>)).toMatchObject({
      type: 'lead.created',
      data: { lead: { id: customer.leadId, applicationReference: customer.applicationReference } },
    });

    for (const [viewport, name] of [
      [DESKTOP, 'crm-webhook-deliveries-1280'],
      [PHONE, 'crm-webhook-deliveries-375'],
    ] as const) {
      const { context, page } = await openSignedIn(env, viewport);
      await page.goto(`${env.baseUrl}/crm/customers/${customer.id}`);
      await page.getByRole('heading', { level: 1, name: 'Webhook Bakery' }).waitFor();
      const panel = page.getByRole('region', { name: 'Deliveries to the partner' });
      await panel.getByText(/^New lead · /).waitFor();
      await panel.getByText('Delivered', { exact: true }).waitFor();
      await panel.getByText(/^Last attempt .*: HTTP 200 in \d+ ms$/).waitFor();
      await settleAnimations(page);
      await expectNoSeriousViolations(page, `lead deliveries ${viewport.width}px`);
      await saveScreenshot(page, name);
      await context.close();
    }

    const { context, page } = await openSignedIn(env);
    await page.goto(`${env.baseUrl}/crm/customers/${customer.id}`);
    const panel = page.getByRole('region', { name: 'Deliveries to the partner' });
    await panel.getByRole('button', { name: /^Redeliver New lead of / }).click();
    await page.getByText('Sent again', { exact: true }).waitFor();
    const [, again] = await receiver.waitFor(2);
    expect(again.headers['webhook-id']).toBe(hook.headers['webhook-id']);
    await panel.getByText('1 attempt', { exact: true }).waitFor();
    await context.close();
  });
});
