import { Browser, BrowserServer, chromium } from 'playwright-core';
import CHROMIUM_FLAG_LIST from './chromium-flags.json';

// Debian's chromium, headless, without its background traffic (also what npm run bench:lighthouse runs).
export const CHROMIUM_FLAGS: string[] = CHROMIUM_FLAG_LIST;

/** Where jest's global setup publishes the shared chromium's address to the test files (and their workers). */
export const BROWSER_ENDPOINT_VARIABLE = 'BROWSER_TESTS_WS_ENDPOINT';

const launchOptions = () => ({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });

/** One chromium for the whole run (jest globalSetup): every file connects to it and works in contexts of its own. */
export function launchSharedBrowser(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

/**
 * The run's shared chromium when the global setup started one (each file then pays a connection,
 * not a browser start), else a chromium of the file's own (a file run through another config).
 * Either way close() leaves nothing of the file behind: a connected browser's close() closes the
 * contexts the file made and disconnects.
 */
export function connectBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_VARIABLE];
  return endpoint ? chromium.connect(endpoint) : chromium.launch(launchOptions());
}
