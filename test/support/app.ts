import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, CreateAppOptions } from '../../src/app';
import { AppConfig, loadConfig } from '../../src/config/env';
import { createTestDatabase, TestDatabase } from './database';
import { checkedRequest } from './openapi-check';

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * With TEST_REDIS_URL set (e.g. redis://127.0.0.1:6379), every app a test starts shares its limits
 * and caches through that Redis (REDIS_URL), under a key prefix of its own so that parallel runs on
 * one Redis never meet; a test's own REDIS_URL or REDIS_KEY_PREFIX wins.
 */
export function testRedisEnv(): Record<string, string> {
  const url = process.env.TEST_REDIS_URL;
  return url ? { REDIS_URL: url, REDIS_KEY_PREFIX: `test:${randomUUID()}:` } : {};
}

/** Boots the real application (migrations, seeds, first admin) against a fresh database. */
export async function startApp(env: Record<string, string> = {}, database?: TestDatabase, options: CreateAppOptions = {}): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const config = loadConfig({
    ...testRedisEnv(),
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mc-test-')),
    DATABASE_URL: db.url,
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    ...env,
  });
  // A production instance only checks the schema: migrate first, as a deployment's `npm run migrate` does.
  if (!config.migrateAtBoot && db.url !== 'sqlite::memory:') await migrateDatabase(config);
  const app = await createApp(config, options);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    // Every exchange is held to openapi.yaml (see openapi-check.ts).
    http: checkedRequest(app.getHttpServer()),
    dataSource: app.get(DataSource),
    database: db,
    close: async () => {
      await app.close();
      if (!database) await db.drop();
    },
  };
}

/** What `npm run migrate` does (src/migrate.ts), in this process: boot once with migrating on, then close. */
export async function migrateDatabase(config: AppConfig): Promise<void> {
  const app = await createApp({ ...config, migrateAtBoot: true });
  await app.init();
  await app.close();
}

/** Signs in and answers the session cookie ("mc_session=..."). */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.http.post('/api/auth/login').send({ email, password }).expect(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('mc_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0];
}

let counter = 0;

/** Creates a user through the API as the admin and answers its credentials. */
export async function createUser(
  t: TestApp,
  adminCookie: string,
  role: 'admin' | 'staff' | 'partner',
  extra: Record<string, unknown> = {},
): Promise<{ id: number; email: string; password: string; cookie: () => Promise<string> }> {
  counter += 1;
  const email = `${role}${counter}-${Date.now()}@test.local`;
  const password = `${role}-password-${counter}`;
  const res = await t.http
    .post('/api/crm/users')
    .set('Cookie', adminCookie)
    .send({ name: `${role} user ${counter}`, email, role, password, ...extra })
    .expect(201);
  return { id: res.body.id, email, password, cookie: () => signIn(t, email, password) };
}
