import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { REPLICA_RETRY_AFTER_MS } from './read-replica';
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
  // Loaded here, not at start-up: an SQLite instance never needs the MySQL client.
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection(url.toString());
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = String((rows as Array<{ version: string }>)[0]?.version ?? '');
    return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

/**
 * The options of a data source on DATABASE_URL. With replica URLs (MySQL/MariaDB only), TypeORM's
 * replication pools: the primary takes everything but the reads src/database/read-replica.ts sends
 * to a replica (defaultMode 'master'), and a replica that fails is left out for a few seconds.
 */
export async function buildDataSourceOptions(databaseUrl: string, replicaUrls: string[] = []): Promise<DataSourceOptions> {
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
  const url = (raw: string): string => raw.replace(/^mariadb:/, 'mysql:');
  return {
    ...common,
    type,
    url: url(databaseUrl),
    ...(replicaUrls.length > 0
      ? {
          replication: {
            master: { url: url(databaseUrl) },
            slaves: replicaUrls.map((replica) => ({ url: url(replica) })),
            defaultMode: 'master',
            restoreNodeTimeout: REPLICA_RETRY_AFTER_MS,
          },
        }
      : {}),
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    supportBigNumbers: true,
    bigNumberStrings: false,
    // trace: false stops mysql2 capturing a stack trace on every query (for the call site in an
    // error's stack): under load that capture took 17% of the server's CPU. A database error still
    // carries its message and code, and is logged where it is caught.
    // connectTimeout: a request during a database outage fails within 3 s (answered 503) instead of
    // waiting mysql2's default 10 s for a host that does not answer.
    extra: { connectionLimit: 10, trace: false, connectTimeout: 3000 },
  };
}
