import { createHash } from 'node:crypto';
import { Email } from '../../src/mail/entities/email.entity';
import { AccountLinksService } from '../../src/users/account-links.service';
import { UserToken } from '../../src/users/entities/user-token.entity';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { fixClock } from '../support/crm';
import { ReceivedMail, SmtpTestServer } from '../mail/smtp-test-server';

const HOUR = 60 * 60_000;
const INVALID = 'This link is not valid. It may have been replaced by a newer one: use the most recent email, or ask for a new link.';
const EXPIRED = 'This link has expired. Ask for a new one.';
const USED = 'This link has already been used. Sign in, or ask for a new link.';
const RESET_ANSWER = {
  message: 'If an account exists for this email address, we have sent it a link to reset the password. The link expires in one hour.',
};
const RESET_LIMITED = 'Too many password reset requests. Please wait an hour and try again.';

/** The token of the set-password link in an email. */
function tokenIn(mail: ReceivedMail): string {
  const match = /\/crm\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no set-password link in: ${mail.text}`);
  return match[1];
}

let ipCounter = 0;
/** A client address of its own (the app trusts one proxy hop here), so per-IP limits of one test do not reach another. */
const freshIp = (): string => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};

describe('Invitations and password resets', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    t = await startApp({ SMTP_URL: smtp.url, TRUST_PROXY: '1' });
    admin = await signIn(t, ADMIN.email, ADMIN.password);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => jest.restoreAllMocks());

  /** The next email to `to` (waits for it). */
  async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
    let found: ReceivedMail | undefined;
    const deadline = Date.now() + 10_000;
    while (!found) {
      found = smtp.messages.find((m) => m.envelopeTo.includes(to) && subject.test(m.subject));
      if (found) break;
      if (Date.now() > deadline) throw new Error(`no email to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    smtp.messages.splice(smtp.messages.indexOf(found), 1);
    return found;
  }

  const invite = (email: string, name = 'Ivy Invited') => t.http.post('/api/crm/users').set('Cookie', admin).send({ name, email, role: 'staff' });
  const check = (token: string) => t.http.post('/api/auth/set-password/check').set('X-Forwarded-For', freshIp()).send({ token });
  const setPassword = (token: string, password: string) => t.http.post('/api/auth/set-password').set('X-Forwarded-For', freshIp()).send({ token, password });
  const askReset = (email: string, ip = freshIp()) => t.http.post('/api/auth/password-reset').set('X-Forwarded-For', ip).send({ email });
  const login = (email: string, password: string) => t.http.post('/api/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password });
  const tokensOf = (userId: number) => t.dataSource.getRepository(UserToken).findBy({ userId });

  it('emails an invitation to a user created without a password, who sets one and signs in', async () => {
    const created = await invite('ivy@test.local').expect(201);
    expect(created.body).toMatchObject({ email: 'ivy@test.local', invitationPending: true, isActive: true });
    const mail = await mailTo('ivy@test.local', /invited/);
    expect(mail.subject).toMatch(/^You have been invited to the .+ back-office$/);
    expect(mail.text).toMatch(/Hi Ivy Invited,/);
    expect(mail.text).toMatch(/expires after 72 hours/);
    // No PUBLIC_URL: the link goes to this server's back-office.
    expect(mail.text).toMatch(/http:\/\/localhost:\d+\/crm\/set-password\?token=[A-Za-z0-9_-]{43}/);
    const token = tokenIn(mail);

    // The token only travels in the email: not in the answer, not in plain in the database.
    expect(JSON.stringify(created.body)).not.toContain(token);
    const [row] = await tokensOf(created.body.id);
    expect(row).toMatchObject({ purpose: 'invite', usedAt: null, tokenHash: createHash('sha256').update(token).digest('hex') });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(72 * HOUR - 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(72 * HOUR + 1000);
    const stored = await t.dataSource.getRepository(Email).findBy({ recipient: 'ivy@test.local' });
    expect(stored.map((email) => email.content).join()).not.toContain(token);

    // Invited, the user cannot sign in yet, and the list says so.
    await login('ivy@test.local', 'anything-at-all').expect(401);
    const list = await t.http
      .get('/api/crm/users')
      .query({ filter: JSON.stringify({ q: 'ivy@' }) })
      .set('Cookie', admin)
      .expect(200);
    expect(list.body).toEqual([expect.objectContaining({ email: 'ivy@test.local', invitationPending: true })]);

    expect((await check(token).expect(200)).body).toEqual({ purpose: 'invite', email: 'ivy@test.local', expiresAt: row.expiresAt.toISOString() });
    const set = await setPassword(token, 'ivy-password-1').expect(200);
    expect(set.body).toEqual({ success: true, purpose: 'invite', email: 'ivy@test.local' });
    await login('ivy@test.local', 'ivy-password-1').expect(200);
    expect((await t.http.get(`/api/crm/users/${created.body.id}`).set('Cookie', admin).expect(200)).body.invitationPending).toBe(false);
  });

  it('keeps creating a user with a password as before: no invitation, signs in at once', async () => {
    const before = smtp.messages.length;
    const user = await createUser(t, admin, 'staff');
    expect((await t.http.get(`/api/crm/users/${user.id}`).set('Cookie', admin).expect(200)).body.invitationPending).toBe(false);
    await user.cookie();
    await t.app.get(AccountLinksService).idle();
    expect(smtp.messages.length).toBe(before);
    expect(await tokensOf(user.id)).toEqual([]);
  });

  it('holds the new password to the password rule', async () => {
    await invite('rules@test.local').expect(201);
    const token = tokenIn(await mailTo('rules@test.local', /invited/));
    const short = await setPassword(token, 'short').expect(400);
    expect(short.body.message).toEqual(['password must be at least 8 characters']);
    const long = await setPassword(token, 'x'.repeat(201)).expect(400);
    expect(long.body.message).toEqual(['password must be shorter than or equal to 200 characters']);
    const missing = await t.http.post('/api/auth/set-password').send({ token }).expect(400);
    expect(missing.body.message).toContain('password must be at least 8 characters');
    // The refusals did not use the link up.
    await setPassword(token, 'rules-password-1').expect(200);
  });

  it('uses a link once, and refuses unknown or malformed tokens with 400, never 500', async () => {
    await invite('once@test.local').expect(201);
    const token = tokenIn(await mailTo('once@test.local', /invited/));
    await setPassword(token, 'once-password-1').expect(200);
    expect((await setPassword(token, 'once-password-2').expect(410)).body).toEqual({ statusCode: 410, message: USED, error: 'Gone' });
    expect((await check(token).expect(410)).body.message).toBe(USED);
    await login('once@test.local', 'once-password-1').expect(200);
    await login('once@test.local', 'once-password-2').expect(401);

    for (const bad of ['x'.repeat(43), 'not a token', `${token.slice(0, 42)}!`]) {
      expect((await setPassword(bad, 'whatever-password').expect(400)).body.message).toBe(INVALID);
      expect((await check(bad).expect(400)).body.message).toBe(INVALID);
    }
    expect((await t.http.post('/api/auth/set-password').send({ token: '', password: 'whatever-password' }).expect(400)).body.message).toEqual([
      'token is required',
    ]);
  });

  it('lets an invitation expire after 72 hours', async () => {
    const start = Date.now();
    fixClock(t, new Date(start).toISOString());
    await invite('late@test.local').expect(201);
    const token = tokenIn(await mailTo('late@test.local', /invited/));
    fixClock(t, new Date(start + 72 * HOUR - 60_000).toISOString());
    await check(token).expect(200);
    fixClock(t, new Date(start + 72 * HOUR + 1000).toISOString());
    expect((await check(token).expect(410)).body.message).toBe(EXPIRED);
    expect((await setPassword(token, 'late-password-1').expect(410)).body).toEqual({ statusCode: 410, message: EXPIRED, error: 'Gone' });
  });

  it('resends an invitation: the new link works and the older one no longer does', async () => {
    const created = await invite('again@test.local').expect(201);
    const first = tokenIn(await mailTo('again@test.local', /invited/));
    const resent = await t.http.post(`/api/crm/users/${created.body.id}/invitation`).set('Cookie', admin).expect(201);
    expect(resent.body).toEqual({ email: 'again@test.local', expiresAt: expect.any(String) });
    const second = tokenIn(await mailTo('again@test.local', /invited/));
    expect(second).not.toBe(first);
    expect(JSON.stringify(resent.body)).not.toContain(second);
    expect((await check(first).expect(400)).body.message).toBe(INVALID);
    await setPassword(second, 'again-password-1').expect(200);

    // Once the password is set there is nothing to resend; an unknown user is 404; staff may not.
    const conflict = await t.http.post(`/api/crm/users/${created.body.id}/invitation`).set('Cookie', admin).expect(409);
    expect(conflict.body.message).toBe('This user has already set a password: there is no invitation to send.');
    await t.http.post('/api/crm/users/999999/invitation').set('Cookie', admin).expect(404);
    const staff = await (await createUser(t, admin, 'staff')).cookie();
    await t.http.post(`/api/crm/users/${created.body.id}/invitation`).set('Cookie', staff).expect(403);
  });

  it("deletes a user's links with the user", async () => {
    const created = await invite('gone@test.local').expect(201);
    const token = tokenIn(await mailTo('gone@test.local', /invited/));
    expect(await tokensOf(created.body.id)).toHaveLength(1);
    await t.http.delete(`/api/crm/users/${created.body.id}`).set('Cookie', admin).expect(200);
    expect(await tokensOf(created.body.id)).toEqual([]);
    expect((await check(token).expect(400)).body.message).toBe(INVALID);
  });

  it('resets a forgotten password: one-hour link, the new password signs in, every session ends', async () => {
    const user = await createUser(t, admin, 'staff');
    const [first, second] = [await user.cookie(), await user.cookie()];
    const res = await askReset(` ${user.email.toUpperCase()} `).expect(202);
    expect(res.body).toEqual(RESET_ANSWER);
    const mail = await mailTo(user.email, /Reset your/);
    expect(mail.text).toMatch(/expires after one hour/);
    const token = tokenIn(mail);
    expect(JSON.stringify(res.body)).not.toContain(token);
    const [row] = await tokensOf(user.id);
    expect(row.purpose).toBe('reset');
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(HOUR + 1000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(HOUR - 60_000);

    // Asking does not change anything by itself.
    await t.http.get('/api/crm/auth/user').set('Cookie', first).expect(200);
    expect((await check(token).expect(200)).body).toMatchObject({ purpose: 'reset', email: user.email });
    expect((await setPassword(token, 'brand-new-password').expect(200)).body).toEqual({ success: true, purpose: 'reset', email: user.email });
    for (const cookie of [first, second]) await t.http.get('/api/crm/auth/user').set('Cookie', cookie).expect(401);
    await login(user.email, user.password).expect(401);
    await login(user.email, 'brand-new-password').expect(200);
    expect((await setPassword(token, 'another-password').expect(410)).body.message).toBe(USED);
  });

  it('lets a reset link expire after one hour', async () => {
    const user = await createUser(t, admin, 'staff');
    const start = Date.now();
    fixClock(t, new Date(start).toISOString());
    await askReset(user.email).expect(202);
    const token = tokenIn(await mailTo(user.email, /Reset your/));
    fixClock(t, new Date(start + HOUR + 1000).toISOString());
    expect((await setPassword(token, 'too-late-password').expect(410)).body.message).toBe(EXPIRED);
    jest.restoreAllMocks();
    await login(user.email, user.password).expect(200);
  });

  it('answers an unknown or inactive address exactly as a known one, and sends nothing', async () => {
    const inactive = await createUser(t, admin, 'staff');
    await t.http.patch(`/api/crm/users/${inactive.id}`).set('Cookie', admin).send({ isActive: false }).expect(200);
    const before = smtp.messages.length;
    const tokensBefore = await t.dataSource.getRepository(UserToken).count();
    for (const email of ['nobody@test.local', inactive.email]) {
      const res = await askReset(email).expect(202);
      expect(res.body).toEqual(RESET_ANSWER);
    }
    await t.app.get(AccountLinksService).idle();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.length).toBe(before);
    expect(await t.dataSource.getRepository(UserToken).count()).toBe(tokensBefore);
    // A malformed address is refused, as any request field is.
    expect((await askReset('not-an-email').expect(400)).body.message).toEqual(['email must be a valid email address']);
  });

  it('limits reset requests per address (3 an hour), known or not, whatever the IP', async () => {
    const user = await createUser(t, admin, 'staff');
    for (const email of [user.email, 'stranger@test.local']) {
      for (let i = 0; i < 3; i += 1) await askReset(i === 1 ? email.toUpperCase() : email).expect(202);
      const refused = await askReset(email).expect(429);
      expect(refused.body).toEqual({ statusCode: 429, message: RESET_LIMITED, error: 'Too Many Requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    }
    await askReset('someone-else@test.local').expect(202);
    await t.app.get(AccountLinksService).idle();
    // The three accepted requests for the user each sent a link, each replacing the one before.
    const links = (await tokensOf(user.id)).filter((row) => row.usedAt === null);
    expect(links).toHaveLength(1);
  });

  it('limits reset requests per IP (20 an hour)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) await askReset(`visitor${i}@test.local`, ip).expect(202);
    const refused = await askReset('visitor20@test.local', ip).expect(429);
    expect(refused.body.message).toBe(RESET_LIMITED);
    // Another client is not held back, and sign-in is not touched.
    await askReset('visitor20@test.local').expect(202);
    await t.http.post('/api/auth/login').set('X-Forwarded-For', ip).send(ADMIN).expect(200);
  });
});
