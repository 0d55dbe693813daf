/// <reference lib="dom" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { BrowserEnv, openPage, startBrowserEnv } from './support';
import { waitFor } from '../mail/smtp-test-server';
import { WIZARD_ENV } from './wizard-support';

jest.setTimeout(120_000);

/**
 * The parent page: a tiny site on another origin (localhost rather than 127.0.0.1, its own port)
 * that frames `?src=` and collects every window message into window.messages. It is served for
 * real from the loopback address: chromium's local network access checks refuse to frame a
 * loopback address from a page fulfilled by page.route (which counts as a public origin).
 */
function parentPage(src: string): string {
  const escaped = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html><html lang="en"><head><title>Parent</title></head><body>
<script>window.messages = []; window.addEventListener('message', (event) => window.messages.push({ origin: event.origin, data: event.data }));</script>
<iframe id="embedded" title="Comparison" src="${escaped}" style="width: 1000px; height: 900px; border: 0"></iframe>
</body></html>`;
}

async function startParentSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://localhost').searchParams.get('src') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(parentPage(src));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

interface Received {
  origin: string;
  data: { type?: string; height?: unknown; scrollToTop?: unknown };
}

declare global {
  interface Window {
    messages: Received[];
  }
}

/** Opens the parent page framing `src`; answers the frame. */
async function openParent(page: Page, parentUrl: string, src: string): Promise<Frame> {
  await page.goto(`${parentUrl}?src=${encodeURIComponent(src)}`);
  const frame = page.frame({ url: (url) => url.href.startsWith(src) });
  if (!frame)
    throw new Error(
      `the frame did not load: ${page
        .frames()
        .map((item) => item.url())
        .join(', ')}`,
    );
  return frame;
}

function messages(page: Page): Promise<Received[]> {
  return page.evaluate(() => window.messages);
}

/** The bottom of the wizard's primary action in the frame's document, plus 50 (the reported height). */
function primaryActionHeight(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    const button = document.querySelector('[data-embed-primary]');
    if (!button) throw new Error('no primary action');
    return Math.ceil(button.getBoundingClientRect().bottom + window.scrollY + 50);
  });
}

/**
 * Waits until the last height reported is within 50 px of `expected()` (reports are debounced and
 * sent only for changes of more than 50 px, so they lag the page while it is still laying out).
 */
async function settlesWithin50px(page: Page, expected: () => Promise<number>): Promise<void> {
  let last: { reported?: number; expected?: number } = {};
  try {
    await waitFor(
      async () => {
        const heights = (await messages(page)).filter((message) => message.data.type === 'height');
        last = { reported: heights[heights.length - 1]?.data.height as number | undefined, expected: await expected() };
        return last.reported !== undefined && Math.abs(last.reported - (last.expected as number)) <= 50;
      },
      5_000,
      'the reported height to settle',
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}: last reported ${last.reported}, expected about ${last.expected}`);
  }
}

describe('Embedded use: the site posts height and scrollToTop messages to the parent page', () => {
  let env: BrowserEnv;
  let parent: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    env = await startBrowserEnv(WIZARD_ENV);
    parent = await startParentSite();
  });
  afterAll(async () => {
    await parent.close();
    await env.close();
  });

  it('reports the wizard height and, at each step change, the height then scrollToTop', async () => {
    const { page } = await openPage(env);
    const frame = await openParent(page, parent.url, `${env.baseUrl}/comparison-tool`);
    await frame.getByRole('heading', { name: 'Tell us about your business' }).waitFor();
    await page.waitForFunction(() => window.messages.some((message) => message.data?.type === 'height'));
    expect(await frame.evaluate(() => document.documentElement.dataset.embedded)).toBe('true');

    const first = await messages(page);
    const heights = first.filter((message) => message.data.type === 'height');
    for (const message of heights) {
      expect(message.origin).toBe(env.baseUrl);
      expect(typeof message.data.height).toBe('number');
      expect(message.data.height).toBeGreaterThan(0);
    }
    expect(first.some((message) => message.data.type === 'scrollToTop')).toBe(false);
    // Only changes of more than 50 px are reported, so once the page has settled the last report
    // is within 50 px of the primary action's bottom + 50.
    await settlesWithin50px(page, () => primaryActionHeight(frame));

    // Step 1 -> 2: after the step change a height report (always sent) then scrollToTop.
    await frame.getByRole('radio', { name: 'Retail', exact: true }).check();
    await frame.getByRole('radio', { name: 'New to card payments', exact: true }).check();
    await frame.getByRole('textbox', { name: 'Business name' }).fill('Framed Shop Ltd');
    await frame.getByRole('combobox', { name: 'Business sector' }).selectOption('retail');
    let before = (await messages(page)).length;
    await frame.getByRole('button', { name: 'Continue', exact: true }).click();
    await frame.getByRole('heading', { name: 'How you take payments' }).waitFor();
    await page.waitForFunction((count) => window.messages.slice(count).some((message) => message.data?.type === 'scrollToTop'), before);
    let after = (await messages(page)).slice(before);
    let scrollIndex = after.findIndex((message) => message.data.type === 'scrollToTop');
    expect(after[scrollIndex]).toEqual({ origin: env.baseUrl, data: { type: 'scrollToTop', scrollToTop: true } });
    expect(after[scrollIndex - 1]?.data.type).toBe('height');
    expect(after[scrollIndex - 1].data.height).toBe(await primaryActionHeight(frame));

    // Step 2 -> 3: the same again.
    await frame.getByRole('checkbox', { name: 'Card machine (PDQ)', exact: true }).check();
    await frame.getByRole('checkbox', { name: 'Visa & Mastercard', exact: true }).check();
    before = (await messages(page)).length;
    await frame.getByRole('button', { name: 'Continue', exact: true }).click();
    await frame.getByRole('heading', { name: 'Provide payment data' }).waitFor();
    await page.waitForFunction((count) => window.messages.slice(count).some((message) => message.data?.type === 'scrollToTop'), before);
    after = (await messages(page)).slice(before);
    scrollIndex = after.findIndex((message) => message.data.type === 'scrollToTop');
    expect(after[scrollIndex - 1]?.data.type).toBe('height');
    expect(after[scrollIndex - 1].data.height).toBe(await primaryActionHeight(frame));
    await page.close();
  });

  it('reports the landing page height (its document height + 50)', async () => {
    const { page } = await openPage(env);
    const frame = await openParent(page, parent.url, `${env.baseUrl}/`);
    await frame.getByRole('heading', { level: 1, name: 'Compare Merchant Service Providers' }).waitFor();
    await page.waitForFunction(() => window.messages.some((message) => message.data?.type === 'height'));
    const heights = (await messages(page)).filter((message) => message.data.type === 'height');
    for (const message of heights) expect(typeof message.data.height).toBe('number');
    await settlesWithin50px(page, () => frame.evaluate(() => Math.ceil(document.body.scrollHeight + 50)));
    await page.close();
  });
});
