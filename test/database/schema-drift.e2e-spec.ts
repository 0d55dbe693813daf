import { tmpdir } from 'node:os';
import { DataSource } from 'typeorm';
import { AuthSession } from '../../src/auth/entities/auth-session.entity';
import { buildDataSourceOptions } from '../../src/database/data-source';
import { InitialSchema1763800000000 } from '../../src/database/migrations/1763800000000-initial-schema';
import { TaskReminders1764300000000 } from '../../src/database/migrations/1764300000000-task-reminders';
import { MIGRATIONS } from '../../src/database/migrations';
import { seedReferenceData } from '../../src/database/seeds/seed.service';
import { EmailTemplate } from '../../src/mail/entities/email-template.entity';
import { providerQualityScore, terminalQualityScore } from '../../src/domain/catalogue-rules/quality';
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

describe('Upgrading a database that has open sessions (on the engine under test)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    if (db.url === 'sqlite::memory:') db = { url: `sqlite:${tmpdir()}/mc-upgrade-${Date.now()}.sqlite`, drop: async () => undefined };
  });
  afterAll(() => db.drop());

  it('gives each existing session its opening time as last seen', async () => {
    const options = await buildDataSourceOptions(db.url);
    const before = new DataSource({ ...options, migrations: [InitialSchema1763800000000] });
    await before.initialize();
    await before.runMigrations();
    await before.query(`INSERT INTO crm_users (name, email, passwordHash, role) VALUES ('A', 'a@test.local', 'x', 'admin')`);
    const createdAt = '2026-03-01 10:20:30.123000';
    await before.query(
      `INSERT INTO auth_sessions (id, userId, expiresAt, createdAt) SELECT 'open-session', id, '2026-03-01 22:20:30.123000', '${createdAt}' FROM crm_users`,
    );
    await before.destroy();

    const after = new DataSource(options);
    await after.initialize();
    await after.runMigrations();
    const session = await after.getRepository(AuthSession).findOneByOrFail({ id: 'open-session' });
    await after.destroy();
    expect(session.lastSeenAt.toISOString()).toBe('2026-03-01T10:20:30.123Z');
  });
});

describe('Upgrading a database seeded before task reminders (on the engine under test)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    if (db.url === 'sqlite::memory:') db = { url: `sqlite:${tmpdir()}/mc-reminder-upgrade-${Date.now()}.sqlite`, drop: async () => undefined };
  });
  afterAll(() => db.drop());

  it('adds the task-reminder template exactly once, also when the app starts again', async () => {
    const options = await buildDataSourceOptions(db.url);
    const before = new DataSource({ ...options, migrations: MIGRATIONS.filter((migration) => migration !== TaskReminders1764300000000) });
    await before.initialize();
    await before.runMigrations();
    await seedReferenceData(before, { scoreProvider: providerQualityScore, scoreTerminal: terminalQualityScore });
    expect(await before.getRepository(EmailTemplate).countBy({ name: 'task-reminder' })).toBe(0);
    await before.destroy();

    for (let boot = 0; boot < 2; boot += 1) {
      const app = await startApp({}, db);
      const templates = await app.dataSource.getRepository(EmailTemplate).findBy({ name: 'task-reminder' });
      await app.close();
      expect(templates.map(({ category, type, isActive }) => ({ category, type, isActive }))).toEqual([
        { category: 'reminder', type: 'automated', isActive: true },
      ]);
    }
  });
});
