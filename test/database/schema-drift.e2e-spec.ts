import { tmpdir } from 'node:os';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../../src/database/data-source';
import { Provider } from '../../src/providers/entities/provider.entity';
import { createTestDatabase, TestDatabase } from '../support/database';
import { startApp } from '../support/app';

describe('Migrations and seeds (on the engine under test)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    if (db.url === 'sqlite::memory:') {
      // A file, so that two boots share one database.
      db = { url: `sqlite:${tmpdir()}/mc-drift-${Date.now()}.sqlite`, drop: async () => undefined };
    }
  });
  afterAll(() => db.drop());

  it('leaves no drift between the entities and the migrated schema', async () => {
    const ds = new DataSource(await buildDataSourceOptions(db.url));
    await ds.initialize();
    await ds.runMigrations();
    const pending = await ds.driver.createSchemaBuilder().log();
    await ds.destroy();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('seeds reference data idempotently and keeps staff edits across boots', async () => {
    const first = await startApp({}, db);
    const repo = first.dataSource.getRepository(Provider);
    const count = await repo.count();
    expect(count).toBeGreaterThanOrEqual(20);
    const provider = (await repo.find({ order: { id: 'ASC' }, take: 1 }))[0];
    await repo.update(provider.id, { debitFeeMin: 0.123 });
    await first.close();

    const second = await startApp({}, db);
    const again = second.dataSource.getRepository(Provider);
    expect(await again.count()).toBe(count);
    expect((await again.findOneByOrFail({ id: provider.id })).debitFeeMin).toBe(0.123);
    await second.close();
  });
});
