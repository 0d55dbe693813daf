import { randomUUID } from 'node:crypto';
import { ADMIN, signIn, startApp, TestApp } from '../support/app';
import { hasMariadbd, ReplicatedMariaDb, startReplicatedMariaDb } from '../support/replicated-mariadb';
import { CRM_TEST_ENV, createCustomer } from '../support/crm';

/**
 * DATABASE_REPLICA_URLS against a real replica: a primary and a replica mariadbd the test starts in
 * temporary folders (whatever TEST_DATABASE_URL names). It runs in the MariaDB stage (npm run
 * test:mysql) only: on the SQLite stage it would prove the same thing a second time.
 */
const runs = Boolean(process.env.TEST_DATABASE_URL) && hasMariadbd();
if (!runs) {
  console.log(
    hasMariadbd()
      ? 'read-replicas: runs in the MariaDB stage only (set TEST_DATABASE_URL, e.g. npm run test:mysql)'
      : 'read-replicas: skipped, /usr/sbin/mariadbd is not installed',
  );
}

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

(runs ? describe : describe.skip)('Reads that tolerate lag go to a replica; writes and read-after-write stay on the primary', () => {
  let servers: ReplicatedMariaDb;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    servers = await startReplicatedMariaDb();
    const { primaryUrl, replicaUrl } = await servers.createDatabase('mc_replicas');
    t = await startApp({ ...CRM_TEST_ENV, DATABASE_REPLICA_URLS: replicaUrl }, { url: primaryUrl, drop: async () => undefined });
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    await servers.caughtUp();
  }, 120_000);
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await servers?.destroy();
  });

  const listedNames = async (): Promise<string[]> => {
    const res = await t.http.get('/api/crm/customers').query({ range: '[0,99]' }).set('Cookie', admin).expect(200);
    return (res.body.businessProfiles as Array<{ businessName: string }>).map((c) => c.businessName);
  };
  /** The customer CSV export and the dashboard's latest new customers, as text to search. */
  const exported = async (): Promise<string> => (await t.http.get('/api/crm/customers/export.csv').set('Cookie', admin).expect(200)).text;
  const latestCreated = async (): Promise<string> =>
    JSON.stringify((await t.http.get('/api/crm/dashboard/details').query({ statType: 'created' }).set('Cookie', admin).expect(200)).body);
  const onPrimary = async (id: string): Promise<number> =>
    (await servers.primary.query('SELECT id FROM mc_replicas.business_profiles WHERE id = ?', [id])).length;

  it('lists, exports and analyses from the replica (a customer written while it is paused shows once it applies), and answers the customer itself from the primary at once', async () => {
    await servers.replica.query('STOP SLAVE SQL_THREAD');
    try {
      const name = `Lagging Shop ${randomUUID().slice(0, 8)}`;
      const id = await createCustomer(t, name);

      // The write is on the primary; the replica has not applied it, and the list reads the replica.
      expect(await onPrimary(id)).toBe(1);
      expect(await listedNames()).not.toContain(name);
      expect(await exported()).not.toContain(name);
      expect(await latestCreated()).not.toContain(name);

      // A read after the write answers from the primary: the detail, and another write on the customer.
      const detail = await t.http.get(`/api/crm/customers/${id}`).set('Cookie', admin).expect(200);
      expect(detail.body.customer).toMatchObject({ id, businessName: name });
      // Sign-in (a read of the user, then a session written) works on the primary while the replica lags.
      await signIn(t, ADMIN.email, ADMIN.password);

      await servers.replica.query('START SLAVE SQL_THREAD');
      await eventually(async () => (await listedNames()).includes(name), 5_000);
      expect(await exported()).toContain(name);
      expect(await latestCreated()).toContain(name);
    } finally {
      await servers.replica.query('START SLAVE SQL_THREAD');
    }
  }, 30_000);

  it('answers every list, analytics and export from the primary when the replica is down, and loses no write', async () => {
    const before = `Before Outage ${randomUUID().slice(0, 8)}`;
    await createCustomer(t, before);
    await servers.caughtUp();
    await servers.replica.stop();

    const during = `During Outage ${randomUUID().slice(0, 8)}`;
    const id = await createCustomer(t, during);
    expect(await onPrimary(id)).toBe(1);
    // More requests than the errors after which the pool leaves the replica out: each still answers.
    for (let i = 0; i < 7; i += 1) expect(await listedNames()).toEqual(expect.arrayContaining([before, during]));
    await t.http.get('/api/crm/leads').set('Cookie', admin).expect(200);
    await t.http.get('/api/crm/tasks').set('Cookie', admin).expect(200);
    await t.http.get('/api/crm/quotes').set('Cookie', admin).expect(200);
    await t.http.get('/api/analytics/dashboard').set('Cookie', admin).expect(200);
    await t.http.get('/api/crm/dashboard/details').set('Cookie', admin).expect(200);
    const csv = await t.http.get('/api/crm/customers/export.csv').set('Cookie', admin).expect(200);
    expect(csv.text).toContain(during);
  }, 30_000);
});
