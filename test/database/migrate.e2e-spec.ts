import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app';
import { AppConfig, loadConfig } from '../../src/config/env';
import { buildDataSourceOptions } from '../../src/database/data-source';
import { EMAIL_TEMPLATE_SEEDS } from '../../src/database/seeds/email-templates.data';
import { INDUSTRY_DEFAULT_SEEDS } from '../../src/database/seeds/industry-defaults.data';
import { PROVIDER_SEEDS } from '../../src/database/seeds/providers.data';
import { IndustryDefault } from '../../src/industry-defaults/entities/industry-default.entity';
import { EmailTemplate } from '../../src/mail/entities/email-template.entity';
import { Provider } from '../../src/providers/entities/provider.entity';
import { CrmUser } from '../../src/users/entities/crm-user.entity';
import { ADMIN, migrateDatabase, TEST_JWT_SECRET } from '../support/app';
import { TEST_COMPANY_ENV } from '../support/company';
import { createTestDatabase, TestDatabase } from '../support/database';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');
const REFUSAL = 'The database schema is not current (migrations are pending). Run `npm run migrate` (once, for all instances), then start the instances.';

/** A database other processes can reach: a temporary SQLite file, or a MariaDB database of its own. */
async function sharedDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  if (db.url !== 'sqlite::memory:') return db;
  return { url: `sqlite:${mkdtempSync(join(tmpdir(), 'mc-migrate-'))}/app.sqlite`, drop: async () => undefined };
}

function envFor(db: TestDatabase, nodeEnv: string): Record<string, string> {
  return {
    NODE_ENV: nodeEnv,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mc-test-')),
    DATABASE_URL: db.url,
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: 'https://compare.example.co.uk',
    LOG_LEVEL: 'silent',
    ...TEST_COMPANY_ENV,
  };
}

async function counts(db: TestDatabase): Promise<Record<string, number>> {
  const dataSource = await new DataSource(await buildDataSourceOptions(db.url)).initialize();
  try {
    return {
      providers: await dataSource.getRepository(Provider).count(),
      industryDefaults: await dataSource.getRepository(IndustryDefault).count(),
      // Templates come from the seeds and from migrations: none twice.
      duplicateEmailTemplates: await dataSource
        .getRepository(EmailTemplate)
        .find()
        .then((rows) => rows.length - new Set(rows.map((row) => row.name)).size),
      seededEmailTemplatesMissing: await dataSource
        .getRepository(EmailTemplate)
        .find()
        .then((rows) => EMAIL_TEMPLATE_SEEDS.filter((seed) => !rows.some((row) => row.name === seed.name)).length),
      admins: await dataSource.getRepository(CrmUser).countBy({ role: 'admin' }),
      pendingMigrations: Number(await dataSource.showMigrations()),
    };
  } finally {
    await dataSource.destroy();
  }
}

const ONE_SET = {
  providers: PROVIDER_SEEDS.length,
  industryDefaults: INDUSTRY_DEFAULT_SEEDS.length,
  duplicateEmailTemplates: 0,
  seededEmailTemplatesMissing: 0,
  admins: 1,
  pendingMigrations: 0,
};

describe('npm run migrate: migrations, seeds and the first admin as a one-off step under a database lock', () => {
  it('lets two migrate runs at once on one fresh database both succeed, leaving one set of seeds and one admin', async () => {
    const db = await sharedDatabase();
    try {
      const config = loadConfig(envFor(db, 'production'));
      await expect(Promise.all([migrateDatabase(config), migrateDatabase(config)])).resolves.toEqual([undefined, undefined]);
      expect(await counts(db)).toEqual(ONE_SET);
    } finally {
      await db.drop();
    }
  }, 120_000);

  it('lets instances booting at once outside production migrate by themselves without racing', async () => {
    const db = await sharedDatabase();
    try {
      const config: AppConfig = loadConfig(envFor(db, 'development'));
      expect(config.migrateAtBoot).toBe(true);
      const apps = await Promise.all([createApp(config), createApp(config), createApp(config)]);
      await Promise.all(apps.map((app) => app.init()));
      await Promise.all(apps.map((app) => app.close()));
      expect(await counts(db)).toEqual(ONE_SET);
    } finally {
      await db.drop();
    }
  }, 120_000);

  it('refuses a production boot on an unmigrated database, naming npm run migrate; after the migrate script (exit 0) it starts', async () => {
    const db = await sharedDatabase();
    try {
      const env = envFor(db, 'production');
      const config = loadConfig(env);
      expect(config.migrateAtBoot).toBe(false);
      const refused = await createApp(config);
      await expect(refused.init()).rejects.toThrow(REFUSAL);
      await refused.close().catch(() => undefined);

      // The script `npm run migrate` runs (built there; run from source here).
      const { stdout } = await run('npx', ['ts-node', '-T', '-P', 'tsconfig.spec.json', 'src/migrate.ts'], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        timeout: 90_000,
      });
      expect(stdout).toContain('The database is migrated and seeded: the instances may be started.');
      expect(await counts(db)).toEqual(ONE_SET);

      const app = await createApp(config);
      await app.init();
      await app.getHttpAdapter().getInstance().ready();
      const res = await app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/industry-defaults/retail' });
      expect(res.statusCode).toBe(200);
      await app.close();
    } finally {
      await db.drop();
    }
  }, 180_000);

  it('exits 1 with the reason when the database cannot be reached', async () => {
    const env = { ...envFor({ url: 'mysql://root@127.0.0.1:1/none', drop: async () => undefined }, 'production') };
    const failure = await run('npx', ['ts-node', '-T', '-P', 'tsconfig.spec.json', 'src/migrate.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      timeout: 90_000,
    }).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/ECONNREFUSED 127\.0\.0\.1:1/);
  }, 120_000);
});
