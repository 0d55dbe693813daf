import { BadRequestException } from '@nestjs/common';
import { addYears } from 'date-fns/addYears';
import { tz } from '@date-fns/tz';
import { DatePresetError, dateWindow, UK_TIME_ZONE } from '../common/dates/date-presets';
import type { AnalyticsQueryDto } from './dto/analytics-query.dto';

/** A period of instants [from, to), both ends known. */
export interface Period {
  from: Date;
  to: Date;
}

/** The longest period an analytics call reads (each call aggregates every row of it). */
export const MAX_PERIOD_YEARS = 2;
/** The days a period may name: nothing before the first, nor after the last, is analytics data. */
export const FIRST_PERIOD_YEAR = 2000;
export const LAST_PERIOD_YEAR = 2099;

export const PERIOD_MESSAGES = {
  tooLong: `The period can be at most ${MAX_PERIOD_YEARS} years: choose a later startDate or an earlier endDate`,
  yearOutOfRange: `startDate and endDate must be days from ${FIRST_PERIOD_YEAR}-01-01 to ${LAST_PERIOD_YEAR}-12-31`,
} as const;

/** The 400 of every call that takes a period, for its OpenAPI note. */
export const PERIOD_BAD_REQUEST = `A wrong dateFilter or date, named; a start after the end; a period longer than ${MAX_PERIOD_YEARS} years ('${PERIOD_MESSAGES.tooLong}'); a day outside ${FIRST_PERIOD_YEAR}-${LAST_PERIOD_YEAR} ('${PERIOD_MESSAGES.yearOutOfRange}')`;

/**
 * The period an analytics call asks for, in UK time (Europe/London days): a dashboard preset, or
 * startDate/endDate (both days included; one alone runs from or up to it, the other side the
 * default's), or by default the last 30 days with today. Dates with a preset other than
 * custom, a day that is not a date, a start after the end, a period longer than
 * MAX_PERIOD_YEARS, or a day outside FIRST_PERIOD_YEAR..LAST_PERIOD_YEAR: 400 naming the problem.
 */
export function periodOf(query: AnalyticsQueryDto, now: Date): Period {
  const hasDates = Boolean(query.startDate || query.endDate);
  if (query.dateFilter && query.dateFilter !== 'custom' && hasDates) {
    throw new BadRequestException('startDate and endDate go with dateFilter custom (or without a dateFilter)');
  }
  if (query.dateFilter === 'custom' && !hasDates) throw new BadRequestException('dateFilter custom needs startDate or endDate');
  try {
    const fallback = dateWindow('month', now) as Period;
    if (!hasDates) {
      if (!query.dateFilter) return fallback;
      return dateWindow(query.dateFilter, now) as Period;
    }
    const custom = dateWindow('custom', now, { startDate: query.startDate, endDate: query.endDate });
    const period = { from: custom.from ?? fallback.from, to: custom.to ?? fallback.to };
    if (period.from >= period.to) throw new DatePresetError('startDate must not be after endDate');
    if (period.to > addYears(period.from, MAX_PERIOD_YEARS, { in: tz(UK_TIME_ZONE) })) throw new DatePresetError(PERIOD_MESSAGES.tooLong);
    if (![query.startDate, query.endDate].every(isWithinYears)) throw new DatePresetError(PERIOD_MESSAGES.yearOutOfRange);
    return period;
  } catch (error) {
    if (error instanceof DatePresetError) throw new BadRequestException(error.message);
    throw error;
  }
}

/** A day given (YYYY-MM-DD, already checked) in the years a period may name; an absent one is fine. */
function isWithinYears(day: string | undefined): boolean {
  if (!day) return true;
  const year = Number(day.slice(0, 4));
  return year >= FIRST_PERIOD_YEAR && year <= LAST_PERIOD_YEAR;
}
