import nock from 'nock';
import { GmailOAuthState } from '../../src/gmail/entities/gmail-oauth-state.entity';
import { GoogleIntegration } from '../../src/gmail/entities/google-integration.entity';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { fixClock } from '../support/crm';
import {
  blockTheInternet,
  releaseTheInternet,
  expectCodeExchange,
  GMAIL_SEND_SCOPE,
  GOOGLE_ENV,
  grantedTokens,
  StartedAuthorization,
  startedFrom,
  TokenRequest,
} from './google-stand-in';

const COMPLETE = 'Gmail Authorization Complete';
const FAILED = 'Authorization Failed';

describe('Connecting Gmail: consent URL and the OAuth callback (Google stood in by nock)', () => {
  let t: TestApp;
  let staff: { id: number; email: string; cookie: string };
  let admin: { id: number; cookie: string };

  const start = async (cookie: string): Promise<StartedAuthorization> => {
    const res = await t.http.get('/api/crm/gmail/auth-url').set('Cookie', cookie).expect(200);
    return startedFrom(res.body.authUrl, res.headers['set-cookie']);
  };
  const callback = (query: Record<string, string>, browserCookie?: string) => {
    const request = t.http.get('/api/crm/gmail/callback').query(query);
    return browserCookie ? request.set('Cookie', browserCookie) : request;
  };
  const status = async (cookie: string) => (await t.http.get('/api/crm/gmail/status').set('Cookie', cookie).expect(200)).body;
  const integrationOf = (userId: number) => t.dataSource.getRepository(GoogleIntegration).findOneBy({ crmUserId: userId });

  beforeAll(async () => {
    blockTheInternet();
    t = await startApp(GOOGLE_ENV);
    const adminCookie = await signIn(t, ADMIN.email, ADMIN.password);
    admin = { id: (await t.http.get('/api/crm/auth/user').set('Cookie', adminCookie).expect(200)).body.id, cookie: adminCookie };
    const user = await createUser(t, adminCookie, 'staff');
    staff = { id: user.id, email: user.email, cookie: await user.cookie() };
  });
  afterEach(() => nock.cleanAll());
  afterAll(async () => {
    await t.close();
    releaseTheInternet();
  });

  it('says configured but not connected before anything happens', async () => {
    expect(await status(staff.cookie)).toEqual({ isAuthorized: false, hasGmailScope: false, lastSync: null, isConfigured: true, email: null });
  });

  it("answers Google's consent URL: gmail.send, offline access, consent, PKCE and a state for this user; binds the browser with a cookie", async () => {
    const { url, state, setCookie } = await start(staff.cookie);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    const params = url.searchParams;
    expect(params.get('client_id')).toBe(GOOGLE_ENV.GOOGLE_CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(GOOGLE_ENV.GOOGLE_REDIRECT_URL);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('access_type')).toBe('offline');
    expect(params.get('prompt')).toBe('consent');
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining([GMAIL_SEND_SCOPE, 'openid', 'email']));
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('login_hint')).toBe(staff.email);
    expect(state).toMatch(new RegExp(`^v1\\.${staff.id}\\.\\d+\\.[\\w-]{43}\\.[\\w-]{43}$`));
    const expiresAt = Number(state.split('.')[2]) * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(setCookie).toMatch(/^mc_gmail_oauth=[\w-]{43}; Max-Age=600; Path=\/api\/crm\/gmail; HttpOnly; SameSite=Lax$/);
  });

  it('connects with a good state: exchanges the code with its PKCE verifier and stores the tokens encrypted', async () => {
    const started = await start(staff.cookie);
    const seen: TokenRequest[] = [];
    const google = expectCodeExchange(
      'code-good',
      started.codeChallenge,
      { body: grantedTokens('Staff.Person@gmail.com', 'ya29.first-access-token', '1//first-refresh-token') },
      seen,
    );
    const res = await callback(
      { state: started.state, code: 'code-good', scope: GRANTED_SCOPE_PARAM, authuser: '0', prompt: 'consent' },
      started.browserCookie,
    ).expect(200);
    google.done();
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.text).toContain(`<h1 style="font-size:22px;color:#065f46;">${COMPLETE}</h1>`);
    expect(res.text).toContain('staff.person@gmail.com');
    expect(res.text).toContain('<script src="/api/crm/gmail/callback.js"></script>');
    await t.http
      .get('/api/crm/gmail/callback.js')
      .expect(200)
      .expect('content-type', /javascript/);

    const now = await status(staff.cookie);
    expect(now).toMatchObject({ isAuthorized: true, hasGmailScope: true, isConfigured: true, email: 'staff.person@gmail.com' });
    expect(Date.now() - new Date(now.lastSync).getTime()).toBeLessThan(60_000);

    // At rest: the row holds neither token, nor the state table the PKCE verifier.
    const [row] = await t.dataSource.query('SELECT * FROM google_integrations WHERE crmUserId = ?', [staff.id]);
    const stored = JSON.stringify(row);
    for (const secret of ['ya29.first-access-token', '1//first-refresh-token', 'first-access', 'first-refresh']) expect(stored).not.toContain(secret);
    expect(row.accessToken).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row.refreshToken).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const states = JSON.stringify(await t.dataSource.query('SELECT * FROM gmail_oauth_states'));
    expect(states).not.toContain(seen[0].form.code_verifier);
    expect(states).not.toContain(started.state.split('.')[3]);
  });

  it('refuses a replayed state and stores nothing more (Google is not asked again)', async () => {
    const started = await start(staff.cookie);
    expectCodeExchange('code-once', started.codeChallenge, { body: grantedTokens('staff.person@gmail.com', 'ya29.second', '1//second') });
    await callback({ state: started.state, code: 'code-once' }, started.browserCookie).expect(200);
    const before = await integrationOf(staff.id);
    const replay = await callback({ state: started.state, code: 'code-once' }, started.browserCookie).expect(400);
    expect(replay.text).toContain(FAILED);
    expect(replay.text).toContain('already been used');
    expect(await integrationOf(staff.id)).toEqual(before);
  });

  it('refuses a forged state (another user, altered or made up) and stores nothing', async () => {
    const started = await start(admin.cookie);
    const parts = started.state.split('.');
    const forged = [
      [parts[0], String(staff.id), ...parts.slice(2)].join('.'),
      [...parts.slice(0, 4), `${parts[4].slice(0, -2)}AA`].join('.'),
      `v1.${admin.id}.9999999999.${'A'.repeat(43)}.${'B'.repeat(43)}`,
      'state-from-an-attacker',
    ];
    for (const state of forged) {
      const res = await callback({ state, code: 'code-forged' }, started.browserCookie).expect(400);
      expect(res.text).toContain('This authorization link is not valid.');
    }
    expect((await callback({ code: 'code-forged' }, started.browserCookie).expect(400)).text).toContain('not valid');
    expect(await integrationOf(admin.id)).toBeNull();
  });

  it('refuses an expired state (over 10 minutes old) and stores nothing', async () => {
    const started = await start(admin.cookie);
    const clock = fixClock(t, new Date(Date.now() + 10 * 60_000 + 1000).toISOString());
    try {
      const res = await callback({ state: started.state, code: 'code-late' }, started.browserCookie).expect(400);
      expect(res.text).toContain('This authorization link has expired');
    } finally {
      clock.mockRestore();
    }
    expect(await integrationOf(admin.id)).toBeNull();
  });

  it('refuses a callback from another browser (no or another cookie) without spending the link: nothing stored, Google not asked', async () => {
    const started = await start(admin.cookie);
    expect((await callback({ state: started.state, code: 'code-x' }).expect(400)).text).toContain(
      'finish the authorization in the browser it was started from',
    );
    expect(
      (await callback({ state: started.state, code: 'code-x' }, 'mc_gmail_oauth=AnotherBrowserAnotherBrowserAnotherBrowser12').expect(400)).text,
    ).toContain('browser it was started from');
    expect(await integrationOf(admin.id)).toBeNull();
    const [row] = await t.dataSource.query('SELECT usedAt FROM gmail_oauth_states WHERE crmUserId = ? ORDER BY id DESC', [admin.id]);
    expect(row.usedAt).toBeNull();
  });

  it('lets the browser that started it finish with a link someone else tried first', async () => {
    const started = await start(staff.cookie);
    await callback({ state: started.state, code: 'code-stolen' }).expect(400);
    expectCodeExchange('code-mine', started.codeChallenge, { body: grantedTokens('staff.person@gmail.com', 'ya29.after-attempt', '1//after-attempt') });
    expect((await callback({ state: started.state, code: 'code-mine' }, started.browserCookie).expect(200)).text).toContain(COMPLETE);
    expect((await callback({ state: started.state, code: 'code-mine' }, started.browserCookie).expect(400)).text).toContain('already been used');
  });

  it('stores nothing when the user refuses, Google refuses the code, or the Gmail permission was left out', async () => {
    const denied = await start(admin.cookie);
    expect((await callback({ state: denied.state, error: 'access_denied' }, denied.browserCookie).expect(400)).text).toContain(
      'Google did not give access (access_denied)',
    );

    const refused = await start(admin.cookie);
    const google = expectCodeExchange('code-bad', refused.codeChallenge, { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } });
    expect((await callback({ state: refused.state, code: 'code-bad' }, refused.browserCookie).expect(502)).text).toContain(
      'Google did not accept the authorization',
    );
    google.done();

    const narrow = await start(admin.cookie);
    expectCodeExchange('code-narrow', narrow.codeChallenge, { body: grantedTokens('admin@gmail.com', 'ya29.n', '1//n', 'openid email') });
    expect((await callback({ state: narrow.state, code: 'code-narrow' }, narrow.browserCookie).expect(400)).text).toContain(
      'Permission to send email through Gmail was not given',
    );
    expect(await integrationOf(admin.id)).toBeNull();
    expect((await status(admin.cookie)).isAuthorized).toBe(false);
  });

  it('keeps only hashes and an encrypted PKCE verifier of each state', async () => {
    const rows = await t.dataSource.getRepository(GmailOAuthState).find();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.nonceHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.browserHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeVerifier).toMatch(/^v1\./);
    }
  });
});

const GRANTED_SCOPE_PARAM = `email openid ${GMAIL_SEND_SCOPE} https://www.googleapis.com/auth/userinfo.email`;

describe('Gmail without Google credentials', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    blockTheInternet();
    t = await startApp();
    cookie = await signIn(t, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    releaseTheInternet();
  });

  it('says not configured, and answers 503 with a clear message for auth-url and the test email', async () => {
    expect((await t.http.get('/api/crm/gmail/status').set('Cookie', cookie).expect(200)).body).toEqual({
      isAuthorized: false,
      hasGmailScope: false,
      lastSync: null,
      isConfigured: false,
      email: null,
    });
    const message = 'Gmail is not configured on this server: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URL (see the README).';
    expect((await t.http.get('/api/crm/gmail/auth-url').set('Cookie', cookie).expect(503)).body).toEqual({
      statusCode: 503,
      message,
      error: 'Service Unavailable',
    });
    expect((await t.http.post('/api/crm/gmail/test').set('Cookie', cookie).expect(503)).body.message).toBe(message);
    expect((await t.http.get('/api/crm/gmail/callback').query({ state: 'x', code: 'y' }).expect(503)).text).toContain(message);
    expect((await t.http.delete('/api/crm/gmail').set('Cookie', cookie).expect(200)).body).toEqual({ success: true, revoked: false });
  });
});
