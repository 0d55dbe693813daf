import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { Provider } from '../../src/providers/entities/provider.entity';
import { CrmUser } from '../../src/users/entities/crm-user.entity';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';

describe('Managing CRM users (admin)', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    t = await startApp();
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    adminId = (await t.http.get('/api/crm/auth/user').set('Cookie', admin)).body.id;
  });
  afterAll(() => t.close());

  const anyProviderId = async (ds: DataSource): Promise<number> => (await ds.getRepository(Provider).find({ take: 1, order: { id: 'ASC' } }))[0].id;

  it('creates a staff user whose password never appears in any answer', async () => {
    const res = await t.http
      .post('/api/crm/users')
      .set('Cookie', admin)
      .send({ name: 'Sam Staff', email: 'Sam.Staff@Test.local', role: 'staff', password: 'sam-password-1' })
      .expect(201);
    expect(res.body).toMatchObject({
      name: 'Sam Staff',
      email: 'sam.staff@test.local',
      role: 'staff',
      isActive: true,
      hasGoogleIntegration: false,
      providerId: null,
      lastLogin: null,
    });
    const list = await t.http.get('/api/crm/users').set('Cookie', admin).expect(200);
    const one = await t.http.get(`/api/crm/users/${res.body.id}`).set('Cookie', admin).expect(200);
    for (const body of [res.body, list.body, one.body]) expect(JSON.stringify(body)).not.toMatch(/password/i);
    await signIn(t, 'sam.staff@test.local', 'sam-password-1');
  });

  it('answers 409 for an email already in use, whatever its case', async () => {
    await createUser(t, admin, 'staff', { email: 'dup@test.local' });
    const res = await t.http
      .post('/api/crm/users')
      .set('Cookie', admin)
      .send({ name: 'Dup', email: 'DUP@test.local', role: 'staff', password: 'dup-password-2' })
      .expect(409);
    expect(res.body).toEqual({ statusCode: 409, message: 'A user with this email already exists', error: 'Conflict' });
  });

  it('validates each field and names it', async () => {
    const res = await t.http.post('/api/crm/users').set('Cookie', admin).send({ name: '', email: 'not-an-email', role: 'boss', password: 'short' }).expect(400);
    expect(res.body.error).toBe('Bad Request');
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'name is required',
        'email must be a valid email address',
        'role must be one of: admin, staff, partner',
        'password must be at least 8 characters',
      ]),
    );
  });

  it('rejects unknown fields (no mass assignment)', async () => {
    const res = await t.http
      .post('/api/crm/users')
      .set('Cookie', admin)
      .send({ name: 'X', email: 'x@test.local', role: 'staff', password: 'x-password-1', passwordHash: 'x' })
      .expect(400);
    expect(res.body.message).toContain('property passwordHash should not exist');
  });

  it('requires an existing provider for a partner', async () => {
    const missing = await t.http
      .post('/api/crm/users')
      .set('Cookie', admin)
      .send({ name: 'P', email: 'p1@test.local', role: 'partner', password: 'partner-pass-1' })
      .expect(400);
    expect(JSON.stringify(missing.body.message)).toMatch(/providerId/);
    await t.http
      .post('/api/crm/users')
      .set('Cookie', admin)
      .send({ name: 'P', email: 'p2@test.local', role: 'partner', password: 'partner-pass-1', providerId: 999999 })
      .expect(400);
    const providerId = await anyProviderId(t.dataSource);
    const ok = await t.http
      .post('/api/crm/users')
      .set('Cookie', admin)
      .send({ name: 'P', email: 'p3@test.local', role: 'partner', password: 'partner-pass-1', providerId })
      .expect(201);
    expect(ok.body).toMatchObject({ role: 'partner', providerId });
  });

  it('lists with react-admin sort, range and filter, paged in SQL with Content-Range', async () => {
    for (const name of ['Zara Page', 'Yann Page', 'Xavi Page']) await createUser(t, admin, 'staff', { name });
    const res = await t.http.get('/api/crm/users').query({ sort: '["name","DESC"]', range: '[0,1]', filter: '{"q":"page"}' }).set('Cookie', admin).expect(200);
    expect(res.body.map((u: { name: string }) => u.name)).toEqual(['Zara Page', 'Yann Page']);
    expect(res.headers['content-range']).toBe('users 0-1/3');
    const second = await t.http
      .get('/api/crm/users')
      .query({ sort: '["name","DESC"]', range: '[2,3]', filter: '{"q":"page"}' })
      .set('Cookie', admin)
      .expect(200);
    expect(second.body.map((u: { name: string }) => u.name)).toEqual(['Xavi Page']);
    expect(second.headers['content-range']).toBe('users 2-2/3');
    const admins = await t.http.get('/api/crm/users').query({ filter: '{"role":"admin"}' }).set('Cookie', admin).expect(200);
    expect(admins.body.every((u: { role: string }) => u.role === 'admin')).toBe(true);
  });

  it('refuses unknown sort fields and malformed list parameters with 400', async () => {
    await t.http.get('/api/crm/users').query({ sort: '["passwordHash","ASC"]' }).set('Cookie', admin).expect(400);
    await t.http.get('/api/crm/users').query({ range: '[5,1]' }).set('Cookie', admin).expect(400);
    await t.http.get('/api/crm/users').query({ filter: 'not json' }).set('Cookie', admin).expect(400);
    await t.http.get('/api/crm/users').query({ filter: '{"nope":1}' }).set('Cookie', admin).expect(400);
  });

  it('updates with PATCH and PUT; a password is changed only when sent', async () => {
    const user = await createUser(t, admin, 'staff');
    const patched = await t.http.patch(`/api/crm/users/${user.id}`).set('Cookie', admin).send({ name: 'Renamed', password: '' }).expect(200);
    expect(patched.body.name).toBe('Renamed');
    await signIn(t, user.email, user.password);
    const put = await t.http.put(`/api/crm/users/${user.id}`).set('Cookie', admin).send({ name: 'Put Name', email: user.email, role: 'admin' }).expect(200);
    expect(put.body).toMatchObject({ name: 'Put Name', role: 'admin' });
  });

  it('answers 404 for an unknown user', async () => {
    await t.http.get('/api/crm/users/999999').set('Cookie', admin).expect(404);
    await t.http.patch('/api/crm/users/999999').set('Cookie', admin).send({ name: 'x' }).expect(404);
    await t.http.delete('/api/crm/users/999999').set('Cookie', admin).expect(404);
    await t.http.get('/api/crm/users/abc').set('Cookie', admin).expect(400);
  });

  it('lets nobody delete or deactivate themself', async () => {
    const del = await t.http.delete(`/api/crm/users/${adminId}`).set('Cookie', admin).expect(422);
    expect(del.body.message).toBe('You cannot delete your own account.');
    const off = await t.http.patch(`/api/crm/users/${adminId}`).set('Cookie', admin).send({ isActive: false }).expect(422);
    expect(off.body.message).toBe('You cannot deactivate your own account.');
  });
});

describe('The last active admin (admin)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startApp();
    admin = await signIn(t, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  it('cannot be demoted; with a second active admin the first can be, and then the second is the last', async () => {
    const first = (await t.http.get('/api/crm/auth/user').set('Cookie', admin)).body.id as number;
    const alone = await t.http.patch(`/api/crm/users/${first}`).set('Cookie', admin).send({ role: 'staff' }).expect(422);
    expect(alone.body.message).toBe('The last active administrator cannot be deleted, deactivated or demoted.');

    const second = await createUser(t, admin, 'admin');
    const secondCookie = await second.cookie();
    await t.http.patch(`/api/crm/users/${first}`).set('Cookie', secondCookie).send({ role: 'staff' }).expect(200);
    const res = await t.http.patch(`/api/crm/users/${second.id}`).set('Cookie', secondCookie).send({ role: 'partner', providerId: 1 }).expect(422);
    expect(res.body.message).toBe('The last active administrator cannot be deleted, deactivated or demoted.');

    const admins = await t.http.get('/api/crm/users').query({ filter: '{"role":"admin","isActive":true}' }).set('Cookie', secondCookie).expect(200);
    expect(admins.body.map((u: { id: number }) => u.id)).toEqual([second.id]);
    // The demoted first admin's session ended with the role change.
    await t.http.get('/api/crm/auth/user').set('Cookie', admin).expect(401);
  });
});

describe('Changing your own password (admin)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startApp();
    admin = await signIn(t, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  it('needs your current password: missing or wrong answers 400 and changes nothing', async () => {
    const me = await createUser(t, admin, 'admin');
    const cookie = await me.cookie();
    const missing = await t.http.patch(`/api/crm/users/${me.id}`).set('Cookie', cookie).send({ name: 'Changed', password: 'a-new-password-1' }).expect(400);
    expect(missing.body).toEqual({ statusCode: 400, message: 'Your current password is required to change your own password.', error: 'Bad Request' });
    const wrong = await t.http
      .put(`/api/crm/users/${me.id}`)
      .set('Cookie', cookie)
      .send({ name: 'Changed', password: 'a-new-password-1', currentPassword: 'not-my-password' })
      .expect(400);
    expect(wrong.body.message).toBe('Your current password is incorrect. Nothing was changed.');

    expect((await t.http.get(`/api/crm/users/${me.id}`).set('Cookie', cookie).expect(200)).body.name).not.toBe('Changed');
    await t.http.post('/api/auth/login').send({ email: me.email, password: 'a-new-password-1' }).expect(401);
    await signIn(t, me.email, me.password);
  });

  it('with the right current password changes it, keeps the session in use and ends your other sessions', async () => {
    const me = await createUser(t, admin, 'admin');
    const here = await me.cookie();
    const elsewhere = await me.cookie();
    await t.http.patch(`/api/crm/users/${me.id}`).set('Cookie', here).send({ password: 'a-new-password-2', currentPassword: me.password }).expect(200);
    await t.http.get('/api/crm/auth/user').set('Cookie', here).expect(200);
    await t.http.get('/api/crm/auth/user').set('Cookie', elsewhere).expect(401);
    await t.http.post('/api/auth/login').send({ email: me.email, password: me.password }).expect(401);
    await signIn(t, me.email, 'a-new-password-2');
  });

  it("needs no current password when an admin changes another user's", async () => {
    const other = await createUser(t, admin, 'staff');
    await t.http.patch(`/api/crm/users/${other.id}`).set('Cookie', admin).send({ password: 'set-by-the-admin' }).expect(200);
    await signIn(t, other.email, 'set-by-the-admin');
  });
});

describe('Two admins acting on each other at once (admin)', () => {
  let t: TestApp;
  let survivor: { id: number; cookie: string };

  beforeAll(async () => {
    t = await startApp();
    const cookie = await signIn(t, ADMIN.email, ADMIN.password);
    survivor = { id: (await t.http.get('/api/crm/auth/user').set('Cookie', cookie)).body.id, cookie };
  });
  afterAll(() => t.close());

  const activeAdmins = () => t.dataSource.getRepository(CrmUser).countBy({ role: 'admin', isActive: true });

  /** Two active admins, the survivor of the last round and a new one, each acting on the other at the same moment. */
  const race = async (act: (actor: string, targetId: number) => Test) => {
    const created = await createUser(t, survivor.cookie, 'admin');
    const other = { id: created.id, cookie: await created.cookie() };
    expect(await activeAdmins()).toBe(2);
    const [a, b] = await Promise.all([act(survivor.cookie, other.id), act(other.cookie, survivor.id)]);
    const statuses = [a.status, b.status];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The loser was refused by the rule (422), or had already lost its admin rights or session.
    expect([401, 403, 422]).toContain(statuses.find((s) => s !== 200));
    expect(await activeAdmins()).toBe(1);
    survivor = a.status === 200 ? survivor : other;
    await t.http.get('/api/crm/auth/user').set('Cookie', survivor.cookie).expect(200);
  };

  it('demoting each other leaves one active admin', async () => {
    for (let round = 0; round < 3; round += 1) await race((actor, id) => t.http.patch(`/api/crm/users/${id}`).set('Cookie', actor).send({ role: 'staff' }));
  });

  it('deactivating each other leaves one active admin', async () => {
    for (let round = 0; round < 3; round += 1) await race((actor, id) => t.http.patch(`/api/crm/users/${id}`).set('Cookie', actor).send({ isActive: false }));
  });

  it('deleting each other leaves one active admin', async () => {
    for (let round = 0; round < 3; round += 1) await race((actor, id) => t.http.delete(`/api/crm/users/${id}`).set('Cookie', actor));
  });

  it('one demoting while the other deletes leaves one active admin', async () => {
    for (let round = 0; round < 3; round += 1) {
      let turn = 0;
      await race((actor, id) =>
        turn++ === 0
          ? t.http.patch(`/api/crm/users/${id}`).set('Cookie', actor).send({ role: 'staff' })
          : t.http.delete(`/api/crm/users/${id}`).set('Cookie', actor),
      );
    }
  });
});
