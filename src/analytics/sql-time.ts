import type { DataSource } from 'typeorm';
import { isMysql } from '../database/engine';

/**
 * Seconds from one datetime expression to another, in SQL, on the engine at hand: SQLite keeps
 * datetimes as UTC text (julianday reads it, fractions included), MySQL/MariaDB as DATETIME(6).
 */
export function secondsBetweenSql(dataSource: DataSource, from: string, to: string): string {
  if (isMysql(dataSource)) return `(TIMESTAMPDIFF(MICROSECOND, ${from}, ${to}) / 1000000)`;
  return `((julianday(${to}) - julianday(${from})) * 86400.0)`;
}

/** COUNT(*), SUM(...) and AVG(...) arrive as numbers (SQLite) or strings (MariaDB); null stays null. */
export function numberOf(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}
