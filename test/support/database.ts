import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

/**
 * Each test file gets its own database: an in-memory SQLite one by default, or, when
 * TEST_DATABASE_URL names a MySQL/MariaDB server (npm run test:mysql), a database created for
 * the file and dropped after it.
 */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { url: 'sqlite::memory:', drop: async () => undefined };
  const name = `mc_test_${randomBytes(5).toString('hex')}`;
  const base = new URL(server.replace(/^mariadb:/, 'mysql:'));
  base.pathname = '/';
  const admin = await createConnection(base.toString());
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const connection = await createConnection(base.toString());
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}
