/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { isMysql } from '../../src/database/engine';
import { ADMIN, signIn } from '../support/app';
import { TEST_ENV } from '../customers/customer-fixtures';
import { BrowserEnv, expectNoSeriousViolations, openPage, saveScreenshot, startBrowserEnv } from './support';

// The benchmark's seed (plain JavaScript): customers "Bench Business N", one lead each (statuses in
// turn: created, quoted, applied, closed), whose email is at bench.example.co.uk.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { seedCrm } = require('../../bench/crm-seed') as {
  seedCrm(query: (sql: string, params?: unknown[]) => Promise<unknown>, options: Record<string, unknown>): Promise<unknown>;
};

/** Enough for each of the board's four status columns to hold more than 100. */
const CUSTOMERS = 480;

/**
 * A search matching more than 100 customers has no exact total (the server counts to 100, or to
 * the page's end): the list says "of more than 100" and still pages on; a search of fewer says its
 * exact total; the board's columns say "100+".
 */
describe('A customer search of many', () => {
  let env: BrowserEnv;

  const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

  beforeAll(async () => {
    env = await startBrowserEnv(TEST_ENV);
    const adminId = Number(((await env.t.dataSource.query('SELECT id FROM crm_users WHERE email = ?', [ADMIN.email])) as Array<{ id: number }>)[0].id);
    await seedCrm((sql, params = []) => env.t.dataSource.query(sql, params), { customers: CUSTOMERS, tasks: 0, adminId, isMysql: isMysql(env.t.dataSource) });
    await signIn(env.t, ADMIN.email, ADMIN.password);
  }, 120_000);
  afterAll(() => env?.close());

  it('pages through "more than 100" on the list, and gives a narrower search its exact total', async () => {
    const { context, page } = await openPage(env, { viewport: { width: 1280, height: 800 } });
    expect((await context.request.post(`${env.baseUrl}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
    await page.goto(`${env.baseUrl}/crm/customers`);
    await page.getByText(`1-25 of ${CUSTOMERS}`).waitFor();

    await search(page).fill('bench');
    await page.getByText('1-25 of more than 100').waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText('26-50 of more than 100').waitFor();
    await page.getByRole('cell', { name: 'Bench Business', exact: false }).first().waitFor();
    await expectNoSeriousViolations(page, 'customer search of many, 1280 px');
    await saveScreenshot(page, 'crm-customers-search-of-many-1280');

    // "Bench Business 99" and 990 to 999 do not exist here (480 customers): 99 and the emails ending 99@.
    await search(page).fill('business 99');
    const exact = page.getByText(/^1-\d+ of \d+$/);
    await exact.waitFor();
    const [shown, total] = ((await exact.textContent()) ?? '')
      .match(/^1-(\d+) of (\d+)$/)!
      .slice(1)
      .map(Number);
    expect(shown).toBe(total);
    expect(total).toBeLessThanOrEqual(100);
    await context.close();
  });

  it('says "more than 100" on a phone too, where the list is cards', async () => {
    const { context, page } = await openPage(env, { viewport: { width: 375, height: 667 } });
    expect((await context.request.post(`${env.baseUrl}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
    await page.goto(`${env.baseUrl}/crm/customers?filter=${encodeURIComponent(JSON.stringify({ q: 'bench' }))}`);
    await page.getByText('1-25 of more than 100').waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText('26-50 of more than 100').waitFor();
    await expectNoSeriousViolations(page, 'customer search of many, 375 px');
    await saveScreenshot(page, 'crm-customers-search-of-many-375');
    await context.close();
  });

  it('shows "100+" on each board column of a search of many, and loads more of it', async () => {
    const { context, page } = await openPage(env, { viewport: { width: 1280, height: 800 } });
    expect((await context.request.post(`${env.baseUrl}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
    await page.goto(`${env.baseUrl}/crm/customers/pipeline?filter=${encodeURIComponent(JSON.stringify({ q: 'bench' }))}`);
    const created = page.getByRole('region', { name: 'Created', exact: true });
    await created.getByLabel('Created, more than 100 leads').waitFor();
    expect(await created.getByText('100+').count()).toBe(1);
    await created.getByText('Showing 50 of more than 100').waitFor();
    await expectNoSeriousViolations(page, 'pipeline board, search of many');
    await saveScreenshot(page, 'crm-pipeline-search-of-many-1280');
    await created.getByRole('button', { name: 'Load more' }).click();
    // 120 created leads: the second page of 50 ends at 100, still short of the last.
    await created.getByText('Showing 100 of more than 100').waitFor();
    await created.getByRole('button', { name: 'Load more' }).click();
    // The third page is the last: its count is exact, and there is no more to load.
    await created.getByLabel(`Created, ${CUSTOMERS / 4} leads`).waitFor();
    expect(await created.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await context.close();
  });
});
