import type { SystemStats } from '../../api/types';
import { formatDateTime, formatNumber } from '../../format';
import { ADMIN_CONSOLE, ADMINISTRATION } from '../../messages';
import { percent } from '../analytics/chartData';

/** The figures of GET /api/crm/admin/system-stats as the two admin screens show them. */
export interface Figure {
  label: string;
  value: string;
}

const { stats: labels } = ADMIN_CONSOLE;
const { health } = ADMINISTRATION;

const milliseconds = (value: number | undefined): string => `${formatNumber(Math.round(value ?? 0))}ms`;

/** The admin console's eight stat cards: each 0 until the figures arrive; Conversion Rate with %, Avg Response Time in ms. */
export const statCards = (stats: SystemStats | undefined): Figure[] => [
  { label: labels.totalUsers, value: formatNumber(stats?.totalUsers ?? 0) },
  { label: labels.totalCustomers, value: formatNumber(stats?.totalCustomers ?? 0) },
  { label: labels.totalQuotes, value: formatNumber(stats?.totalQuotes ?? 0) },
  { label: labels.totalLeads, value: formatNumber(stats?.totalLeads ?? 0) },
  { label: labels.dailyApplications, value: formatNumber(stats?.dailyApplications ?? 0) },
  { label: labels.monthlyApplications, value: formatNumber(stats?.monthlyApplications ?? 0) },
  { label: labels.conversionRate, value: percent(stats?.conversionRate ?? 0) },
  { label: labels.averageResponseTime, value: milliseconds(stats?.averageResponseTime) },
];

/** Seconds as '3d 4h 5m' (whole minutes; the days and hours only once there are any). */
export const formatUptime = (seconds: number): string => {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return [days > 0 ? `${days}d` : '', days > 0 || hours > 0 ? `${hours}h` : '', `${minutes % 60}m`].filter(Boolean).join(' ');
};

/**
 * The administration page's system health (totalUsers, activeUsers, totalEmails,
 * calendarEvents, systemUptime, lastBackup), with the API's measured response time. Backups are
 * outside the application, so lastBackup is null and says so rather than showing a made-up date.
 */
export const healthFigures = (stats: SystemStats | undefined): Figure[] => [
  { label: health.totalUsers, value: formatNumber(stats?.totalUsers ?? 0) },
  { label: health.activeUsers, value: formatNumber(stats?.activeUsers ?? 0) },
  { label: health.totalEmails, value: formatNumber(stats?.totalEmails ?? 0) },
  { label: health.calendarEvents, value: formatNumber(stats?.calendarEvents ?? 0) },
  { label: health.systemUptime, value: formatUptime(stats?.systemUptime ?? 0) },
  { label: health.averageResponseTime, value: milliseconds(stats?.averageResponseTime) },
  { label: health.lastBackup, value: stats?.lastBackup ? formatDateTime(stats.lastBackup) : health.noBackup },
];
