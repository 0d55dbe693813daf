/** `?, ?, ?` for a raw statement's IN list of n values (both engines bind `?`). */
export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

/** `items` in lists of at most `size`, for statements that bind one value (or row) per item. */
export function inChunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A query function: TypeORM's manager.query or queryRunner.query, or a benchmark's own. */
export type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

/** Rows per INSERT statement. */
const INSERT_BATCH = 300;

/**
 * Inserts `rows` (each one's values in `columns` order) with a multi-row INSERT per batch, in the
 * caller's transaction. With `addTo`, a row whose key (`addTo.key`, the table's primary key)
 * exists already has its `addTo.figures` added to the stored ones instead (ON DUPLICATE KEY UPDATE
 * on MySQL/MariaDB, ON CONFLICT DO UPDATE on SQLite): how a roll-up takes a change.
 */
export async function insertRows(
  query: Query,
  isMysql: boolean,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  addTo?: { key: readonly string[]; figures: readonly string[] },
): Promise<void> {
  const row = `(${placeholders(columns.length)})`;
  const onConflict = !addTo
    ? ''
    : isMysql
      ? ` ON DUPLICATE KEY UPDATE ${addTo.figures.map((column) => `${column} = ${column} + VALUES(${column})`).join(', ')}`
      : ` ON CONFLICT (${addTo.key.join(', ')}) DO UPDATE SET ${addTo.figures.map((column) => `${column} = ${column} + excluded.${column}`).join(', ')}`;
  for (const batch of inChunks(rows, INSERT_BATCH)) {
    await query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${batch.map(() => row).join(', ')}${onConflict}`, batch.flat());
  }
}
