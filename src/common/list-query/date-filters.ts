import { BadRequestException } from '@nestjs/common';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { DatePreset, DatePresetError, dateWindow } from '../dates/date-presets';

/** A UK calendar day (YYYY-MM-DD) of filter `name` as a window of instants, or 400 naming the filter. */
export function ukDayWindow(name: string, value: unknown): { from?: Date; to?: Date } {
  if (typeof value !== 'string') throw new BadRequestException(`filter "${name}" must be a date like 2026-11-25`);
  try {
    // A custom window depends only on its days, not on the time now.
    return dateWindow('custom', new Date(0), { startDate: value, endDate: value });
  } catch (error) {
    if (error instanceof DatePresetError) throw new BadRequestException(`filter "${name}": ${error.message}`);
    throw error;
  }
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Date filters of simple-rest lists, on a datetime column. */
export const dateFilterOps = {
  /** From the start of a UK day (YYYY-MM-DD), included. */
  fromDay:
    <T extends ObjectLiteral>(column: string, param: string) =>
    (qb: SelectQueryBuilder<T>, value: unknown): void => {
      qb.andWhere(`${column} >= :${param}`, { [param]: ukDayWindow(param, value).from });
    },
  /** Up to the end of a UK day (YYYY-MM-DD), included. */
  toDay:
    <T extends ObjectLiteral>(column: string, param: string) =>
    (qb: SelectQueryBuilder<T>, value: unknown): void => {
      qb.andWhere(`${column} < :${param}`, { [param]: ukDayWindow(param, value).to });
    },
  /** From an instant with its zone (ISO 8601, e.g. 2026-11-25T09:30:00Z), included: "the last 24 hours". */
  since:
    <T extends ObjectLiteral>(column: string, param: string) =>
    (qb: SelectQueryBuilder<T>, value: unknown): void => {
      const instant = typeof value === 'string' && INSTANT.test(value) ? new Date(value) : null;
      if (!instant || Number.isNaN(instant.getTime())) throw new BadRequestException(`filter "${param}" must be a date and time with its zone, like 2026-11-25T09:30:00Z`);
      qb.andWhere(`${column} >= :${param}`, { [param]: instant });
    },
};

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** dateFrom after dateTo (UK days) is a mistake worth saying, not an empty page. */
export function assertDayOrder(filter: Record<string, unknown>, fromKey = 'dateFrom', toKey = 'dateTo'): void {
  const [from, to] = [filter[fromKey], filter[toKey]];
  if (isPresent(from) && isPresent(to) && ukDayWindow(fromKey, from).from! >= ukDayWindow(toKey, to).to!) {
    throw new BadRequestException(`filter "${fromKey}" must not be after "${toKey}"`);
  }
}

/** Rows whose datetime `column` (such as a creation time) falls within the `dateFilter` preset's window (UK time). */
export function withinDatePreset<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string, dateFilter: DatePreset, now: Date): void {
  const window = dateWindow(dateFilter, now);
  if (window.from) qb.andWhere(`${column} >= :presetFrom`, { presetFrom: window.from });
  if (window.to) qb.andWhere(`${column} < :presetTo`, { presetTo: window.to });
}
