import type { ActivityView, AnalyticsDashboard, DashboardDetailRow, StatType } from '../../api/types';
import { CRM_API, httpClient } from '../../httpClient';
import { ANALYTICS_API, periodParams, queryString, type AnalyticsPeriod } from './analyticsPeriod';

/** The analytics reads of the dashboard and the analytics screen, with the session cookie. */

/** Cache keys start with 'analytics' so a change that moves the figures can refresh them all at once. */
export const analyticsKey = (...parts: unknown[]) => ['analytics', ...parts] as const;

export const fetchAnalytics = async (period: AnalyticsPeriod): Promise<AnalyticsDashboard> =>
  (await httpClient(`${ANALYTICS_API}/dashboard${queryString(periodParams(period))}`)).json as AnalyticsDashboard;

/** GET /api/crm/dashboard/details: at most 10 rows of one stage in the period. */
export const fetchStageDetails = async (statType: StatType, period: AnalyticsPeriod): Promise<DashboardDetailRow[]> =>
  (await httpClient(`${CRM_API}/dashboard/details${queryString({ statType, ...periodParams(period) })}`)).json as DashboardDetailRow[];

/** GET /api/crm/activities/recent: the 5 latest activities the user may see. */
export const fetchRecentActivities = async (): Promise<ActivityView[]> =>
  (await httpClient(`${CRM_API}/activities/recent`)).json as ActivityView[];
