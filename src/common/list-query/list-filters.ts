import { BadRequestException } from '@nestjs/common';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ukDayWindow } from './date-filters';

/**
 * The filters of the simple-rest lists: one family, each built from the filter's key (the name in
 * react-admin's `filter`, which its 400s name) and the SQL column it tests. A list's filter applies
 * its condition to the query, or answers 400 naming the filter when the value is of the wrong kind.
 */
export type ListFilter<T extends ObjectLiteral> = (qb: SelectQueryBuilder<T>, value: unknown) => void;

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

/** The query parameter of filter `key`: one per filter, so two filters of a list never share one. */
function paramOf(key: string): string {
  return `${key}Filter`;
}

/** The value (or each value of a list) of filter `key` must be one of `allowed`; answers them as a list. */
export function valuesOneOf<V extends string>(key: string, value: unknown, allowed: readonly V[]): V[] {
  const values = listOf(value);
  for (const item of values) {
    if (typeof item !== 'string' || !(allowed as readonly string[]).includes(item))
      throw new BadRequestException(`filter "${key}" must be one of: ${allowed.join(', ')}`);
  }
  return values as V[];
}

/** An empty list matches nothing (react-admin asking for no records): "IN ()" is not SQL. Answers whether it was empty. */
export function matchNothingWhenEmpty<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, values: unknown[]): boolean {
  if (values.length > 0) return false;
  qb.andWhere('1 = 0');
  return true;
}

/** column = value, or IN (values) for a list. */
function whereEquals<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, key: string, column: string, value: unknown): void {
  const param = paramOf(key);
  if (!Array.isArray(value)) qb.andWhere(`${column} = :${param}`, { [param]: value });
  else if (!matchNothingWhenEmpty(qb, value)) qb.andWhere(`${column} IN (:...${param})`, { [param]: value });
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The filters shared by the lists, each built as listFilters.<kind>(key, column, ...). */
export const listFilters = {
  /** Case-insensitive substring over several columns (LOWER() so both engines agree). */
  search:
    <T extends ObjectLiteral>(key: string, columns: string[]): ListFilter<T> =>
    (qb, value) => {
      if (Array.isArray(value)) throw new BadRequestException('a search filter must be a text, not a list');
      const param = paramOf(key);
      // '!' escapes LIKE wildcards: a backslash would mean different things to MySQL and SQLite.
      const term = `%${String(value)
        .toLowerCase()
        .replace(/[!%_]/g, (c) => `!${c}`)}%`;
      qb.andWhere(`(${columns.map((c) => `LOWER(${c}) LIKE :${param} ESCAPE '!'`).join(' OR ')})`, { [param]: term });
    },
  /** column = value, or IN (values); an empty list matches nothing. */
  equals:
    <T extends ObjectLiteral>(key: string, column: string): ListFilter<T> =>
    (qb, value) =>
      whereEquals(qb, key, column, value),
  /** equals on a text column (ids that are UUIDs): numbers are compared as text, never cast. */
  text:
    <T extends ObjectLiteral>(key: string, column: string): ListFilter<T> =>
    (qb, value) =>
      whereEquals(qb, key, column, Array.isArray(value) ? value.map(String) : String(value)),
  /** equals, for a closed list of texts: anything else is 400 naming the allowed ones. */
  oneOf:
    <T extends ObjectLiteral>(key: string, column: string, allowed: readonly string[]): ListFilter<T> =>
    (qb, value) => {
      valuesOneOf(key, value, allowed);
      whereEquals(qb, key, column, value);
    },
  /** equals, for whole-number ids (or their digits as text): anything else is 400. */
  ids:
    <T extends ObjectLiteral>(key: string, column: string): ListFilter<T> =>
    (qb, value) => {
      for (const item of listOf(value)) {
        if (!(typeof item === 'number' && Number.isInteger(item)) && !(typeof item === 'string' && /^\d{1,10}$/.test(item))) {
          throw new BadRequestException(`filter "${key}" must be a whole number or a list of them`);
        }
      }
      whereEquals(qb, key, column, value);
    },
  /** true or false (or their text). */
  boolean:
    <T extends ObjectLiteral>(key: string, column: string): ListFilter<T> =>
    (qb, value) => {
      if (typeof value !== 'boolean' && value !== 'true' && value !== 'false') throw new BadRequestException(`filter "${key}" must be true or false`);
      const param = paramOf(key);
      qb.andWhere(`${column} = :${param}`, { [param]: value === true || value === 'true' });
    },
  /** A datetime column from the start of a UK day (YYYY-MM-DD), included. */
  fromDay:
    <T extends ObjectLiteral>(key: string, column: string): ListFilter<T> =>
    (qb, value) => {
      const param = paramOf(key);
      qb.andWhere(`${column} >= :${param}`, { [param]: ukDayWindow(key, value).from });
    },
  /** A datetime column up to the end of a UK day (YYYY-MM-DD), included. */
  toDay:
    <T extends ObjectLiteral>(key: string, column: string): ListFilter<T> =>
    (qb, value) => {
      const param = paramOf(key);
      qb.andWhere(`${column} < :${param}`, { [param]: ukDayWindow(key, value).to });
    },
  /** A datetime column from an instant with its zone (ISO 8601, e.g. 2026-11-25T09:30:00Z), included: "the last 24 hours". */
  since:
    <T extends ObjectLiteral>(key: string, column: string): ListFilter<T> =>
    (qb, value) => {
      const instant = typeof value === 'string' && INSTANT.test(value) ? new Date(value) : null;
      if (!instant || Number.isNaN(instant.getTime()))
        throw new BadRequestException(`filter "${key}" must be a date and time with its zone, like 2026-11-25T09:30:00Z`);
      const param = paramOf(key);
      qb.andWhere(`${column} >= :${param}`, { [param]: instant });
    },
};
