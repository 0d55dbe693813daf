import { tmpdir } from 'node:os';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../../src/database/data-source';
import { MIGRATIONS } from '../../src/database/migrations';
import { ReferenceSeeds1764400000000, SEEDED_BEFORE } from '../../src/database/migrations/1764400000000-reference-seeds';
import { EMAIL_TEMPLATE_SEEDS } from '../../src/database/seeds/email-templates.data';
import { INDUSTRY_DEFAULT_SEEDS } from '../../src/database/seeds/industry-defaults.data';
import { PROVIDER_SEEDS } from '../../src/database/seeds/providers.data';
import { IndustryDefault } from '../../src/industry-defaults/entities/industry-default.entity';
import { EmailTemplate } from '../../src/mail/entities/email-template.entity';
import { Provider } from '../../src/providers/entities/provider.entity';
import { ADMIN, signIn, startApp } from '../support/app';
import { createTestDatabase, TestDatabase } from '../support/database';

/** A database that outlives one app: a temporary SQLite file, or a MariaDB database of its own. */
async function lastingDatabase(name: string): Promise<TestDatabase> {
  const db = await createTestDatabase();
  if (db.url !== 'sqlite::memory:') return db;
  return { url: `sqlite:${tmpdir()}/mc-${name}-${Date.now()}-${process.pid}.sqlite`, drop: async () => undefined };
}

/** Seeded reference data is seeded once (on the engine under test). */
describe('Seeds are seeded once, across restarts', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await lastingDatabase('seeds-once');
  });
  afterAll(() => db.drop());

  it('gives a fresh database every seed once', async () => {
    const t = await startApp({}, db);
    expect(await t.dataSource.getRepository(Provider).count()).toBe(PROVIDER_SEEDS.length);
    expect(await t.dataSource.getRepository(IndustryDefault).count()).toBe(INDUSTRY_DEFAULT_SEEDS.length);
    const names = (await t.dataSource.getRepository(EmailTemplate).find()).map((template) => template.name);
    expect(names).toEqual(expect.arrayContaining(EMAIL_TEMPLATE_SEEDS.map((seed) => seed.name)));
    await t.close();
  });

  it('keeps a renamed provider, a deleted template and a deleted sector as staff left them after a restart', async () => {
    const first = await startApp({}, db);
    const admin = await signIn(first, ADMIN.email, ADMIN.password);
    const dojo = await first.dataSource.getRepository(Provider).findOneByOrFail({ name: 'Dojo' });
    await first.http.patch(`/api/crm/providers/${dojo.id}`).set('Cookie', admin).send({ name: 'Dojo by Paymentsense' }).expect(200);
    await first.dataSource.getRepository(EmailTemplate).delete({ name: 'quote_followup' });
    await first.dataSource.getRepository(IndustryDefault).delete({ businessSector: 'education' });
    const providers = await first.dataSource.getRepository(Provider).count();
    await first.close();

    const second = await startApp({}, db);
    const repository = second.dataSource.getRepository(Provider);
    expect(await repository.count()).toBe(providers);
    expect(await repository.countBy({ name: 'Dojo' })).toBe(0);
    expect((await repository.findOneByOrFail({ id: dojo.id })).name).toBe('Dojo by Paymentsense');
    expect(await second.dataSource.getRepository(EmailTemplate).countBy({ name: 'quote_followup' })).toBe(0);
    expect(await second.dataSource.getRepository(IndustryDefault).countBy({ businessSector: 'education' })).toBe(0);
    await second.http.get('/api/industry-defaults/education').expect(404);
    await second.close();
  });
});

describe('Upgrading a database seeded before seeds were recorded (on the engine under test)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await lastingDatabase('seeds-upgrade');
  });
  afterAll(() => db.drop());

  it('records every seed of that time as seeded, so what staff had deleted stays deleted', async () => {
    const options = await buildDataSourceOptions(db.url);
    const before = new DataSource({ ...options, migrations: MIGRATIONS.slice(0, MIGRATIONS.indexOf(ReferenceSeeds1764400000000)) });
    await before.initialize();
    await before.runMigrations();
    // Every start used to put back missing seeds; staff had since deleted Square.
    const kept = PROVIDER_SEEDS.map((seed) => seed.name).filter((name) => name !== 'Square');
    // Plain SQL: the entity of today has columns that the schema of that time does not.
    await before.query(`INSERT INTO providers (name) VALUES ${kept.map(() => '(?)').join(', ')}`, kept);
    await before.destroy();

    const t = await startApp({}, db);
    expect(await t.dataSource.getRepository(Provider).countBy({ name: 'Square' })).toBe(0);
    expect(await t.dataSource.getRepository(Provider).count()).toBe(kept.length);
    await t.close();
  });

  it('froze real seed keys (a typo there would let a deleted seed come back)', () => {
    expect(PROVIDER_SEEDS.map((seed) => seed.name)).toEqual(expect.arrayContaining([...SEEDED_BEFORE.provider]));
    expect(INDUSTRY_DEFAULT_SEEDS.map((seed) => seed.businessSector)).toEqual(expect.arrayContaining([...SEEDED_BEFORE.industry_default]));
    // A seed deleted on purpose since then stays in the frozen list: quote_saved_automated, a
    // duplicate of quote-saved that migration 1765600000000 deletes.
    const deletedSince = ['quote_saved_automated'];
    expect([...EMAIL_TEMPLATE_SEEDS.map((seed) => seed.name), ...deletedSince]).toEqual(expect.arrayContaining([...SEEDED_BEFORE.email_template]));
    expect(EMAIL_TEMPLATE_SEEDS.map((seed) => seed.name)).not.toEqual(expect.arrayContaining(deletedSince));
  });
});
