import type { DashboardDateFilter } from '../../api/types';
import { UK_TIME_ZONE } from '@domain/uk-time';

/**
 * The period of the analytics calls (GET /api/analytics/dashboard, export.csv and
 * /api/crm/dashboard/details): a dashboard preset (today, yesterday, this/last week, this/last month; UK time), or a range of UK days
 * (startDate and endDate, both included). Pure, so the rules are tested without a browser.
 */
export interface AnalyticsPeriod {
  dateFilter?: DashboardDateFilter;
  /** YYYY-MM-DD, a UK calendar day. */
  startDate?: string;
  endDate?: string;
}

/** The analytics screen opens on the last 30 days (today included, as the server counts them). */
export const DEFAULT_ANALYTICS_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a YYYY-MM-DD calendar day that exists. */
export const isDay = (value: string | undefined): value is string => {
  if (!value || !DAY.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const UK_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: UK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The UK calendar day (YYYY-MM-DD) of an instant, whatever the browser's time zone. */
export const ukDay = (instant: Date): string => UK_DAY.format(instant);

/** A calendar day moved by whole days (calendar arithmetic: no clock changes involved). */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The last `days` UK days up to today, today included: the analytics screen's default range. */
export const lastDays = (now: Date, days = DEFAULT_ANALYTICS_DAYS): Required<Pick<AnalyticsPeriod, 'startDate' | 'endDate'>> => {
  const endDate = ukDay(now);
  return { startDate: addDays(endDate, -(days - 1)), endDate };
};

/** A range the server accepts: both days real and the start not after the end (text order is date order). */
export const isValidRange = (startDate: string | undefined, endDate: string | undefined): boolean => isDay(startDate) && isDay(endDate) && startDate <= endDate;

/**
 * The query parameters of a period: a preset alone; custom (or no preset) with the days that are
 * set and real. Nothing at all means the server's default, the last 30 days.
 */
export const periodParams = (period: AnalyticsPeriod): Record<string, string> => {
  if (period.dateFilter && period.dateFilter !== 'custom') return { dateFilter: period.dateFilter };
  const params: Record<string, string> = period.dateFilter ? { dateFilter: period.dateFilter } : {};
  if (isDay(period.startDate)) params.startDate = period.startDate;
  if (isDay(period.endDate)) params.endDate = period.endDate;
  return params;
};

/** '?a=1&b=2' for a non-empty set of parameters, '' otherwise. */
export const queryString = (params: Record<string, string>): string => {
  const text = new URLSearchParams(params).toString();
  return text ? `?${text}` : '';
};

export const ANALYTICS_API = '/api/analytics';

/** Export CSV: the download of the same figures, for the same period as the screen shows. */
export const analyticsCsvUrl = (period: AnalyticsPeriod): string => `${ANALYTICS_API}/export.csv${queryString(periodParams(period))}`;
