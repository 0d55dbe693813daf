import { BROWSER_ENDPOINT_VARIABLE, launchSharedBrowser } from './shared-browser';

/**
 * jest globalSetup of the browser tests: starts the one chromium the files share, before any file
 * runs. Its address goes in an environment variable, which the workers jest starts afterwards inherit.
 */
export default async function globalSetup(): Promise<void> {
  const server = await launchSharedBrowser();
  process.env[BROWSER_ENDPOINT_VARIABLE] = server.wsEndpoint();
  (globalThis as { sharedBrowserServer?: typeof server }).sharedBrowserServer = server;
}
