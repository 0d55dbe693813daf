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
