import { createCustomer, CrmWorld, postTask, startCrmWorld } from '../support/crm';

/**
 * The totals of the unfiltered customer and task lists come from row_totals, kept by triggers
 * (migration 1764900000000), not from a COUNT(*) on each request: they must stay equal to the
 * real number of rows through every way rows come and go, on the engine under test.
 */
describe('Maintained list totals (row_totals)', () => {
  let world: CrmWorld;

  beforeAll(async () => {
    world = await startCrmWorld();
  });
  afterAll(() => world.t.close());

  async function realAndKept(table: string): Promise<[number, number]> {
    const [real] = await world.t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`);
    const [kept] = await world.t.dataSource.query('SELECT total FROM row_totals WHERE tableName = ?', [table]);
    return [Number(real.n), Number(kept.total)];
  }

  async function expectInStep(): Promise<void> {
    for (const table of ['business_profiles', 'tasks']) {
      const [real, kept] = await realAndKept(table);
      expect({ table, total: kept }).toEqual({ table, total: real });
    }
  }

  /** The list's total as react-admin reads it, from a one-row page (not the last, so it is not taken from the page). */
  async function listTotal(path: string): Promise<number> {
    const res = await world.t.http.get(path).query({ range: '[0,0]' }).set('Cookie', world.admin.cookie).expect(200);
    return Number(String(res.headers['content-range']).split('/')[1]);
  }

  async function addTask(businessProfileId: string | null, title: string): Promise<void> {
    await postTask(world.t, world.admin.cookie, { title, dueDate: '2030-01-15T10:00:00.000Z', ...(businessProfileId ? { businessProfileId } : {}) }).expect(
      201,
    );
  }

  it('counts the customers and tasks created through the API, and the lists show those totals', async () => {
    const first = await createCustomer(world.t, 'Totals Bakery');
    await createCustomer(world.t, 'Totals Garage');
    await addTask(first, 'Call the bakery');
    await addTask(null, 'Tidy the pipeline');
    await expectInStep();
    const [customers] = await realAndKept('business_profiles');
    const [tasks] = await realAndKept('tasks');
    expect(customers).toBeGreaterThan(2);
    expect(await listTotal('/api/crm/customers')).toBe(customers);
    expect(await listTotal('/api/crm/tasks')).toBe(tasks);
  });

  it('stays in step when customers are deleted one at a time and in bulk, with their tasks', async () => {
    const ids = [await createCustomer(world.t, 'Totals One'), await createCustomer(world.t, 'Totals Two'), await createCustomer(world.t, 'Totals Three')];
    for (const id of ids) await addTask(id, `Follow up ${id}`);
    await world.t.http.delete(`/api/crm/customers/${ids[0]}`).set('Cookie', world.admin.cookie).expect(200);
    await expectInStep();
    await world.t.http
      .post('/api/crm/customers/bulk-delete')
      .set('Cookie', world.admin.cookie)
      .send({ customerIds: ids.slice(1) })
      .expect(200);
    await expectInStep();
    const [customers] = await realAndKept('business_profiles');
    expect(await listTotal('/api/crm/customers')).toBe(customers);
  });

  it("stays in step when the database removes a customer's tasks through the foreign key (ON DELETE CASCADE)", async () => {
    const id = await createCustomer(world.t, 'Totals Cascade');
    await addTask(id, 'First call');
    await addTask(id, 'Second call');
    const [tasksBefore] = await realAndKept('tasks');
    await world.t.dataSource.query('DELETE FROM business_profiles WHERE id = ?', [id]);
    const [tasksAfter] = await realAndKept('tasks');
    expect(tasksAfter).toBe(tasksBefore - 2);
    await expectInStep();
  });

  it('still counts a filtered list (a condition means the kept total does not apply)', async () => {
    await createCustomer(world.t, 'Totals Unique Zebra');
    const res = await world.t.http
      .get('/api/crm/customers')
      .query({ range: '[0,0]', filter: JSON.stringify({ q: 'zebra' }) })
      .set('Cookie', world.admin.cookie)
      .expect(200);
    expect(res.headers['content-range']).toMatch(/\/1$/);
  });
});
