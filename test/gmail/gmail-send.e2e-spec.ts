import nock from 'nock';
import { Repository } from 'typeorm';
import { GoogleIntegration } from '../../src/gmail/entities/google-integration.entity';
import { TokenCipher } from '../../src/gmail/token-cipher';
import { Email } from '../../src/mail/entities/email.entity';
import { ReceivedMail, SmtpTestServer, waitFor } from '../mail/smtp-test-server';
import { CrmActor, CrmWorld, startCrmWorld } from '../support/crm';
import {
  blockTheInternet,
  releaseTheInternet,
  expectCodeExchange,
  expectGmailSend,
  expectRefresh,
  expectRevoke,
  GOOGLE_ENV,
  grantedTokens,
  startedFrom,
} from './google-stand-in';

describe('Sending through Gmail: test email, token refresh, customer emails, disconnect (Google stood in by nock)', () => {
  let smtp: SmtpTestServer;
  let w: CrmWorld;
  let emails: Repository<Email>;
  let integrations: Repository<GoogleIntegration>;
  const cipher = new TokenCipher(GOOGLE_ENV.ENCRYPTION_KEY);

  /** Connects `actor`'s Gmail through the real consent flow (auth-url, then Google's redirect to the callback). */
  async function connect(actor: CrmActor, googleEmail: string, accessToken: string, refreshToken: string): Promise<void> {
    const res = await w.t.http.get('/api/crm/gmail/auth-url').set('Cookie', actor.cookie).expect(200);
    const started = startedFrom(res.body.authUrl, res.headers['set-cookie']);
    const google = expectCodeExchange('the-code', started.codeChallenge, { body: grantedTokens(googleEmail, accessToken, refreshToken) });
    await w.t.http.get('/api/crm/gmail/callback').query({ state: started.state, code: 'the-code' }).set('Cookie', started.browserCookie).expect(200);
    google.done();
  }
  const storedAccessToken = async (userId: number): Promise<string> => {
    const row = await integrations.createQueryBuilder('g').addSelect('g.accessToken').where('g.crmUserId = :userId', { userId }).getOneOrFail();
    return cipher.decrypt(row.accessToken ?? '', `google_integrations:${userId}:accessToken`);
  };
  const sendToCustomer = (actor: CrmActor, recipient: string) =>
    w.t.http.post('/api/crm/emails/send').set('Cookie', actor.cookie).send({
      businessProfileId: w.ownCustomer,
      recipient,
      subject: 'Your terminal, {{businessName}}',
      content: 'Hello from {{senderName}} about {{businessName}}.',
    });

  beforeAll(async () => {
    blockTheInternet();
    smtp = await SmtpTestServer.start();
    w = await startCrmWorld({ ...GOOGLE_ENV, SMTP_URL: smtp.url });
    emails = w.t.dataSource.getRepository(Email);
    integrations = w.t.dataSource.getRepository(GoogleIntegration);
    await connect(w.staff, 'staff.person@gmail.com', 'ya29.first-access', '1//staff-refresh');
  });
  afterEach(() => nock.cleanAll());
  afterAll(async () => {
    await w.t.close();
    await smtp.close();
    releaseTheInternet();
  });

  it("sends the test email to the user's own Google address through the Gmail API", async () => {
    const inbox: ReceivedMail[] = [];
    const gmail = expectGmailSend('ya29.first-access', inbox);
    const res = await w.t.http.post('/api/crm/gmail/test').set('Cookie', w.staff.cookie).expect(200);
    expect(res.body).toEqual({ success: true, error: null, sentTo: 'staff.person@gmail.com' });
    gmail.done();
    expect(inbox[0].headers.to).toBe('staff.person@gmail.com');
    expect(inbox[0].headers.from).toMatch(/^staff user \d+ <staff\.person@gmail\.com>$/);
    expect(inbox[0].subject).toBe('Merchant Compare: Gmail test email');
    expect(inbox[0].text).toContain('sent through your Gmail account');
  });

  it('refreshes an expired access token through Google, stores the new one encrypted, and sends with it', async () => {
    await integrations.update({ crmUserId: w.staff.id }, { expiresAt: new Date(Date.now() - 60_000) });
    const refresh = expectRefresh('1//staff-refresh', {
      body: { access_token: 'ya29.refreshed-access', expires_in: 3599, scope: 'openid https://www.googleapis.com/auth/gmail.send', token_type: 'Bearer' },
    });
    const inbox: ReceivedMail[] = [];
    const gmail = expectGmailSend('ya29.refreshed-access', inbox);
    expect((await w.t.http.post('/api/crm/gmail/test').set('Cookie', w.staff.cookie).expect(200)).body.success).toBe(true);
    refresh.done();
    gmail.done();
    const [row] = await w.t.dataSource.query('SELECT * FROM google_integrations WHERE crmUserId = ?', [w.staff.id]);
    expect(JSON.stringify(row)).not.toContain('refreshed-access');
    expect(JSON.stringify(row)).not.toContain('staff-refresh');
    expect(await storedAccessToken(w.staff.id)).toBe('ya29.refreshed-access');
    expect((await integrations.findOneByOrFail({ crmUserId: w.staff.id })).expiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it("sends a connected user's customer email through Gmail, with the right To, Subject and body, and never by SMTP", async () => {
    const inbox: ReceivedMail[] = [];
    const gmail = expectGmailSend('ya29.refreshed-access', inbox);
    const res = await sendToCustomer(w.staff, 'owner@bakery.example.co.uk').expect(201);
    expect(res.body).toMatchObject({ via: 'gmail', status: 'queued', sentByCrmUserId: w.staff.id, subject: 'Your terminal, Partner Own Bakery' });
    await waitFor(async () => (await emails.findOneByOrFail({ id: res.body.id })).status === 'sent', 10_000, 'the Gmail email to be sent');
    gmail.done();
    expect(inbox).toHaveLength(1);
    expect(inbox[0].headers.to).toBe('owner@bakery.example.co.uk');
    expect(inbox[0].subject).toBe('Your terminal, Partner Own Bakery');
    expect(inbox[0].headers.from).toContain('<staff.person@gmail.com>');
    expect(inbox[0].text.trimEnd()).toMatch(/^Hello from staff user \d+ about Partner Own Bakery\.$/);
    expect(inbox[0].headers['message-id']).toMatch(new RegExp(`^<email-${res.body.id}-\\d+@example\\.co\\.uk>$`));
    expect(smtp.messages.filter((m) => m.envelopeTo.includes('owner@bakery.example.co.uk'))).toHaveLength(0);
    const detail = (await w.t.http.get(`/api/crm/customers/${w.ownCustomer}`).set('Cookie', w.staff.cookie).expect(200)).body;
    expect(detail.activities[0].emailData).toMatchObject({ emailId: res.body.id, via: 'gmail' });
  });

  it('fails a Gmail email for good when Google refuses the refresh token, and forgets the tokens', async () => {
    await connect(w.admin, 'admin.person@gmail.com', 'ya29.admin-access', '1//admin-refresh');
    await integrations.update({ crmUserId: w.admin.id }, { expiresAt: new Date(Date.now() - 60_000) });
    const refresh = expectRefresh('1//admin-refresh', {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    });
    const res = await sendToCustomer(w.admin, 'revoked@example.co.uk').expect(201);
    expect(res.body.via).toBe('gmail');
    await waitFor(async () => (await emails.findOneByOrFail({ id: res.body.id })).status === 'failed', 10_000, 'the email to fail');
    refresh.done();
    expect(await emails.findOneByOrFail({ id: res.body.id })).toMatchObject({
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      lastError: expect.stringMatching(/connect Gmail again/),
    });
    expect((await w.t.http.get('/api/crm/gmail/status').set('Cookie', w.admin.cookie).expect(200)).body).toMatchObject({
      isAuthorized: false,
      hasGmailScope: false,
    });
    expect(smtp.messages.filter((m) => m.envelopeTo.includes('revoked@example.co.uk'))).toHaveLength(0);
  });

  it('answers {success:false, error} for a test email when Gmail is not connected or Google refuses it', async () => {
    expect((await w.t.http.post('/api/crm/gmail/test').set('Cookie', w.partner.cookie).expect(200)).body).toEqual({
      success: false,
      error: 'Gmail is not connected: connect it first',
      sentTo: null,
    });
    const gmail = nock('https://gmail.googleapis.com')
      .post('/gmail/v1/users/me/messages/send')
      .reply(400, { error: { code: 400, message: 'Invalid To header' } });
    const res = await w.t.http.post('/api/crm/gmail/test').set('Cookie', w.staff.cookie).expect(200);
    gmail.done();
    expect(res.body).toMatchObject({ success: false, sentTo: null });
    expect(res.body.error).toMatch(/Invalid To header/);
  });

  it('disconnects: revokes the authorization at Google and deletes the tokens; customer emails then go by SMTP', async () => {
    const revoke = expectRevoke('1//staff-refresh');
    expect((await w.t.http.delete('/api/crm/gmail').set('Cookie', w.staff.cookie).expect(200)).body).toEqual({ success: true, revoked: true });
    revoke.done();
    expect(await integrations.findOneBy({ crmUserId: w.staff.id })).toBeNull();
    expect((await w.t.http.get('/api/crm/gmail/status').set('Cookie', w.staff.cookie).expect(200)).body).toMatchObject({ isAuthorized: false, email: null });
    const res = await sendToCustomer(w.staff, 'after.disconnect@example.co.uk').expect(201);
    expect(res.body.via).toBe('smtp');
    await waitFor(() => smtp.messages.some((m) => m.envelopeTo.includes('after.disconnect@example.co.uk')), 10_000, 'the SMTP email');
    expect((await w.t.http.delete('/api/crm/gmail').set('Cookie', w.staff.cookie).expect(200)).body).toEqual({ success: true, revoked: false });
  });
});
