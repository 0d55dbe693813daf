import { createHmac } from 'node:crypto';
import { AuthSession } from '../../src/auth/entities/auth-session.entity';
import { SessionCleanupJob } from '../../src/auth/session-cleanup.job';
import { Clock } from '../../src/common/clock/clock';
import { ADMIN, createUser, signIn, startApp, TestApp, TEST_JWT_SECRET } from '../support/app';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function signJwt(payload: object, secret: string, alg = 'HS256'): string {
  const head = `${base64url({ alg, typ: 'JWT' })}.${base64url(payload)}`;
  const signature = alg === 'none' ? '' : createHmac('sha256', secret).update(head).digest('base64url');
  return `${head}.${signature}`;
}

function tokenOf(cookie: string): string {
  return cookie.slice('mc_session='.length);
}

function decode(token: string): { sub: number; sid: string; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

describe('Signing in and out (anonymous visitor, admin)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_LOGIN: '100' });
    admin = await signIn(t, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  it('signs in with a cookie that is httpOnly and SameSite=Strict and answers the user', async () => {
    const res = await t.http.post('/api/auth/login').send({ email: 'Admin@Test.local', password: ADMIN.password }).expect(200);
    expect(res.body).toEqual({ success: true, user: expect.objectContaining({ email: ADMIN.email, role: 'admin', name: 'Administrator' }) });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'])[0];
    expect(cookie).toMatch(/^mc_session=[^;]+/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
  });

  it('answers the current user for the cookie and for the same JWT as a Bearer token', async () => {
    const byCookie = await t.http.get('/api/crm/auth/user').set('Cookie', admin).expect(200);
    expect(byCookie.body).toEqual({ id: expect.any(Number), name: 'Administrator', email: ADMIN.email, role: 'admin', providerId: null });
    const byBearer = await t.http
      .get('/api/crm/auth/user')
      .set('Authorization', `Bearer ${tokenOf(admin)}`)
      .expect(200);
    expect(byBearer.body.id).toBe(byCookie.body.id);
  });

  it('answers 401 without a session', async () => {
    const res = await t.http.get('/api/crm/auth/user').expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: expect.any(String), error: 'Unauthorized' });
  });

  it('refuses wrong credentials with the documented answer', async () => {
    const wrong = await t.http.post('/api/auth/login').send({ email: ADMIN.email, password: 'not-the-password' }).expect(401);
    expect(wrong.body).toMatchObject({ success: false, error: 'Invalid credentials' });
    const unknown = await t.http.post('/api/auth/login').send({ email: 'nobody@test.local', password: 'whatever-password' }).expect(401);
    expect(unknown.body).toMatchObject({ success: false, error: 'Invalid credentials' });
  });

  it('requires email and password', async () => {
    const res = await t.http.post('/api/auth/login').send({}).expect(400);
    expect(res.body.message).toEqual(expect.arrayContaining(['email is required', 'password is required']));
  });

  it('does not let an inactive user sign in', async () => {
    const user = await createUser(t, admin, 'staff');
    await t.http.patch(`/api/crm/users/${user.id}`).set('Cookie', admin).send({ isActive: false }).expect(200);
    await t.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
  });

  it('ends the session on logout: a copied token stops working', async () => {
    const cookie = await signIn(t, ADMIN.email, ADMIN.password);
    const copied = tokenOf(cookie);
    const res = await t.http.post('/api/auth/logout').set('Cookie', cookie).expect(200);
    expect(([] as string[]).concat(res.headers['set-cookie'])[0]).toMatch(/mc_session=;/);
    await t.http.get('/api/crm/auth/user').set('Authorization', `Bearer ${copied}`).expect(401);
    await t.http.get('/api/crm/auth/user').set('Cookie', cookie).expect(401);
  });

  it('also signs out at /auth/logout', async () => {
    const cookie = await signIn(t, ADMIN.email, ADMIN.password);
    await t.http.post('/auth/logout').set('Cookie', cookie).expect(200);
    await t.http.get('/api/crm/auth/user').set('Cookie', cookie).expect(401);
  });

  it('ends sessions when the user is deactivated, deleted, or changes password', async () => {
    const a = await createUser(t, admin, 'staff');
    const aCookie = await a.cookie();
    await t.http.patch(`/api/crm/users/${a.id}`).set('Cookie', admin).send({ isActive: false }).expect(200);
    await t.http.get('/api/crm/auth/user').set('Cookie', aCookie).expect(401);

    const b = await createUser(t, admin, 'staff');
    const bCookie = await b.cookie();
    await t.http.delete(`/api/crm/users/${b.id}`).set('Cookie', admin).expect(200);
    await t.http.get('/api/crm/auth/user').set('Cookie', bCookie).expect(401);

    const c = await createUser(t, admin, 'staff');
    const cCookie = await c.cookie();
    await t.http.patch(`/api/crm/users/${c.id}`).set('Cookie', admin).send({ password: 'a-brand-new-password' }).expect(200);
    await t.http.get('/api/crm/auth/user').set('Cookie', cCookie).expect(401);
    await signIn(t, c.email, 'a-brand-new-password');
  });

  it('refuses tokens signed with another key or with alg none', async () => {
    const claims = decode(tokenOf(admin));
    const forged = signJwt(claims, 'some-other-secret-of-sufficient-length-here');
    await t.http.get('/api/crm/auth/user').set('Authorization', `Bearer ${forged}`).expect(401);
    const none = signJwt(claims, '', 'none');
    await t.http.get('/api/crm/auth/user').set('Authorization', `Bearer ${none}`).expect(401);
    const genuine = signJwt(claims, TEST_JWT_SECRET);
    await t.http.get('/api/crm/auth/user').set('Authorization', `Bearer ${genuine}`).expect(200);
  });

  it('refuses a cookie-authenticated change from another origin (CSRF)', async () => {
    const res = await t.http
      .post('/api/crm/users')
      .set('Cookie', admin)
      .set('Origin', 'https://evil.example')
      .send({ name: 'Mallory', email: 'mallory@test.local', role: 'admin', password: 'mallory-password' })
      .expect(403);
    expect(res.body.message).toBe('Cross-site request refused.');
    await t.http
      .get('/api/crm/users?filter={"q":"mallory"}')
      .set('Cookie', admin)
      .expect(200)
      .expect((r) => expect(r.body).toHaveLength(0));
    await t.http
      .post('/api/crm/users')
      .set('Cookie', admin)
      .set('Host', 'crm.test')
      .set('Origin', 'http://crm.test')
      .send({ name: 'Same Origin', email: 'same-origin@test.local', role: 'staff', password: 'same-origin-pass' })
      .expect(201);
  });
});

describe('Sign-in rate limit (RATE_LIMIT_LOGIN=3)', () => {
  let t: TestApp;
  let admin: string;

  // Each case gets its own server: the counters are per process.
  beforeEach(async () => {
    t = await startApp({ RATE_LIMIT_LOGIN: '3' });
    admin = await signIn(t, ADMIN.email, ADMIN.password);
  });
  afterEach(() => t.close());

  it('after the limit of failed sign-ins, refuses even the right password with 429', async () => {
    const user = await createUser(t, admin, 'staff');
    for (let i = 0; i < 3; i += 1) {
      await t.http.post('/api/auth/login').send({ email: user.email, password: 'wrong-password' }).expect(401);
    }
    const res = await t.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(429);
    expect(res.body).toEqual({ statusCode: 429, message: expect.stringMatching(/Too many failed sign-in attempts/), error: 'Too Many Requests' });
  });

  it('counts concurrent guesses before checking them: 20 at once give 3 refusals of the password and 17 of the limit', async () => {
    const user = await createUser(t, admin, 'staff');
    const guesses = Array.from({ length: 20 }, (_, i) => t.http.post('/api/auth/login').send({ email: user.email, password: `wrong-password-${i}` }));
    const statuses = (await Promise.all(guesses)).map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    await t.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(429);
  });

  it('does not count a successful sign-in against the limit', async () => {
    const user = await createUser(t, admin, 'staff');
    await t.http.post('/api/auth/login').send({ email: user.email, password: 'wrong-password' }).expect(401);
    for (let i = 0; i < 4; i += 1) await signIn(t, user.email, user.password);
    await t.http.post('/api/auth/login').send({ email: 'someone-else@test.local', password: 'wrong-password' }).expect(401);
  });

  it('limits failed sign-ins per IP across emails', async () => {
    for (let i = 0; i < 3; i += 1) {
      await t.http
        .post('/api/auth/login')
        .send({ email: `guess${i}@test.local`, password: 'wrong-password' })
        .expect(401);
    }
    await t.http.post('/api/auth/login').send({ email: ADMIN.email, password: ADMIN.password }).expect(429);
  });
});

describe("Guessing at the admin's email does not lock out the admin's own browser (RATE_LIMIT_LOGIN=3, TRUST_PROXY=1)", () => {
  let t: TestApp;
  const STRANGER = '203.0.113.66';
  const ADMIN_AT_OFFICE = '198.51.100.10';
  const ADMIN_AT_HOME = '198.51.100.20';
  const WRONG = { email: ADMIN.email, password: 'a-wrong-guess' };

  beforeEach(async () => {
    t = await startApp({ RATE_LIMIT_LOGIN: '3', TRUST_PROXY: '1' });
  });
  afterEach(() => t.close());

  /** A sign-in from a client address (behind the one trusted proxy), with the cookies given. */
  const login = (ip: string, body: { email: string; password: string }, cookie?: string) => {
    const req = t.http.post('/api/auth/login').set('X-Forwarded-For', ip);
    return (cookie ? req.set('Cookie', cookie) : req).send(body);
  };
  const deviceCookieOf = (res: { headers: Record<string, unknown> }): string => {
    const header = ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('mc_device='));
    if (!header) throw new Error('no device cookie');
    return header;
  };
  const strangerLocksTheAdminEmail = async () => {
    for (let i = 0; i < 3; i += 1) await login(STRANGER, WRONG).expect(401);
    await login(STRANGER, ADMIN).expect(429);
  };

  it('sets a signed, httpOnly, long-lived device cookie, sent only to the sign-in calls', async () => {
    const header = deviceCookieOf(await login(ADMIN_AT_OFFICE, ADMIN).expect(200));
    expect(header).toMatch(/^mc_device=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\/api\/auth(;|$)/);
    expect(header).toMatch(/Max-Age=31536000/);
  });

  it("lets the admin's browser sign in from another address while the email is locked for everyone else", async () => {
    const device = deviceCookieOf(await login(ADMIN_AT_OFFICE, ADMIN).expect(200)).split(';')[0];
    await strangerLocksTheAdminEmail();
    await login('192.0.2.1', ADMIN).expect(429);

    const res = await login(ADMIN_AT_HOME, ADMIN, device).expect(200);
    expect(res.body.user.email).toBe(ADMIN.email);
    // The admin's success does not hand the stranger fresh guesses.
    await login('192.0.2.2', ADMIN).expect(429);
  });

  it('gives nothing for a device cookie of another email, or a forged one', async () => {
    const adminSession = await signIn(t, ADMIN.email, ADMIN.password);
    const staff = await createUser(t, adminSession, 'staff');
    const adminDevice = deviceCookieOf(await login(ADMIN_AT_OFFICE, ADMIN).expect(200)).split(';')[0];
    const staffDevice = deviceCookieOf(await login('192.0.2.10', { email: staff.email, password: staff.password }).expect(200)).split(';')[0];
    await strangerLocksTheAdminEmail();

    await login('192.0.2.11', ADMIN, staffDevice).expect(429);
    const [payload, signature] = staffDevice.slice('mc_device='.length).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const renamed = Buffer.from(JSON.stringify({ ...claims, e: ADMIN.email })).toString('base64url');
    await login('192.0.2.12', ADMIN, `mc_device=${renamed}.${signature}`).expect(429);
    const otherKey = createHmac('sha256', 'a-guessed-key').update(renamed).digest('base64url');
    await login('192.0.2.13', ADMIN, `mc_device=${renamed}.${otherKey}`).expect(429);
    await login('192.0.2.14', ADMIN, 'mc_device=not-a-device-cookie').expect(429);

    await login(ADMIN_AT_HOME, ADMIN, adminDevice).expect(200);
  });

  it("limits wrong passwords through a device cookie per device, without touching the email's count", async () => {
    const device = deviceCookieOf(await login(ADMIN_AT_OFFICE, ADMIN).expect(200)).split(';')[0];
    for (let i = 0; i < 3; i += 1) await login(`192.0.2.${20 + i}`, WRONG, device).expect(401);
    await login('192.0.2.30', ADMIN, device).expect(429);
    await login('192.0.2.31', ADMIN).expect(200);
  });
});

describe('Idle sessions (SESSION_IDLE_MINUTES=30)', () => {
  let t: TestApp;
  let clock: Clock;
  let time: number;
  const MINUTE = 60_000;

  beforeAll(async () => {
    t = await startApp({ SESSION_IDLE_MINUTES: '30' });
    clock = t.app.get(Clock);
    time = Date.now();
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(time));
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const sessions = () => t.dataSource.getRepository(AuthSession);
  const sessionOf = async (cookie: string) => sessions().findOneByOrFail({ id: decode(tokenOf(cookie)).sid });

  it('keeps a session that is used, and refuses it once it has been idle longer than the period', async () => {
    const cookie = await signIn(t, ADMIN.email, ADMIN.password);
    for (let i = 0; i < 3; i += 1) {
      time += 29 * MINUTE;
      await t.http.get('/api/crm/auth/user').set('Cookie', cookie).expect(200);
    }
    time += 31 * MINUTE;
    const res = await t.http.get('/api/crm/auth/user').set('Cookie', cookie).expect(401);
    expect(res.body.message).toBe('Your session has ended. Please sign in again.');
  });

  it('writes the last-seen time at most once a minute', async () => {
    const cookie = await signIn(t, ADMIN.email, ADMIN.password);
    const opened = (await sessionOf(cookie)).lastSeenAt.getTime();
    expect(opened).toBe(time);
    time += 30_000;
    await t.http.get('/api/crm/auth/user').set('Cookie', cookie).expect(200);
    expect((await sessionOf(cookie)).lastSeenAt.getTime()).toBe(opened);
    time += 30_000;
    await t.http.get('/api/crm/auth/user').set('Cookie', cookie).expect(200);
    expect((await sessionOf(cookie)).lastSeenAt.getTime()).toBe(time);
  });

  it('the hourly clean-up deletes revoked, expired and idle sessions and keeps the ones in use', async () => {
    const inUse = await signIn(t, ADMIN.email, ADMIN.password);
    const loggedOut = await signIn(t, ADMIN.email, ADMIN.password);
    await t.http.post('/api/auth/logout').set('Cookie', loggedOut).expect(200);
    const idle = await signIn(t, ADMIN.email, ADMIN.password);
    const expired = await signIn(t, ADMIN.email, ADMIN.password);
    await sessions().update({ id: decode(tokenOf(expired)).sid }, { expiresAt: new Date(time - 1) });
    time += 20 * MINUTE;
    await t.http.get('/api/crm/auth/user').set('Cookie', inUse).expect(200);
    time += 11 * MINUTE;

    await t.app.get(SessionCleanupJob).run();
    const left = (await sessions().find()).map((s) => s.id);
    expect(left).toContain(decode(tokenOf(inUse)).sid);
    for (const ended of [loggedOut, idle, expired]) expect(left).not.toContain(decode(tokenOf(ended)).sid);
    await t.http.get('/api/crm/auth/user').set('Cookie', inUse).expect(200);
  });
});
