import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/**
 * The one way services open a transaction. SQLite has a single connection, on which TypeORM
 * cannot run two transactions at once ("cannot start a transaction within a transaction"), so
 * on SQLite transactions queue behind each other; MySQL/MariaDB run them concurrently.
 */
@Injectable()
export class Transactions {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly isSqlite: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.isSqlite = dataSource.options.type === 'better-sqlite3';
  }

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!this.isSqlite) return this.dataSource.transaction(work);
    const next = this.tail.then(
      () => this.dataSource.transaction(work),
      () => this.dataSource.transaction(work),
    );
    this.tail = next.catch(() => undefined);
    return next;
  }
}
