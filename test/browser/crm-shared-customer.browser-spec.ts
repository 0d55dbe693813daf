/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { CRM_TEST_ENV } from '../support/crm';
import { PartnerKey, SharedCustomerWorld, seedSharedCustomer } from '../support/shared-customer';
import { BrowserEnv, expectNoSeriousViolations, openPage, saveScreenshot, startBrowserEnv } from './support';

/**
 * Two partners on one customer, in the back-office: the customer applied with provider A and with
 * provider B. Each partner's customer detail shows its own lead, quotes, emails, calls and tasks,
 * and nothing of the competitor's (no email to its applicant, no price, no call, no task).
 */
const VIEWPORTS = [
  ['1280', { width: 1280, height: 800 }],
  ['375', { width: 375, height: 667 }],
] as const;

describe('A customer shared by two providers, as each partner sees it', () => {
  let env: BrowserEnv;
  let w: SharedCustomerWorld;
  /** A file staff attached to partner A's call on the shared customer: its name and download address. */
  let fileOfA: { fileName: string; url: string };

  beforeAll(async () => {
    env = await startBrowserEnv(CRM_TEST_ENV);
    w = await seedSharedCustomer(env.t);
    const detail = await env.t.http.get(`/api/crm/customers/${w.sharedCustomer}`).set('Cookie', w.admin.cookie).expect(200);
    const callA = (detail.body.activities as { id: number; subject: string }[]).find((activity) => activity.subject === w.A.callSubject)!;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    fileOfA = (
      await env.t.http
        .post(`/api/crm/activities/${callA.id}/attachments`)
        .set('Cookie', w.staff.cookie)
        .attach('file', pdf, 'partner-a-signed-form.pdf')
        .expect(201)
    ).body;
  }, 120_000);
  afterAll(() => env.close());

  async function openDetailAs(partner: PartnerKey, viewport: { width: number; height: number }): Promise<{ page: Page; close: () => Promise<void> }> {
    const { context, page } = await openPage(env, { viewport });
    const login = await context.request.post(`${env.baseUrl}/api/auth/login`, { data: { email: w[partner].email, password: w[partner].password } });
    expect(login.status()).toBe(200);
    await page.goto(`${env.baseUrl}/crm/customers/${w.sharedCustomer}`);
    await page.getByRole('heading', { level: 1, name: 'Shared Florist' }).waitFor();
    return { page, close: () => context.close() };
  }

  async function tabText(page: Page, name: 'Overview' | 'Communications' | 'Activity' | 'Actions'): Promise<string> {
    await page.getByRole('tab', { name }).click();
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: name }).waitFor();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { level: 2 }).first().waitFor();
    return panel.innerText();
  }

  it.each([
    ['A', 'B'],
    ['B', 'A'],
  ] as const)(
    "partner %s sees its own records on the shared customer and none of partner %s's",
    async (own, other) => {
      const { page, close } = await openDetailAs(`partner${own}`, VIEWPORTS[0][1]);
      const communications = await tabText(page, 'Communications');
      await page.getByRole('tabpanel').getByText(w[own].emailSubject).first().waitFor();
      expect(communications).not.toContain(w[other].emailSubject);
      expect(communications).not.toContain(w[other].applicantEmail!);
      const activity = await tabText(page, 'Activity');
      await page.getByRole('tabpanel').getByText(w[own].callSubject).first().waitFor();
      expect(activity).not.toContain(w[other].callSubject);
      expect(activity).not.toContain(w.platformNoteSubject);
      await page.getByRole('tab', { name: 'Actions' }).click();
      await page.getByText(`Partner ${own} follow-up`).first().waitFor();
      const everything = await page.locator('body').innerText();
      expect(everything).not.toContain(`Partner ${other}`);
      expect(everything).not.toContain(w[other].applicantEmail!);
      await close();
    },
    60_000,
  );

  it.each(VIEWPORTS)(
    "partner A's view has no serious violation at %s px and is pictured",
    async (name, viewport) => {
      const { page, close } = await openDetailAs('partnerA', viewport);
      for (const tab of ['Overview', 'Communications', 'Activity', 'Actions'] as const) {
        await tabText(page, tab);
        await expectNoSeriousViolations(page, `shared customer ${tab} ${name}`);
        await saveScreenshot(page, `crm-shared-customer-partner-a-${tab.toLowerCase()}-${name}`);
      }
      await close();
    },
    120_000,
  );

  it("lists partner A's attachment with a download link for partner A; partner B sees no trace of it and its address answers 404", async () => {
    const a = await openDetailAs('partnerA', VIEWPORTS[0][1]);
    await tabText(a.page, 'Activity');
    const link = a.page.getByRole('tabpanel').getByRole('link', { name: fileOfA.fileName });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(fileOfA.url);
    const download = await a.page.context().request.get(`${env.baseUrl}${fileOfA.url}`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    await a.close();

    const b = await openDetailAs('partnerB', VIEWPORTS[0][1]);
    const activity = await tabText(b.page, 'Activity');
    await b.page.getByRole('tabpanel').getByText(w.B.callSubject).first().waitFor();
    expect(activity).not.toContain(fileOfA.fileName);
    const refused = await b.page.context().request.get(`${env.baseUrl}${fileOfA.url}`);
    expect(refused.status()).toBe(404);
    await b.close();
  }, 60_000);

  it('partner C, whose provider was quoted but never chosen, gets the not-found screen', async () => {
    const { context, page } = await openPage(env, { viewport: VIEWPORTS[0][1] });
    await context.request.post(`${env.baseUrl}/api/auth/login`, { data: { email: w.partnerC.email, password: w.partnerC.password } });
    await page.goto(`${env.baseUrl}/crm/customers/${w.sharedCustomer}`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  }, 60_000);
});
