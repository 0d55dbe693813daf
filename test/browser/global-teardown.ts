import type { BrowserServer } from 'playwright-core';

/** jest globalTeardown of the browser tests: stops the shared chromium globalSetup started. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { sharedBrowserServer?: BrowserServer }).sharedBrowserServer?.close();
}
