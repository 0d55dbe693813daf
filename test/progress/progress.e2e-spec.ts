import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Repository } from 'typeorm';
import { SavedProgress } from '../../src/progress/entities/saved-progress.entity';
import { APP_CONFIG } from '../../src/config/config.module';
import type { AppConfig } from '../../src/config/env';
import { EXAMPLE_COMPANY } from '../../src/config/company';
import { Email } from '../../src/mail/entities/email.entity';
import { EmailTemplate } from '../../src/mail/entities/email-template.entity';
import { Clock } from '../../src/common/clock/clock';
import { ProgressCleanupJob } from '../../src/progress/progress-cleanup.job';
import { ProgressService } from '../../src/progress/progress.service';
import { hashSecret } from '../../src/common/secrets/single-use-secret';
import { ADMIN, signIn, startApp, TestApp } from '../support/app';
import { createProfile, Visitor } from '../support/visitor';
import { parseMessage, SmtpTestServer, waitFor } from '../mail/smtp-test-server';

const STATE = {
  currentStep: 3,
  businessData: { businessType: 'retail', businessName: 'Corner Shop Ltd', monthlyTurnover: 10000, cardTypes: ['standard_cards', 'amex'] },
  calculatedPricing: null,
  isExisting: false,
};
const NOT_FOUND = 'This saved progress link has expired or does not exist';
const DAY = 24 * 60 * 60_000;

/** Opens an emailed link the way the wizard does (POST /api/progress/resume). */
function resume(t: TestApp, token: string) {
  return t.http.post('/api/progress/resume').send({ token });
}

function tokenIn(text: string): string {
  const match = /\/comparison-tool\?resume=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error('no resume link in the email');
  return match[1];
}

describe('Save Progress (anonymous visitor)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let saved: Repository<SavedProgress>;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    t = await startApp({ SMTP_URL: smtp.url, RATE_LIMIT_PUBLIC: '1000' });
    saved = t.dataSource.getRepository(SavedProgress);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  async function saveAndReceive(email: string, state: object = STATE): Promise<{ token: string; text: string; expiresAt: string }> {
    const before = smtp.messages.length;
    const res = await t.http.post('/api/progress').send({ email, state }).expect(201);
    const messages = await smtp.waitForMessages(before + 1);
    const text = messages[messages.length - 1].text;
    return { token: tokenIn(text), text, expiresAt: res.body.expiresAt };
  }

  it('saves, answers 201 without the token, and emails a link that resumes the state', async () => {
    const res = await t.http.post('/api/progress').send({ email: ' Jane@Example.co.uk ', state: STATE }).expect(201);
    expect(res.body).toEqual({ success: true, expiresAt: expect.any(String) });
    const expiresIn = new Date(res.body.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(30 * DAY - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * DAY);

    const [message] = await smtp.waitForMessages(1);
    expect(message.envelopeTo).toEqual(['jane@example.co.uk']);
    expect(message.subject).toBe('Continue your card payment comparison');
    expect(message.text).toMatch(/Use this link to continue where you left off:/);
    // no COMPANY_* variables outside production: the example company's phone and email
    expect(message.text).toContain(EXAMPLE_COMPANY.phone);
    expect(message.text).toContain(EXAMPLE_COMPANY.email);
    expect(message.text).not.toMatch(/\{\{|\}\}/);
    // no PUBLIC_URL: the link is built from the request's protocol and Host header
    const host = res.request.url.replace(/^http:\/\/([^/]+)\/.*$/, '$1');
    expect(message.text).toContain(`http://${host}/comparison-tool?resume=`);
    const token = tokenIn(message.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(res.body)).not.toContain(token);

    const resumed = await resume(t, token).expect(200);
    expect(resumed.body).toEqual({ state: STATE, sessionId: null, expiresAt: res.body.expiresAt });
    expect(JSON.stringify(resumed.body)).not.toMatch(/jane@example/i);

    // the database keeps only a hash of the token
    const row = await saved.findOneByOrFail({ token: hashSecret(token) });
    expect(row.email).toBe('jane@example.co.uk');
    expect(await saved.countBy({ token })).toBe(0);
  });

  it('builds the link from the Host header the visitor used', async () => {
    const before = smtp.messages.length;
    await t.http.post('/api/progress').set('Host', 'compare.example.co.uk').send({ email: 'host@example.co.uk', state: STATE }).expect(201);
    const messages = await smtp.waitForMessages(before + 1);
    expect(messages[messages.length - 1].text).toMatch(/http:\/\/compare\.example\.co\.uk\/comparison-tool\?resume=[A-Za-z0-9_-]{43}/);
  });

  it('gives each save its own link', async () => {
    const a = await saveAndReceive('twice@example.co.uk', { currentStep: 1 });
    const b = await saveAndReceive('twice@example.co.uk', { currentStep: 2 });
    expect(a.token).not.toBe(b.token);
    expect((await resume(t, a.token).expect(200)).body.state).toEqual({ currentStep: 1 });
    expect((await resume(t, b.token).expect(200)).body.state).toEqual({ currentStep: 2 });
  });

  it.each([
    ['missing', { state: STATE }],
    ['empty', { email: '', state: STATE }],
    ['blank', { email: '   ', state: STATE }],
    ['null', { email: null, state: STATE }],
  ])('answers 400 "Email required" when the email is %s', async (_case, body) => {
    const res = await t.http.post('/api/progress').send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: ['Email required'], error: 'Bad Request' });
  });

  it.each([
    ['no @', 'not-an-email'],
    ['no domain', 'jane@'],
    ['no top-level domain', 'jane@example'],
    ['two addresses', 'a@b.co.uk, c@d.co.uk'],
    ['over 254 characters', `${'x'.repeat(250)}@example.co.uk`],
  ])('answers 400 "Please enter a valid email address" for an address with %s', async (_case, email) => {
    const res = await t.http.post('/api/progress').send({ email, state: STATE }).expect(400);
    expect(res.body.message).toEqual(['Please enter a valid email address']);
  });

  it('requires the state to be a JSON object of at most 64 KB, and refuses unknown fields', async () => {
    for (const state of [undefined, null, 'text', 42, [1, 2]]) {
      const res = await t.http.post('/api/progress').send({ email: 'state@example.co.uk', state }).expect(400);
      expect(res.body.message).toEqual(['state must be a JSON object']);
    }
    const tooLarge = await t.http
      .post('/api/progress')
      .send({ email: 'state@example.co.uk', state: { notes: 'x'.repeat(70_000) } })
      .expect(400);
    expect(tooLarge.body.message).toEqual(['Saved progress is too large (at most 64 KB)']);
    const unknown = await t.http.post('/api/progress').send({ email: 'state@example.co.uk', state: STATE, token: 'mine' }).expect(400);
    await resume(t, '').expect(400);
    expect(unknown.body.message).toEqual(['property token should not exist']);
    expect(await saved.countBy({ email: 'state@example.co.uk' })).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('keeps a state just under the limit intact, including non-ASCII text', async () => {
    const state = { notes: `£ café ${'y'.repeat(60_000)}`, nested: { list: [1, 'two', { three: true }] } };
    const { token } = await saveAndReceive('big@example.co.uk', state);
    expect((await resume(t, token).expect(200)).body.state).toEqual(state);
  });

  it('answers 404 for unknown and malformed tokens', async () => {
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(64), '../../etc']) {
      const res = await resume(t, token).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: NOT_FOUND, error: 'Not Found' });
    }
  });

  it('answers 404 once the link has expired, and the daily clean-up deletes only expired rows', async () => {
    const old = await saveAndReceive('old@example.co.uk', { currentStep: 4 });
    const fresh = await saveAndReceive('fresh@example.co.uk', { currentStep: 5 });
    await saved.update({ token: hashSecret(old.token) }, { expiresAt: new Date(Date.now() - 1000) });

    const res = await resume(t, old.token).expect(404);
    expect(res.body.message).toBe(NOT_FOUND);
    await resume(t, fresh.token).expect(200);

    expect(await t.app.get(ProgressService).deleteExpired()).toBe(1);
    expect(await saved.countBy({ token: hashSecret(old.token) })).toBe(0);
    expect(await saved.countBy({ token: hashSecret(fresh.token) })).toBe(1);
  });

  it('limits the emails one address can be sent to 10 an hour', async () => {
    for (let i = 0; i < 10; i += 1) {
      await t.http.post('/api/progress').send({ email: 'flood@example.co.uk', state: { i } }).expect(201);
    }
    const res = await t.http
      .post('/api/progress')
      .send({ email: 'Flood@example.co.uk', state: { i: 10 } })
      .expect(429);
    expect(res.body.message).toBe('Too many save requests for this email address. Please try again later.');
    expect(await saved.countBy({ email: 'flood@example.co.uk' })).toBe(10); // nothing kept for the refused save
    await t.http.post('/api/progress').send({ email: 'other@example.co.uk', state: {} }).expect(201);
    await smtp.waitForMessages(11);
    expect(smtp.messages.filter((m) => m.envelopeTo[0] === 'flood@example.co.uk')).toHaveLength(10);
  });

  it('answers 503 and keeps nothing when an admin has switched the email off', async () => {
    const templates = t.dataSource.getRepository(EmailTemplate);
    await templates.update({ name: 'save-progress' }, { isActive: false });
    try {
      const res = await t.http.post('/api/progress').send({ email: 'nomail@example.co.uk', state: STATE }).expect(503);
      expect(res.body.message).toBe('Saving your progress by email is not available at the moment.');
      expect(await saved.countBy({ email: 'nomail@example.co.uk' })).toBe(0);
    } finally {
      await templates.update({ name: 'save-progress' }, { isActive: true });
    }
  });

  it('the daily clean-up job, run when a link has passed its 30 days, deletes it', async () => {
    const { token } = await saveAndReceive('later@example.co.uk', { currentStep: 2 });
    const clock = t.app.get(Clock);
    const now = jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 29 * DAY));
    await t.app.get(ProgressCleanupJob).run();
    expect(await saved.countBy({ token: hashSecret(token) })).toBe(1);
    now.mockReturnValue(new Date(Date.now() + 31 * DAY));
    await t.app.get(ProgressCleanupJob).run();
    expect(await saved.countBy({ token: hashSecret(token) })).toBe(0);
    now.mockRestore();
  });
});

describe('Save Progress of a business profile: the owner secret (anonymous visitor)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    t = await startApp({ SMTP_URL: smtp.url, RATE_LIMIT_PUBLIC: '1000' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const stateOf = (visitor: Visitor) => ({ currentStep: 3, businessData: { id: visitor.profileId, sessionId: visitor.sessionId, businessName: 'Owner Ltd' } });
  const readProfile = (visitor: Visitor, sessionId: string) => t.http.get(`/api/business-profiles/${visitor.profileId}`).set('X-Session-Id', sessionId);

  async function saveFor(visitor: Visitor, email: string): Promise<string> {
    const before = smtp.messages.length;
    await t.http
      .post('/api/progress')
      .set('X-Session-Id', visitor.sessionId)
      .send({ email, state: stateOf(visitor) })
      .expect(201);
    const messages = await smtp.waitForMessages(before + 1);
    return tokenIn(messages[messages.length - 1].text);
  }

  it("saves a profile's state only for its owner, and never stores the session id", async () => {
    const visitor = await createProfile(t);
    for (const header of [{}, { 'X-Session-Id': randomUUID() }]) {
      await t.http
        .post('/api/progress')
        .set(header)
        .send({ email: 'thief@example.co.uk', state: stateOf(visitor) })
        .expect(404);
    }
    await t.http
      .post('/api/progress')
      .send({ email: 'thief@example.co.uk', state: stateOf(visitor), sessionId: randomUUID() })
      .expect(404);
    expect(await t.dataSource.getRepository(SavedProgress).countBy({ email: 'thief@example.co.uk' })).toBe(0);

    const token = await saveFor(visitor, 'owner@example.co.uk');
    const row = await t.dataSource.getRepository(SavedProgress).findOneByOrFail({ token: hashSecret(token) });
    expect(row.businessProfileId).toBe(visitor.profileId);
    expect(JSON.stringify(row.state)).not.toContain(visitor.sessionId);
    expect(row.state).toEqual({ currentStep: 3, businessData: { id: visitor.profileId, businessName: 'Owner Ltd' } });
  });

  it("stores the email with the profile it names, so deleting the customer deletes it (an anonymous save's has none)", async () => {
    const visitor = await createProfile(t);
    await saveFor(visitor, 'linked@example.co.uk');
    const rows = () => t.dataSource.getRepository(Email).findBy({ recipient: 'linked@example.co.uk' });
    expect((await rows()).map((email) => email.businessProfileId)).toEqual([visitor.profileId]);
    await t.http.post('/api/progress').send({ email: 'anonymous@example.co.uk', state: STATE }).expect(201);
    expect((await t.dataSource.getRepository(Email).findOneByOrFail({ recipient: 'anonymous@example.co.uk' })).businessProfileId).toBeNull();

    const admin = await signIn(t, ADMIN.email, ADMIN.password);
    await t.http.delete(`/api/crm/customers/${visitor.profileId}`).set('Cookie', admin).expect(200);
    expect(await rows()).toEqual([]);
  });

  it('keeps the stored copy of the email free of the resume token, sealed until it is sent and dropped after', async () => {
    const visitor = await createProfile(t);
    const token = await saveFor(visitor, 'sealed@example.co.uk');
    const sentRow = async () => (await t.dataSource.query("SELECT content, sealedValues, status FROM emails WHERE recipient = 'sealed@example.co.uk'"))[0];
    await waitFor(async () => (await sentRow()).status === 'sent', 10_000, 'the email row marked sent');
    const email = await sentRow();
    expect(email.content).not.toContain(token);
    expect(email.content).toContain('{{sealed:resumeLink}}');
    expect(email.sealedValues).toBeNull();
    expect(JSON.stringify(await t.dataSource.query('SELECT * FROM emails'))).not.toContain(token);
  });

  it('resuming hands out a fresh session secret: the old one loses access, and each resume rotates again', async () => {
    const visitor = await createProfile(t);
    const token = await saveFor(visitor, 'rotate@example.co.uk');
    await readProfile(visitor, visitor.sessionId).expect(200);

    const first = await resume(t, token).expect(200);
    expect(first.body.state.businessData.id).toBe(visitor.profileId);
    expect(first.body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body.sessionId).not.toBe(visitor.sessionId);
    await readProfile(visitor, visitor.sessionId).expect(404);
    await t.http.put(`/api/business-profiles/${visitor.profileId}`).set('X-Session-Id', visitor.sessionId).send({ monthlyTurnover: 1 }).expect(404);
    await readProfile(visitor, first.body.sessionId).expect(200);
    await t.http.put(`/api/business-profiles/${visitor.profileId}`).set('X-Session-Id', first.body.sessionId).send({ monthlyTurnover: 22000 }).expect(200);

    const second = await resume(t, token).expect(200);
    expect(second.body.sessionId).not.toBe(first.body.sessionId);
    await readProfile(visitor, first.body.sessionId).expect(404);
    expect((await readProfile(visitor, second.body.sessionId).expect(200)).body.monthlyTurnover).toBe(22000);
  });

  it('resumes without a profile when the saved profile is gone: the wizard starts a new one', async () => {
    const visitor = await createProfile(t);
    const token = await saveFor(visitor, 'gone@example.co.uk');
    const row = await t.dataSource.getRepository(SavedProgress).findOneByOrFail({ token: hashSecret(token) });
    await t.dataSource.query('UPDATE saved_progress SET businessProfileId = NULL WHERE token = ?', [row.token]);
    const res = await resume(t, token).expect(200);
    expect(res.body.sessionId).toBeNull();
    expect(res.body.state.businessData).toEqual({ businessName: 'Owner Ltd' });
  });
});

describe('Save Progress with PUBLIC_URL and no SMTP (anonymous visitor)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ PUBLIC_URL: 'https://www.merchant-compare.example.co.uk' });
  });
  afterAll(() => t.close());

  it('writes the email to DATA_DIR/mail with a link on PUBLIC_URL that resumes the state', async () => {
    await t.http.post('/api/progress').set('Host', 'evil.example').send({ email: 'dev@example.co.uk', state: STATE }).expect(201);
    const folder = join(t.app.get<AppConfig>(APP_CONFIG).dataDir, 'mail');
    await waitFor(
      () => {
        try {
          return readdirSync(folder).length === 1;
        } catch {
          return false;
        }
      },
      10_000,
      'the .eml file',
    );
    const message = parseMessage(readFileSync(join(folder, readdirSync(folder)[0]), 'utf8'));
    expect(message.headers.to).toBe('dev@example.co.uk');
    expect(message.text).toContain('https://www.merchant-compare.example.co.uk/comparison-tool?resume=');
    expect(message.text).not.toContain('evil.example');
    const resumed = await resume(t, tokenIn(message.text)).expect(200);
    expect(resumed.body.state).toEqual(STATE);
  });
});
