import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * The maintained row counts of row_totals (migration 1764900000000): the tables whose number of
 * rows triggers keep in step with every insert and delete, read in place of a COUNT(*) of the
 * whole table. Only an unfiltered count may use it: any condition means counting the rows.
 */
const ROW_TOTALS = 'row_totals';
const COUNTED_TABLES: ReadonlySet<string> = new Set(['business_profiles', 'tasks']);

/**
 * The number of rows `qb` would count, read from row_totals when the query reads one counted
 * table with no condition at all (no WHERE, no join); otherwise null (count the query).
 */
export async function maintainedTotal<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<number | null> {
  const table = qb.expressionMap.mainAlias?.hasMetadata ? qb.expressionMap.mainAlias.metadata.tableName : undefined;
  if (!table || !COUNTED_TABLES.has(table) || qb.expressionMap.wheres.length > 0 || qb.expressionMap.joinAttributes.length > 0) return null;
  // A new builder on the same query runner (so within the caller's transaction, if any).
  const row = await qb
    .createQueryBuilder()
    .select('rt.total', 'total')
    .from(ROW_TOTALS, 'rt')
    .where('rt.tableName = :countedTable', { countedTable: table })
    .getRawOne<{ total: number | string }>();
  return row ? Number(row.total) : null;
}
