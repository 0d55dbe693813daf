import { Provider } from '../../src/providers/entities/provider.entity';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { apply, compare, createProfile, quotesOf } from '../support/visitor';

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
/** A customer of the partner's provider, and its lead. */
const CUSTOMER = ':customer';
const LEAD = ':lead';
/** A customer each role that may delete deletes (one for DELETE, one for bulk-delete). */
const DOOMED = ':doomed';
const DOOMED_IN_BULK = ':bulkDoomed';
/** A task every role may see (on the partner's own customer). */
const TASK = ':task';
/** A pending task of each role's own, for the route that completes it once. */
const PENDING_TASK = ':pendingTask';

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
  { method: 'get', path: '/api/crm/customers', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/crm/customers/export.csv', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: `/api/crm/customers/${CUSTOMER}`, allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'delete', path: `/api/crm/customers/${DOOMED}`, allowed: ['admin', 'staff'], status: 200 },
  { method: 'post', path: '/api/crm/customers/bulk-delete', body: { customerIds: [DOOMED_IN_BULK] }, allowed: ['admin', 'staff'], status: 200 },
  { method: 'get', path: '/api/crm/leads', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'patch', path: `/api/crm/leads/${LEAD}/status`, body: { status: 'quoted' }, allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/crm/quotes', allowed: ['admin', 'staff', 'partner'], status: 200 },
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
  const ids: Record<string, string> = {};
  const doomed: Record<string, { single: string; bulk: string }> = {};
  let taskId: number;
  const pendingTasks: Record<string, number> = {};
  /** The path or body with its placeholders filled in (a role that deletes gets its own customers). */
  const at = <T>(value: T, role = 'admin'): T => {
    const filled = JSON.stringify(value ?? null)
      .replace(DISPOSABLE, String(disposableId))
      .replace(CUSTOMER, ids.customer)
      .replace(LEAD, ids.lead)
      .replace(DOOMED_IN_BULK, doomed[role]?.bulk ?? ids.customer)
      .replace(DOOMED, doomed[role]?.single ?? ids.customer)
      .replace(PENDING_TASK, String(pendingTasks[role] ?? pendingTasks.admin))
      .replace(TASK, String(taskId));
    return JSON.parse(filled) ?? undefined;
  };

  /** A customer that applied for `providerId` (or the first provider that quoted it); answers its ids. */
  async function customer(providerId?: number): Promise<{ id: string; lead: number; providerId: number }> {
    const visitor = await createProfile(t);
    await compare(t, visitor, { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 12000 }).expect(200);
    const chosen = providerId ?? (await quotesOf(t, visitor))[0].providerId;
    const lead = await apply(t, visitor, { selectedProvider: chosen }).expect(201);
    return { id: visitor.profileId, lead: lead.body.id, providerId: chosen };
  }

  beforeAll(async () => {
    t = await startApp();
    cookies.admin = await signIn(t, ADMIN.email, ADMIN.password);
    cookies.staff = await (await createUser(t, cookies.admin, 'staff')).cookie();
    const own = await customer();
    partnerProviderId = own.providerId;
    Object.assign(ids, { customer: own.id, lead: String(own.lead) });
    cookies.partner = await (await createUser(t, cookies.admin, 'partner', { providerId: partnerProviderId })).cookie();
    disposableId = (await createUser(t, cookies.admin, 'staff')).id;
    for (const role of ['admin', 'staff']) doomed[role] = { single: (await customer(partnerProviderId)).id, bulk: (await customer(partnerProviderId)).id };
    const task = () => t.http.post('/api/crm/tasks').set('Cookie', cookies.admin).send({ title: 'Matrix', dueDate: '2030-01-01T09:00:00Z', businessProfileId: ids.customer }).expect(201);
    taskId = (await task()).body.id;
    for (const role of ['admin', 'staff', 'partner']) pendingTasks[role] = (await task()).body.id;
  });
  afterAll(() => t.close());

  it.each(ROUTES)('$method $path answers 401 without a session', async ({ method, path, body }) => {
    const res = await t.http[method](at(path)).send(at(body));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it.each(ROUTES.flatMap((route) => (['staff', 'partner'] as const).filter((role) => !route.allowed.includes(role)).map((role) => ({ ...route, role }))))(
    '$method $path answers 403 for $role',
    async ({ method, path, body, role }) => {
      const res = await t.http[method](at(path, role)).set('Cookie', cookies[role]).send(at(body, role));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'You do not have permission to do this.', error: 'Forbidden' });
    },
  );

  it.each(ROUTES.flatMap((route) => route.allowed.map((role) => ({ ...route, role }))))('$method $path answers $status for $role', async ({ method, path, body, role, status }) => {
    const res = await t.http[method](at(path, role)).set('Cookie', cookies[role]).send(at(body, role));
    expect(res.status).toBe(status);
  });

  it('shows a partner only its own provider', async () => {
    const res = await t.http.get('/api/crm/providers').set('Cookie', cookies.partner).expect(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([partnerProviderId]);
    expect(res.headers['content-range']).toBe('providers 0-0/1');
    const other = (await t.dataSource.getRepository(Provider).find({ order: { id: 'ASC' }, take: 2 })).find((p) => p.id !== partnerProviderId)!.id;
    await t.http.get(`/api/crm/providers/${other}`).set('Cookie', cookies.partner).expect(404);
    const all = await t.http.get('/api/crm/providers').query({ range: '[0,99]' }).set('Cookie', cookies.staff).expect(200);
    expect(all.body.length).toBeGreaterThanOrEqual(20);
  });
});
