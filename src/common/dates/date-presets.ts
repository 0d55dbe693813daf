import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { addWeeks } from 'date-fns/addWeeks';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { startOfYear } from 'date-fns/startOfYear';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
import { subWeeks } from 'date-fns/subWeeks';
import { UK_TIME_ZONE } from '../../domain/uk-time';
import type { CustomerDateFilter, DatePreset, TaskDateFilter } from '../../domain/vocabulary/date-presets';

/**
 * The date presets of the back-office (pure, no framework imports), computed in UK time
 * (Europe/London, so a day starts at 00:00 GMT in winter and 00:00 BST in summer), weeks starting
 * on Monday. Each preset is a half-open window [from, to) of instants; an open side is undefined.
 *
 * - Customer lists (`dateFilter`): all, today, yesterday, week (the last 7 days, today
 *   included), month (the last 30 days, today included), thismonth, ytd.
 * - Tasks (on the due date): today, tomorrow, this_week, next_week, this_month, next_month,
 *   overdue (due before now), all; and the dashboard's yesterday, last_week, last_month, custom.
 * - custom: from the start of `startDate`'s day to the end of `endDate`'s day (YYYY-MM-DD, UK days).
 */
/** The zone is the shared UK-time rule's (domain/uk-time.ts); named here too for the modules that compute in it. */
export { UK_TIME_ZONE };

// The preset names (and the words the back-office shows for them) are the shared vocabulary's
// (domain/vocabulary/date-presets.ts); this module computes their windows. Named here too for the
// modules that validate with them.
export { CUSTOMER_DATE_FILTERS, DASHBOARD_DATE_FILTERS, TASK_DATE_FILTERS } from '../../domain/vocabulary/date-presets';
export type { CustomerDateFilter, DatePreset, TaskDateFilter };

export interface DateWindow {
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

export class DatePresetError extends Error {}

const inUk = { in: tz(UK_TIME_ZONE) };
const week = { ...inUk, weekStartsOn: 1 as const };
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start (00:00 UK time) of a calendar day given as YYYY-MM-DD. */
export function ukDayStart(day: string): Date {
  const match = DAY.exec(day);
  if (!match) throw new DatePresetError(`${day} is not a date like 2026-11-25`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Noon UTC of that calendar day is on the same UK day; its UK start of day is the answer.
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  if (noon.getUTCMonth() !== month - 1 || noon.getUTCDate() !== date) throw new DatePresetError(`${day} is not a real date`);
  return new Date(startOfDay(noon, inUk).getTime());
}

/** The window of a preset at `now`; custom needs startDate and/or endDate (YYYY-MM-DD). */
export function dateWindow(preset: DatePreset, now: Date, custom: { startDate?: string; endDate?: string } = {}): DateWindow {
  const today = startOfDay(now, inUk);
  const plain = (d: Date): Date => new Date(d.getTime());
  switch (preset) {
    case 'all':
      return {};
    case 'today':
      return { from: plain(today), to: plain(addDays(today, 1, inUk)) };
    case 'yesterday':
      return { from: plain(subDays(today, 1, inUk)), to: plain(today) };
    case 'tomorrow':
      return { from: plain(addDays(today, 1, inUk)), to: plain(addDays(today, 2, inUk)) };
    case 'week':
      return { from: plain(subDays(today, 6, inUk)), to: plain(addDays(today, 1, inUk)) };
    case 'month':
      return { from: plain(subDays(today, 29, inUk)), to: plain(addDays(today, 1, inUk)) };
    case 'thismonth':
    case 'this_month':
      return { from: plain(startOfMonth(now, inUk)), to: plain(addMonths(startOfMonth(now, inUk), 1, inUk)) };
    case 'next_month':
      return { from: plain(addMonths(startOfMonth(now, inUk), 1, inUk)), to: plain(addMonths(startOfMonth(now, inUk), 2, inUk)) };
    case 'last_month':
      return { from: plain(subMonths(startOfMonth(now, inUk), 1, inUk)), to: plain(startOfMonth(now, inUk)) };
    case 'ytd':
      return { from: plain(startOfYear(now, inUk)), to: plain(addDays(today, 1, inUk)) };
    case 'this_week':
      return { from: plain(startOfWeek(now, week)), to: plain(addWeeks(startOfWeek(now, week), 1, inUk)) };
    case 'next_week':
      return { from: plain(addWeeks(startOfWeek(now, week), 1, inUk)), to: plain(addWeeks(startOfWeek(now, week), 2, inUk)) };
    case 'last_week':
      return { from: plain(subWeeks(startOfWeek(now, week), 1, inUk)), to: plain(startOfWeek(now, week)) };
    case 'overdue':
      return { to: new Date(now.getTime()) };
    case 'custom': {
      const from = custom.startDate ? ukDayStart(custom.startDate) : undefined;
      const to = custom.endDate ? new Date(addDays(ukDayStart(custom.endDate), 1, inUk).getTime()) : undefined;
      if (!from && !to) throw new DatePresetError('custom needs startDate or endDate');
      if (from && to && from >= to) throw new DatePresetError('startDate must not be after endDate');
      return { from, to };
    }
    default:
      throw new DatePresetError(`unknown date filter ${String(preset)}`);
  }
}
