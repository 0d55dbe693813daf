import sharp from 'sharp';
import { IndustryDefault } from '../../src/industry-defaults/entities/industry-default.entity';
import { Provider } from '../../src/providers/entities/provider.entity';
import { Terminal } from '../../src/providers/entities/terminal.entity';
import { ImageFiles } from '../../src/uploads/image-files';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { apply, compare, createProfile, quotesOf } from '../support/visitor';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
interface Route {
  method: Method;
  path: string;
  body?: object;
  /** A multipart upload: a small PNG in this field instead of a JSON body. */
  file?: string;
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
/** A task every role may see (on the partner's own customer, assigned to the partner). */
const TASK = ':task';
/** A pending task of each role's own, for the route that completes it once. */
const PENDING_TASK = ':pendingTask';
/** A manual email template (edited, deactivated and previewed by the roles that may). */
const TEMPLATE = ':template';
/** The calling role's name (a template name each role creates once). */
const ROLE = ':role';

/** The partner's provider, one of its terminals, and a sector's defaults. */
const OWN_PROVIDER = ':ownProvider';
const ANY_TERMINAL = ':anyTerminal';
const SECTOR = ':sector';
/** Per role: a new provider's name, a terminal to delete and an unused gallery logo. */
const NEW_PROVIDER_NAME = ':newProviderName';
const TERMINAL_TO_DELETE = ':terminalToDelete';
const UNUSED_LOGO = ':unusedLogo';

/** Every signed-in endpoint with the roles that may call it. */
const ROUTES: Route[] = [
  { method: 'get', path: '/api/crm/auth/user', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/crm/users', allowed: ['admin'], status: 200 },
  { method: 'get', path: '/api/crm/users/1', allowed: ['admin'], status: 200 },
  {
    method: 'post',
    path: '/api/crm/users',
    body: { name: 'Matrix', email: 'matrix@test.local', role: 'staff', password: 'matrix-pass' },
    allowed: ['admin'],
    status: 201,
  },
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
  {
    method: 'post',
    path: '/api/crm/tasks',
    body: { title: 'Matrix task', dueDate: '2030-01-01T09:00:00Z' },
    allowed: ['admin', 'staff', 'partner'],
    status: 201,
  },
  { method: 'patch', path: `/api/crm/tasks/${TASK}`, body: { priority: 'high' }, allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'post', path: `/api/crm/tasks/${PENDING_TASK}/complete`, body: { outcome: 'successful' }, allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/crm/activities', allowed: ['admin', 'staff', 'partner'], status: 200 },
  {
    method: 'post',
    path: '/api/crm/activities',
    body: { businessProfileId: CUSTOMER, type: 'note', notes: 'Matrix note' },
    allowed: ['admin', 'staff', 'partner'],
    status: 201,
  },
  { method: 'get', path: '/api/crm/providers/with-scores', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: `/api/crm/providers/${OWN_PROVIDER}`, allowed: ['admin', 'staff', 'partner'], status: 200 },
  {
    method: 'patch',
    path: `/api/crm/providers/${OWN_PROVIDER}`,
    body: { deliveryDays: '1-2 days', reason: 'Matrix' },
    allowed: ['admin', 'staff'],
    status: 200,
  },
  {
    method: 'post',
    path: '/api/crm/providers/with-terminals',
    body: { provider: { name: NEW_PROVIDER_NAME }, terminals: [{ name: 'Matrix terminal', type: 'mobile' }] },
    allowed: ['admin', 'staff'],
    status: 201,
  },
  { method: 'get', path: `/api/crm/providers/${OWN_PROVIDER}/audit`, allowed: ['admin', 'staff'], status: 200 },
  { method: 'get', path: `/api/crm/providers/${OWN_PROVIDER}/webhook`, allowed: ['admin', 'staff', 'partner'], status: 200 },
  // .invalid never resolves: the deliveries the matrix's lead changes make reach nobody.
  {
    method: 'put',
    path: `/api/crm/providers/${OWN_PROVIDER}/webhook`,
    body: { url: 'https://hooks.invalid/leads' },
    allowed: ['admin', 'partner'],
    status: 200,
  },
  { method: 'post', path: `/api/crm/providers/${OWN_PROVIDER}/webhook/rotate-secret`, allowed: ['admin', 'partner'], status: 200 },
  { method: 'delete', path: `/api/crm/providers/${OWN_PROVIDER}/webhook`, allowed: ['admin', 'partner'], status: 200 },
  { method: 'get', path: `/api/crm/leads/${LEAD}/webhook-deliveries`, allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/crm/audit', allowed: ['admin', 'staff'], status: 200 },
  { method: 'get', path: '/api/terminals', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'patch', path: `/api/crm/terminals/${ANY_TERMINAL}`, body: { lowVolumeWarning: 'Matrix' }, allowed: ['admin', 'staff'], status: 200 },
  { method: 'delete', path: `/api/crm/terminals/${TERMINAL_TO_DELETE}`, allowed: ['admin', 'staff'], status: 200 },
  { method: 'post', path: `/api/upload/provider-logo/${OWN_PROVIDER}`, file: 'logo', allowed: ['admin', 'staff'], status: 201 },
  { method: 'post', path: `/api/upload/terminal-image/${ANY_TERMINAL}`, file: 'image', allowed: ['admin', 'staff'], status: 201 },
  { method: 'get', path: '/api/uploads', allowed: ['admin', 'staff'], status: 200 },
  { method: 'delete', path: `/api/uploads/logos/${UNUSED_LOGO}`, allowed: ['admin', 'staff'], status: 200 },
  { method: 'get', path: '/api/crm/industry-defaults', allowed: ['admin', 'staff'], status: 200 },
  { method: 'put', path: `/api/crm/industry-defaults/${SECTOR}`, body: { notes: 'Matrix' }, allowed: ['admin', 'staff'], status: 200 },
  { method: 'patch', path: `/api/crm/industry-defaults/${SECTOR}`, body: { notes: 'Matrix too' }, allowed: ['admin', 'staff'], status: 200 },
  {
    method: 'post',
    path: '/api/crm/emails/send',
    body: { businessProfileId: CUSTOMER, recipient: 'jane@cornershop.co.uk', subject: 'Matrix', content: 'Hello' },
    allowed: ['admin', 'staff', 'partner'],
    status: 201,
  },
  { method: 'get', path: '/api/crm/email-templates', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: `/api/crm/email-templates/${TEMPLATE}`, allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/crm/email-templates/quote-saved', allowed: ['admin', 'staff', 'partner'], status: 200 },
  {
    method: 'post',
    path: '/api/crm/email-templates',
    body: { name: `Matrix ${ROLE}`, subject: 'Matrix', content: 'Hello {{firstName}}' },
    allowed: ['admin', 'staff'],
    status: 201,
  },
  { method: 'patch', path: `/api/crm/email-templates/${TEMPLATE}`, body: { subject: 'Matrix subject' }, allowed: ['admin', 'staff'], status: 200 },
  { method: 'put', path: `/api/crm/email-templates/${TEMPLATE}`, body: { subject: 'Matrix subject' }, allowed: ['admin', 'staff'], status: 200 },
  { method: 'delete', path: `/api/crm/email-templates/${TEMPLATE}`, allowed: ['admin', 'staff'], status: 200 },
  { method: 'post', path: `/api/crm/email-templates/${TEMPLATE}/preview`, body: {}, allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/crm/gmail/status', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/crm/gmail/auth-url', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'post', path: '/api/crm/gmail/test', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'delete', path: '/api/crm/gmail', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/analytics/dashboard', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/analytics/export.csv', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/analytics/journey-events', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/analytics/page-analytics', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/crm/dashboard/details?statType=created&dateFilter=today', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/crm/activities/recent', allowed: ['admin', 'staff', 'partner'], status: 200 },
  { method: 'get', path: '/api/crm/admin/system-stats', allowed: ['admin'], status: 200 },
  { method: 'get', path: '/api/crm/data-retention/status', allowed: ['admin'], status: 200 },
  { method: 'get', path: '/api/crm/retention/scheduled', allowed: ['admin'], status: 200 },
  { method: 'post', path: '/api/crm/data-retention/cleanup', allowed: ['admin'], status: 200 },
];

/** Gmail configured (auth-url answers a URL; nothing reaches Google, as nobody connects). */
const GOOGLE = {
  GOOGLE_CLIENT_ID: 'matrix-client',
  GOOGLE_CLIENT_SECRET: 'matrix-secret',
  GOOGLE_REDIRECT_URL: 'http://localhost:3000/api/crm/gmail/callback',
};

describe('Role matrix (anonymous, admin, staff, partner)', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let partnerProviderId: number;
  let disposableId: number;
  const ids: Record<string, string> = {};
  const doomed: Record<string, { single: string; bulk: string }> = {};
  let taskId: number;
  let templateId: number;
  const pendingTasks: Record<string, number> = {};
  const catalogue = { anyTerminal: 0, sector: 0 };
  const perRole: Record<string, { terminal: number; logo: string }> = {};
  let png: Buffer;
  /** The path or body with its placeholders filled in (a role that deletes gets its own customers). */
  const at = <T>(value: T, role = 'admin'): T => {
    const filled = JSON.stringify(value ?? null)
      .replace(OWN_PROVIDER, String(partnerProviderId))
      .replace(ANY_TERMINAL, String(catalogue.anyTerminal))
      .replace(SECTOR, String(catalogue.sector))
      .replace(NEW_PROVIDER_NAME, `Matrix Acquirer (${role})`)
      .replace(TERMINAL_TO_DELETE, String(perRole[role]?.terminal ?? catalogue.anyTerminal))
      .replace(UNUSED_LOGO, perRole[role]?.logo ?? '00000000-0000-4000-8000-000000000000.webp')
      .replace(DISPOSABLE, String(disposableId))
      .replace(CUSTOMER, ids.customer)
      .replace(LEAD, ids.lead)
      .replace(DOOMED_IN_BULK, doomed[role]?.bulk ?? ids.customer)
      .replace(DOOMED, doomed[role]?.single ?? ids.customer)
      .replace(PENDING_TASK, String(pendingTasks[role] ?? pendingTasks.admin))
      .replace(TASK, String(taskId))
      .replace(TEMPLATE, String(templateId))
      .replace(ROLE, role);
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
    t = await startApp(GOOGLE);
    cookies.admin = await signIn(t, ADMIN.email, ADMIN.password);
    cookies.staff = await (await createUser(t, cookies.admin, 'staff')).cookie();
    const own = await customer();
    partnerProviderId = own.providerId;
    Object.assign(ids, { customer: own.id, lead: String(own.lead) });
    const partner = await createUser(t, cookies.admin, 'partner', { providerId: partnerProviderId });
    cookies.partner = await partner.cookie();
    disposableId = (await createUser(t, cookies.admin, 'staff')).id;
    for (const role of ['admin', 'staff']) doomed[role] = { single: (await customer(partnerProviderId)).id, bulk: (await customer(partnerProviderId)).id };
    // Assigned to the partner: a partner sees and changes only tasks created by or assigned to its provider's users.
    const task = () =>
      t.http
        .post('/api/crm/tasks')
        .set('Cookie', cookies.admin)
        .send({ title: 'Matrix', dueDate: '2030-01-01T09:00:00Z', businessProfileId: ids.customer, assignedToCrmUserId: partner.id })
        .expect(201);
    taskId = (await task()).body.id;
    for (const role of ['admin', 'staff', 'partner']) pendingTasks[role] = (await task()).body.id;
    templateId = (
      await t.http.post('/api/crm/email-templates').set('Cookie', cookies.admin).send({ name: 'Matrix template', subject: 'S', content: 'C' }).expect(201)
    ).body.id;
    catalogue.anyTerminal = (await t.dataSource.getRepository(Terminal).findOneByOrFail({ providerId: partnerProviderId })).id;
    catalogue.sector = (await t.dataSource.getRepository(IndustryDefault).findOneByOrFail({ businessSector: 'retail' })).id;
    png = await sharp({ create: { width: 40, height: 16, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    for (const role of ['admin', 'staff']) {
      const created = await t.http
        .post('/api/crm/providers/with-terminals')
        .set('Cookie', cookies.admin)
        .send({ provider: { name: `Matrix Doomed (${role})` }, terminals: [{ name: 'Doomed', type: 'smart' }] })
        .expect(201);
      const terminal = (await t.dataSource.getRepository(Terminal).findOneByOrFail({ providerId: created.body.providerId })).id;
      perRole[role] = { terminal, logo: (await t.app.get(ImageFiles).store('logo', await sharp(png).webp().toBuffer())).filename };
    }
  });

  /** The request of a route as `role` (anonymous without a cookie), its placeholders filled in. */
  function call(route: Route, role?: 'admin' | 'staff' | 'partner') {
    const req = t.http[route.method](at(route.path, role));
    if (role) req.set('Cookie', cookies[role]);
    return route.file ? req.attach(route.file, png, { filename: 'matrix.png', contentType: 'image/png' }) : req.send(at(route.body, role));
  }
  afterAll(() => t.close());

  it.each(ROUTES)('$method $path answers 401 without a session', async (route) => {
    const res = await call(route);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it.each(ROUTES.flatMap((route) => (['staff', 'partner'] as const).filter((role) => !route.allowed.includes(role)).map((role) => ({ ...route, role }))))(
    '$method $path answers 403 for $role',
    async ({ role, ...route }) => {
      const res = await call(route, role);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'You do not have permission to do this.', error: 'Forbidden' });
    },
  );

  it.each(ROUTES.flatMap((route) => route.allowed.map((role) => ({ ...route, role }))))(
    '$method $path answers $status for $role',
    async ({ role, ...route }) => {
      const res = await call(route, role);
      expect(res.status).toBe(route.status);
    },
  );

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
