import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

import { freePort } from './ports';

/**
 * A MariaDB server of the test's own, in a temporary folder on a free port, that the test may stop
 * and start again (an outage) without touching the machine's shared server on 3306.
 */
export interface PrivateMariaDb {
  port: number;
  /** Runs one statement as root and answers its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** mariadb://root@127.0.0.1:PORT/NAME for a database created on it. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`private mariadbd: ${what} within ${timeoutMs} ms`);
}

/** For a replication test: the server's id, and whether it writes a binary log (a primary does). */
export interface PrivateMariaDbOptions {
  serverId?: number;
  binaryLog?: boolean;
}

export async function startPrivateMariaDb(options: PrivateMariaDbOptions = {}): Promise<PrivateMariaDb> {
  const dir = mkdtempSync(join(tmpdir(), 'mc-mariadb-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  execFileSync('mariadb-install-db', ['--no-defaults', `--datadir=${dataDir}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db'], {
    stdio: 'ignore',
  });
  const base = `mysql://root@127.0.0.1:${port}/`;
  let child: ChildProcess | undefined;

  const answers = async (): Promise<boolean> => {
    try {
      const connection = await createConnection({ uri: base, connectTimeout: 1000 });
      await connection.end();
      return true;
    } catch {
      return false;
    }
  };

  const start = async (): Promise<void> => {
    child = spawn(
      'mariadbd',
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--socket=${join(dir, 'mariadb.sock')}`,
        `--pid-file=${join(dir, 'mariadb.pid')}`,
        '--user=root',
        '--skip-name-resolve',
        '--innodb-buffer-pool-size=32M',
        `--server-id=${options.serverId ?? 1}`,
        ...(options.binaryLog ? ['--log-bin=mariadb-bin', '--binlog-format=ROW'] : ['--skip-log-bin']),
      ],
      { stdio: 'ignore' },
    );
    await waitUntil(answers, 30_000, 'did not answer');
  };

  const stop = async (): Promise<void> => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    port,
    query: async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
      const connection = await createConnection({ uri: base, connectTimeout: 1000 });
      try {
        const [rows] = await connection.query(sql, params);
        return rows as T[];
      } finally {
        await connection.end();
      }
    },
    createDatabase: async (name) => {
      const connection = await createConnection(base);
      await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await connection.end();
      return `mariadb://root@127.0.0.1:${port}/${name}`;
    },
    stop,
    start,
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
