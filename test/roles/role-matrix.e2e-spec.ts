import { Provider } from '../../src/providers/entities/provider.entity';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { createProviderCustomer, quotedProvider } from '../support/crm';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
interface Route {
  method: Method;
  path: string;
  body?: object;
  allowed: Array<'admin' | 'staff' | 'partner'>;
  /** What an allowed role gets: the route's own success status. */
  status: number;
}

/** A user created for the matrix to delete (its id replaces :disposable). */
const DISPOSABLE = ':disposable';
/** A task every role may see (on the partner's own customer). */
const TASK = ':task';
/** A pending task of each role's own, for the route that completes it once. */
const PENDING_TASK = ':pendingTask';
/** The partner's own customer, in a body. */
const CUSTOMER = ':customer';

/** Every signed-in endpoint with the roles that may call it (back-office.md §6, DECISIONS.md). */
const ROUTES: Route[] = [
  { method: 'get', path: '/api/crm/auth/user', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/crm/users', allowed: ['admin'], status: 200 },
  { method: 'get', path: '/api/crm/users/1', allowed: ['admin'], status: 200 },
  { method: 'post', path: '/api/crm/users', body: { name: 'Matrix', email: 'matrix@test.local', role: 'staff', password: 'matrix-pass' }, allowed: ['admin'], status: 201 },
  { method: 'patch', path: '/api/crm/users/1', body: { name: 'Administrator' }, allowed: ['admin'], status: 200 },
  { method: 'put', path: '/api/crm/users/1', body: { name: 'Administrator' }, allowed: ['admin'], status: 200 },
  { method: 'delete', path: `/api/crm/users/${DISPOSABLE}`, allowed: ['admin'], status: 200 },
  { method: 'get', path: '/api/crm/providers', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/crm/tasks', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: `/api/crm/tasks/${TASK}`, allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'post', path: '/api/crm/tasks', body: { title: 'Matrix task', dueDate: '2030-01-01T09:00:00Z' }, allowed: ['admin', 'staff', 'partner'], status: 201 },
  { method: 'patch', path: `/api/crm/tasks/${TASK}`, body: { priority: 'high' }, allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'post', path: `/api/crm/tasks/${PENDING_TASK}/complete`, body: { outcome: 'successful' }, allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/crm/activities', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'post', path: '/api/crm/activities', body: { businessProfileId: CUSTOMER, type: 'note', notes: 'Matrix note' }, allowed: ['admin', 'staff', 'partner'], status: 201 },
];

describe('Role matrix (anonymous, admin, staff, partner)', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let partnerProviderId: number;
  let disposableId: number;
  let customerId: string;
  let taskId: number;
  const pendingTasks: Record<string, number> = {};
  const at = (path: string, role = 'admin') =>
    path.replace(DISPOSABLE, String(disposableId)).replace(PENDING_TASK, String(pendingTasks[role])).replace(TASK, String(taskId));
  const withData = (body?: object) => (body ? JSON.parse(JSON.stringify(body).replace(CUSTOMER, customerId)) : body);

  beforeAll(async () => {
    t = await startApp();
    cookies.admin = await signIn(t, ADMIN.email, ADMIN.password);
    cookies.staff = await (await createUser(t, cookies.admin, 'staff')).cookie();
    // A provider the comparison quotes, so that the partner can have a customer.
    partnerProviderId = await quotedProvider(t);
    cookies.partner = await (await createUser(t, cookies.admin, 'partner', { providerId: partnerProviderId })).cookie();
    disposableId = (await createUser(t, cookies.admin, 'staff')).id;
    customerId = await createProviderCustomer(t, partnerProviderId, 'Matrix Customer');
    const task = () => t.http.post('/api/crm/tasks').set('Cookie', cookies.admin).send({ title: 'Matrix', dueDate: '2030-01-01T09:00:00Z', businessProfileId: customerId }).expect(201);
    taskId = (await task()).body.id;
    for (const role of ['admin', 'staff', 'partner']) pendingTasks[role] = (await task()).body.id;
  });
  afterAll(() => t.close());

  it.each(ROUTES)('$method $path answers 401 without a session', async ({ method, path, body }) => {
    const res = await t.http[method](at(path)).send(withData(body));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it.each(ROUTES.flatMap((route) => (['staff', 'partner'] as const).filter((role) => !route.allowed.includes(role)).map((role) => ({ ...route, role }))))(
    '$method $path answers 403 for $role',
    async ({ method, path, body, role }) => {
      const res = await t.http[method](at(path, role)).set('Cookie', cookies[role]).send(withData(body));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'You do not have permission to do this.', error: 'Forbidden' });
    },
  );

  it.each(ROUTES.flatMap((route) => route.allowed.map((role) => ({ ...route, role }))))('$method $path answers $status for $role', async ({ method, path, body, role, status }) => {
    const res = await t.http[method](at(path, role)).set('Cookie', cookies[role]).send(withData(body));
    expect(res.status).toBe(status);
  });

  it('shows a partner only its own provider', async () => {
    const res = await t.http.get('/api/crm/providers').set('Cookie', cookies.partner).expect(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([partnerProviderId]);
    expect(res.headers['content-range']).toBe('providers 0-0/1');
    const other = (await t.dataSource.getRepository(Provider).find({ order: { id: 'ASC' }, take: 2 })).find((provider) => provider.id !== partnerProviderId)!.id;
    await t.http.get(`/api/crm/providers/${other}`).set('Cookie', cookies.partner).expect(404);
    const all = await t.http.get('/api/crm/providers').query({ range: '[0,99]' }).set('Cookie', cookies.staff).expect(200);
    expect(all.body.length).toBeGreaterThanOrEqual(20);
  });
});
