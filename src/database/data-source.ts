import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export type Engine = 'sqlite' | 'mysql' | 'mariadb';

/** sqlite:PATH, mysql://... or mariadb://... */
export function engineOf(databaseUrl: string): Engine {
  if (databaseUrl.startsWith('sqlite:')) return 'sqlite';
  return databaseUrl.startsWith('mariadb:') ? 'mariadb' : 'mysql';
}

/**
 * TypeORM must be told 'mariadb' for a MariaDB server (with 'mysql', json columns were re-created
 * on every sync), so a mysql:// URL that reaches a MariaDB server is detected here.
 */
async function detectServerType(databaseUrl: string): Promise<'mysql' | 'mariadb'> {
  const url = new URL(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  url.pathname = '/';
  const connection = await createConnection(url.toString());
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = String((rows as Array<{ version: string }>)[0]?.version ?? '');
    return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

export async function buildDataSourceOptions(databaseUrl: string): Promise<DataSourceOptions> {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    logging: false,
  } as const;
  if (engineOf(databaseUrl) === 'sqlite') {
    const file = databaseUrl.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: file,
      enableWAL: file !== ':memory:',
      prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
        db.pragma('foreign_keys = ON');
        db.pragma('busy_timeout = 5000');
        // With WAL, NORMAL keeps the database consistent after a crash and skips an fsync per commit.
        db.pragma('synchronous = NORMAL');
      },
    };
  }
  const type = await detectServerType(databaseUrl);
  return {
    ...common,
    type,
    url: databaseUrl.replace(/^mariadb:/, 'mysql:'),
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    supportBigNumbers: true,
    bigNumberStrings: false,
    // trace: false stops mysql2 capturing a stack trace on every query (for the call site in an
    // error's stack): under load that capture took 17% of the server's CPU. A database error still
    // carries its message and code, and is logged where it is caught.
    extra: { connectionLimit: 10, trace: false },
  };
}
