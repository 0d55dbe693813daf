import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { DataSource } from 'typeorm';

/** How long an instance waits for another one's migration run before giving up. */
const LOCK_WAIT_SECONDS = 120;

/**
 * Runs `work` (migrations and seeds) while no other process does the same on this database, so
 * that instances booting at once and `npm run migrate` never race. MySQL/MariaDB: a named lock
 * (GET_LOCK, per database) held on one connection for the run. SQLite: the file belongs to the
 * processes of one machine, so a lock file beside it (created exclusively; a holder that died is
 * detected by its pid); an in-memory database is this process's alone and needs none.
 */
export async function withSchemaLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const type = dataSource.options.type;
  if (type === 'mysql' || type === 'mariadb') return withNamedLock(dataSource, work);
  const file = String(dataSource.options.database ?? ':memory:');
  if (file === ':memory:' || file === '') return work();
  return withLockFile(`${resolve(file)}.migrate-lock`, work);
}

async function withNamedLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    // Lock names are server-wide: the database's name makes it this database's.
    const rows: Array<{ acquired: number | string | null }> = await runner.query(
      "SELECT GET_LOCK(LEFT(CONCAT('merchant-compare:migrate:', DATABASE()), 64), ?) AS acquired",
      [LOCK_WAIT_SECONDS],
    );
    if (Number(rows[0]?.acquired) !== 1) {
      throw new Error(`Another process has been migrating this database for over ${LOCK_WAIT_SECONDS} s: gave up waiting for its lock`);
    }
    try {
      return await work();
    } finally {
      await runner.query("SELECT RELEASE_LOCK(LEFT(CONCAT('merchant-compare:migrate:', DATABASE()), 64))");
    }
  } finally {
    await runner.release();
  }
}

function holderIsAlive(path: string): boolean {
  try {
    const content = readFileSync(path, 'utf8').trim();
    // Empty: its holder has just created it and is writing its pid.
    if (content === '') return true;
    const pid = Number(content);
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function withLockFile<T>(path: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LOCK_WAIT_SECONDS * 1000;
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!holderIsAlive(path)) {
        unlinkSync(path);
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(`Another process has been migrating ${path.replace(/\.migrate-lock$/, '')} for over ${LOCK_WAIT_SECONDS} s (lock file ${path})`);
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  try {
    return await work();
  } finally {
    unlinkSync(path);
  }
}
