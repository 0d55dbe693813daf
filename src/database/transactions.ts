import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { DataSource, EntityManager, EntityTarget, EntitySubscriberInterface, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import { isMysql, isSqlite } from './engine';

/** How many times a deadlocked transaction is run again when its caller does not say. */
export const DEFAULT_DEADLOCK_RETRIES = 3;
/** The pause before running a deadlocked transaction again: random, up to this times the attempt. */
const DEADLOCK_PAUSE_MS = 20;

/**
 * The one way services open a transaction. SQLite has a single connection, on which TypeORM
 * cannot run two transactions at once ("cannot start a transaction within a transaction"), so
 * on SQLite transactions queue behind each other; MySQL/MariaDB run them concurrently.
 *
 * On SQLite every query runs synchronously on the server's one thread, so a chain of awaited
 * queries never lets a waiting request in by itself: a loop of transactions (a bulk delete, the
 * retention job) would hold every other request up until it ends. Each SQLite transaction
 * therefore starts on a later turn of the event loop, after the requests already waiting.
 */
@Injectable()
export class Transactions {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly isSqlite: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.isSqlite = isSqlite(dataSource);
    if (!dataSource.subscribers.includes(AFTER_COMMIT)) dataSource.subscribers.push(AFTER_COMMIT);
  }

  /**
   * Runs work in one transaction. On MySQL/MariaDB, `isolation` may lower the level (READ
   * COMMITTED takes no gap locks). A transaction the server ends as a deadlock's victim (or after
   * a lock wait timeout) has been rolled back whole and is run again, up to `retries` more times
   * (DEFAULT_DEADLOCK_RETRIES), after a short random pause: concurrent writers (two visitors
   * applying at once on two instances) then both succeed instead of one getting a 500. So `work`
   * must be repeatable: database writes only, anything else after the commit (afterCommit).
   */
  async run<T>(work: (manager: EntityManager) => Promise<T>, options: { isolation?: 'READ COMMITTED'; retries?: number } = {}): Promise<T> {
    if (!this.isSqlite) {
      const retries = options.retries ?? DEFAULT_DEADLOCK_RETRIES;
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await (options.isolation ? this.dataSource.transaction(options.isolation, work) : this.dataSource.transaction(work));
        } catch (error) {
          if (attempt >= retries || !isDeadlock(error)) throw error;
          await sleep(Math.floor(Math.random() * DEADLOCK_PAUSE_MS * (attempt + 1)));
        }
      }
    }
    // tail never rejects (see below), so each transaction starts when the one before it ends.
    const next = this.tail.then(() => nextTurn()).then(() => this.dataSource.transaction(work));
    this.tail = next.catch(() => undefined);
    return next;
  }
}

/** Work waiting for the outermost transaction of a query runner to commit (dropped when it rolls back). */
const waitingForCommit = new WeakMap<QueryRunner, (() => Promise<void>)[]>();
const afterCommitLog = new Logger('AfterCommit');

const AFTER_COMMIT: EntitySubscriberInterface = {
  async afterTransactionCommit({ queryRunner }) {
    // A savepoint's release is no commit: wait for the outermost transaction.
    if (queryRunner.isTransactionActive) return;
    const work = waitingForCommit.get(queryRunner) ?? [];
    waitingForCommit.delete(queryRunner);
    for (const step of work) {
      // The transaction has committed: a failing step must not make it look failed.
      await step().catch((error: unknown) => afterCommitLog.error(`Work after a commit failed: ${String(error)}`));
    }
  },
  afterTransactionRollback({ queryRunner }) {
    if (!queryRunner.isTransactionActive) waitingForCommit.delete(queryRunner);
  },
};

/**
 * Runs `work` once the transaction of `manager` has committed, and never when it rolls back: for
 * what a database cannot undo (removing files), so that a failed transaction loses nothing. Outside
 * a transaction, it runs now. A failure of the work is logged, not thrown.
 */
export async function afterCommit(manager: EntityManager, work: () => Promise<void>): Promise<void> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    await work().catch((error: unknown) => afterCommitLog.error(`Work after a commit failed: ${String(error)}`));
    return;
  }
  waitingForCommit.set(runner, [...(waitingForCommit.get(runner) ?? []), work]);
}

function isDeadlock(error: unknown): boolean {
  const code = (error as { driverError?: { code?: string }; code?: string })?.driverError?.code ?? (error as { code?: string })?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT';
}

/**
 * Makes a select take the row locks of what it reads for the rest of the transaction (FOR UPDATE
 * on MySQL/MariaDB; SQLite transactions already queue behind each other).
 */
export function forUpdate<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  if (isMysql(query.connection)) query.setLock('pessimistic_write');
  return query;
}

/**
 * Takes the row lock of one record for the rest of the transaction, so that work on the same
 * record queues instead of deadlocking (MySQL/MariaDB; SQLite transactions already queue).
 */
export async function lockRow<T extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<T>, id: string | number): Promise<T | null> {
  return forUpdate(manager.getRepository(entity).createQueryBuilder('row').where('row.id = :id', { id })).getOne();
}
