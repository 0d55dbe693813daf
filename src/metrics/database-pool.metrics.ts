import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Metrics } from './metrics';

/** The parts of a mysql2 pool read here (its queues are denque lists with a length). */
interface Mysql2Pool {
  config?: { connectionLimit?: number };
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

/** A number of a mysql2 pool's queue, or undefined when that pool has no such field. */
function lengthOf(queue: { length: number } | undefined): number | undefined {
  return typeof queue?.length === 'number' ? queue.length : undefined;
}

/**
 * The database connection pool, where there is one. On MySQL/MariaDB, TypeORM's driver holds a
 * mysql2 pool: its open connections (in use and idle), its limit and the requests waiting for a
 * connection (mysql2 keeps these in fields without a public getter, read here and left out if a
 * mysql2 release renames them). SQLite (better-sqlite3) has no pool: one in-process connection
 * whose queries run synchronously on the event loop, so its load shows as event-loop lag, and no
 * pool gauge is reported for it.
 */
@Injectable()
export class DatabasePoolMetrics implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    const type = this.dataSource.options.type;
    if (type !== 'mysql' && type !== 'mariadb') return;
    const pool = (): Mysql2Pool | undefined => (this.dataSource.driver as unknown as { pool?: Mysql2Pool }).pool;
    this.metrics.addGauge('db_pool_connections', 'Open connections of the database pool, by state (in_use, idle)', ['state'], async () => {
      const all = lengthOf(pool()?._allConnections);
      const idle = lengthOf(pool()?._freeConnections);
      if (all === undefined || idle === undefined) return [];
      return [
        { labels: { state: 'in_use' }, value: all - idle },
        { labels: { state: 'idle' }, value: idle },
      ];
    });
    this.metrics.addGauge('db_pool_max_connections', 'The most connections the database pool opens', [], async () => {
      const limit = pool()?.config?.connectionLimit;
      return typeof limit === 'number' ? [{ labels: {}, value: limit }] : [];
    });
    this.metrics.addGauge('db_pool_waiting_requests', 'Queries waiting for a free connection of the database pool', [], async () => {
      const waiting = lengthOf(pool()?._connectionQueue);
      return waiting === undefined ? [] : [{ labels: {}, value: waiting }];
    });
  }
}
