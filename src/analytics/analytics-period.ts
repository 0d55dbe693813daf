import { BadRequestException } from '@nestjs/common';
import { DatePresetError, dateWindow } from '../common/dates/date-presets';
import type { AnalyticsQueryDto } from './dto/analytics-query.dto';

/** A period of instants [from, to), both ends known. */
export interface Period {
  from: Date;
  to: Date;
}

/**
 * The period an analytics call asks for, in UK time (Europe/London days): a dashboard preset, or
 * startDate/endDate (both days included; one alone runs from or up to it, the other side the
 * default's), or by default the last 30 days with today (§9). Dates with a preset other than
 * custom, a day that is not a date, or a start after the end: 400 naming the problem.
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
    return period;
  } catch (error) {
    if (error instanceof DatePresetError) throw new BadRequestException(error.message);
    throw error;
  }
}
