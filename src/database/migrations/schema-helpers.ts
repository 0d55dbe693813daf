import { QueryRunner, TableColumnOptions } from 'typeorm';
import { isMysql } from '../engine';

export type SqlEngine = 'sqlite' | 'mysql';

export function engineOfRunner(queryRunner: QueryRunner): SqlEngine {
  return isMysql(queryRunner.connection) ? 'mysql' : 'sqlite';
}

/** The defaults TypeORM gives @CreateDateColumn / @UpdateDateColumn (precision 6) on each engine. */
function nowDefault(engine: SqlEngine): string {
  return engine === 'mysql' ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
}

export function createdAtColumn(engine: SqlEngine, name: string): TableColumnOptions {
  return { name, type: 'datetime', precision: 6, default: nowDefault(engine) };
}

export function updatedAtColumn(engine: SqlEngine, name: string): TableColumnOptions {
  return {
    name,
    type: 'datetime',
    precision: 6,
    default: nowDefault(engine),
    onUpdate: engine === 'mysql' ? 'CURRENT_TIMESTAMP(6)' : undefined,
  };
}
