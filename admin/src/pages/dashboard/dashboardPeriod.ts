import { DASHBOARD_DATE_FILTERS, DATE_PRESET_LABELS, type DashboardDateFilter } from '@domain/vocabulary/date-presets';
import { DASHBOARD_DEFAULT_PERIOD_LABEL } from '../../messages';
import { isDay, type AnalyticsPeriod } from '../analytics/analyticsPeriod';

/** What the dashboard's date filter offers: the server's default (the last 30 days) or a preset (today, yesterday, this/last week, this/last month, custom). */
export type DashboardPeriodChoice = 'last_30_days' | DashboardDateFilter;

export interface DashboardPeriodState {
  choice: DashboardPeriodChoice;
  /** The custom range's days (YYYY-MM-DD), kept while another choice is shown. */
  startDate: string;
  endDate: string;
}

export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriodState = { choice: 'last_30_days', startDate: '', endDate: '' };

export const PERIOD_CHOICES: { id: DashboardPeriodChoice; name: string }[] = [
  { id: 'last_30_days', name: DASHBOARD_DEFAULT_PERIOD_LABEL },
  ...DASHBOARD_DATE_FILTERS.map((id) => ({ id, name: DATE_PRESET_LABELS[id] })),
];

/** The period the dashboard's calls ask for: no preset for the default; custom with its days. */
export const toAnalyticsPeriod = (state: DashboardPeriodState): AnalyticsPeriod => {
  if (state.choice === 'last_30_days') return {};
  if (state.choice !== 'custom') return { dateFilter: state.choice };
  return { dateFilter: 'custom', startDate: state.startDate || undefined, endDate: state.endDate || undefined };
};

/**
 * Whether the server can answer this choice: a custom range needs a real start or end day, and a
 * start not after the end (else the API answers 400). Until then the dashboard keeps showing the
 * last period it asked for.
 */
export const isCompletePeriod = (state: DashboardPeriodState): boolean => {
  if (state.choice !== 'custom') return true;
  const [start, end] = [state.startDate, state.endDate];
  if (start && !isDay(start)) return false;
  if (end && !isDay(end)) return false;
  if (!start && !end) return false;
  return !start || !end || start <= end;
};
