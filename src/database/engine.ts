import type { DataSource } from 'typeorm';

/**
 * Which engine a data source runs on, in one place: better-sqlite3 (the embedded default) or
 * MySQL/MariaDB (production). Pass a DataSource, or anything holding one (`manager.connection`,
 * `queryBuilder.connection`).
 */
type HasOptions = Pick<DataSource, 'options'>;

export function isSqlite(dataSource: HasOptions): boolean {
  return dataSource.options.type === 'better-sqlite3';
}

export function isMysql(dataSource: HasOptions): boolean {
  const type = dataSource.options.type;
  return type === 'mysql' || type === 'mariadb';
}
