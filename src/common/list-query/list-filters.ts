import { BadRequestException } from '@nestjs/common';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { filterOps } from './list-query';

/** Filters of the CRM lists that check their values (a wrong one is a 400 naming the filter). */
export type ListFilter<T extends ObjectLiteral> = (qb: SelectQueryBuilder<T>, value: unknown) => void;

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

/** The value (or each value of a list) must be one of `allowed`. */
export function oneOf<V extends string>(key: string, value: unknown, allowed: readonly V[]): V[] {
  const values = listOf(value);
  for (const item of values) {
    if (typeof item !== 'string' || !(allowed as readonly string[]).includes(item)) throw new BadRequestException(`filter "${key}" must be one of: ${allowed.join(', ')}`);
  }
  return values as V[];
}

/** An empty list matches nothing (react-admin asking for no records). Answers whether it was empty. */
export function matchNothingWhenEmpty<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, values: unknown[]): boolean {
  if (values.length > 0) return false;
  qb.andWhere('1 = 0');
  return true;
}

/** column IN (values), each one of `allowed`. */
export function enumFilter<T extends ObjectLiteral>(key: string, column: string, allowed: readonly string[]): ListFilter<T> {
  return (qb, value) => {
    const values = oneOf(key, value, allowed);
    if (!matchNothingWhenEmpty(qb, values)) qb.andWhere(`${column} IN (:...${key}Values)`, { [`${key}Values`]: values });
  };
}

/** column = id, or IN (ids): whole numbers (or their digits as text). */
export function idFilter<T extends ObjectLiteral>(key: string, column: string): ListFilter<T> {
  const equals = filterOps.equals<T>(column, `${key}Ids`);
  return (qb, value) => {
    for (const item of listOf(value)) {
      if (!(typeof item === 'number' && Number.isInteger(item)) && !(typeof item === 'string' && /^\d{1,10}$/.test(item))) {
        throw new BadRequestException(`filter "${key}" must be a whole number or a list of them`);
      }
    }
    equals(qb, value);
  };
}
