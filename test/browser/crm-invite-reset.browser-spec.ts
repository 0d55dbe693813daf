import type { Page } from 'playwright-core';
import { ADMIN, createUser, signIn } from '../support/app';
import { ReceivedMail, SmtpTestServer } from '../mail/smtp-test-server';
import { BrowserEnv, expectNoSeriousViolations, openPage, saveScreenshot, startBrowserEnv } from './support';

const VIEWPORTS = [
  ['1280', { width: 1280, height: 800 }],
  ['375', { width: 375, height: 740 }],
] as const;

/** The set-password path of the link in an email (the link's own origin is PUBLIC_URL or the configured port, not this test server's). */
function setPasswordPathIn(mail: ReceivedMail): string {
  const match = /\/crm\/set-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text);
  if (!match) throw new Error(`no set-password link in: ${mail.text}`);
  return match[0];
}

async function signInOnPage(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/crm`, { timeout: 10000 });
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

describe('Back-office invitations and forgotten passwords', () => {
  let env: BrowserEnv;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    env = await startBrowserEnv({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await env.close();
    await smtp.close();
  });

  async function mailTo(to: string): Promise<ReceivedMail> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = smtp.messages.find((message) => message.envelopeTo.includes(to));
      if (found) {
        smtp.messages.splice(smtp.messages.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no email to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('an admin invites a user, who sets a password from the email and signs in', async () => {
    const { page, baseUrl } = env;
    await page.goto(`${baseUrl}/crm/login`);
    await signInOnPage(page, baseUrl, ADMIN.email, ADMIN.password);

    // Name, email and role are needed; the password is not.
    await page.goto(`${baseUrl}/crm/users/create`);
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('Please fill in all user details.').waitFor();
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Ivy Invited');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('ivy@test.local');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('User created successfully').waitFor();
    await page.getByText('An invitation to set a password has been emailed to ivy@test.local.').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'ivy@test.local' });
    await row.getByText('Invitation pending').waitFor();

    // Resending replaces the first link.
    const first = setPasswordPathIn(await mailTo('ivy@test.local'));
    await row.getByRole('button', { name: 'Resend invitation to Ivy Invited' }).click();
    await page.getByText('A new invitation has been emailed to ivy@test.local. The earlier link no longer works.').waitFor();
    const link = setPasswordPathIn(await mailTo('ivy@test.local'));
    expect(link).not.toBe(first);

    const { context, page: invited } = await openPage(env);
    await invited.goto(`${baseUrl}${first}`);
    await invited.getByText(/This link is not valid/).waitFor();
    await invited.goto(`${baseUrl}${link}`);
    await invited.getByRole('heading', { name: 'Set your password' }).waitFor();
    await invited.getByText('Welcome! Choose the password you will sign in with as ivy@test.local.').waitFor();
    await invited.getByLabel('New password', { exact: true }).fill('short');
    await invited.getByLabel('Confirm new password').fill('short');
    await invited.getByRole('button', { name: 'Set password' }).click();
    await invited.getByText('password must be at least 8 characters').waitFor();
    await invited.getByLabel('New password', { exact: true }).fill('ivy-password-1');
    await invited.getByLabel('Confirm new password').fill('ivy-password-2');
    await invited.getByRole('button', { name: 'Set password' }).click();
    await invited.getByText('The two passwords do not match.').waitFor();
    await invited.getByLabel('Confirm new password').fill('ivy-password-1');
    await invited.getByRole('button', { name: 'Set password' }).click();
    await invited.getByText('Your password has been set. You can now sign in with it.').waitFor();
    await invited.getByRole('link', { name: 'Sign in' }).click();
    await invited.waitForURL(/\/crm\/login/);
    await signInOnPage(invited, baseUrl, 'ivy@test.local', 'ivy-password-1');
    await context.close();

    await page.reload();
    await page.getByRole('row').filter({ hasText: 'ivy@test.local' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'ivy@test.local' }).getByText('Invitation pending').count()).toBe(0);
  });

  it('a user resets a forgotten password from the sign-in page and signs in with the new one', async () => {
    const adminCookie = await signIn(env.t, ADMIN.email, ADMIN.password);
    const user = await createUser(env.t, adminCookie, 'staff');
    const { context, page } = await openPage(env);
    await page.goto(`${env.baseUrl}/crm/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/crm\/forgot-password$/);
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/If an account exists for this email address, we have sent it a link/).waitFor();

    const link = setPasswordPathIn(await mailTo(user.email));
    await page.goto(`${env.baseUrl}${link}`);
    await page.getByText(`Choose a new password for ${user.email}. Setting it signs you out on every device.`).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm new password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password has been set. You can now sign in with it.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/crm\/login/);
    await signInOnPage(page, env.baseUrl, user.email, 'a-brand-new-password');
    await context.close();

    // The old password no longer works; the used link says so.
    await env.t.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    const { context: again, page: reopened } = await openPage(env);
    await reopened.goto(`${env.baseUrl}${link}`);
    await reopened.getByText('This link has already been used. Sign in, or ask for a new link.').waitFor();
    await again.close();
  });

  it.each(VIEWPORTS)('pictures the Forgot-password and Set-password screens at %s px, with no serious accessibility violation', async (name, viewport) => {
    const adminCookie = await signIn(env.t, ADMIN.email, ADMIN.password);
    const user = await createUser(env.t, adminCookie, 'staff');
    const { context, page } = await openPage(env, { viewport });
    await page.goto(`${env.baseUrl}/crm/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await expectNoSeriousViolations(page, `forgot password ${name}`);
    await saveScreenshot(page, `crm-forgot-password-${name}`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/If an account exists/).waitFor();
    await expectNoSeriousViolations(page, `forgot password sent ${name}`);
    await saveScreenshot(page, `crm-forgot-password-sent-${name}`);

    await page.goto(`${env.baseUrl}${setPasswordPathIn(await mailTo(user.email))}`);
    await page.getByLabel('New password', { exact: true }).waitFor();
    await expectNoSeriousViolations(page, `set password ${name}`);
    await saveScreenshot(page, `crm-set-password-${name}`);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('The two passwords do not match.').or(page.getByText('Required').first()).first().waitFor();
    await expectNoSeriousViolations(page, `set password errors ${name}`);
    await saveScreenshot(page, `crm-set-password-errors-${name}`);
    await context.close();
  });
});
