import { Alert, Box } from '@mui/material';
import type { SystemStats } from '../../api/types';
import { formatDateTime, formatNumber } from '../../format';
import { ADMIN_CONSOLE, ADMINISTRATION } from '../../messages';
import { useApiQuery } from '../../useApiQuery';
import { fetchSystemStats, SYSTEM_STATS_KEY } from '../admin-console/adminApi';
import { StatCard } from '../admin-console/StatCard';

const { health } = ADMINISTRATION;

/** Seconds as '3d 4h 5m' (whole minutes; under a minute: '0m'). */
export const formatUptime = (seconds: number): string => {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = [days > 0 ? `${days}d` : '', days > 0 || hours > 0 ? `${hours}h` : '', `${minutes % 60}m`];
  return parts.filter(Boolean).join(' ');
};

/** The administration page's figures (spec §3): users, active users, emails, calendar events, uptime, last backup. */
export const healthFigures = (stats: SystemStats | undefined): { label: string; value: string }[] => [
  { label: health.totalUsers, value: formatNumber(stats?.totalUsers ?? 0) },
  { label: health.activeUsers, value: formatNumber(stats?.activeUsers ?? 0) },
  { label: health.totalEmails, value: formatNumber(stats?.totalEmails ?? 0) },
  { label: health.calendarEvents, value: formatNumber(stats?.calendarEvents ?? 0) },
  { label: health.systemUptime, value: formatUptime(stats?.systemUptime ?? 0) },
  { label: health.averageResponseTime, value: `${formatNumber(Math.round(stats?.averageResponseTime ?? 0))}ms` },
  { label: health.lastBackup, value: stats?.lastBackup ? formatDateTime(stats.lastBackup) : health.noBackup },
];

export const SystemHealth = () => {
  const { data, isPending, error } = useApiQuery(SYSTEM_STATS_KEY, fetchSystemStats);
  return (
    <>
      {error && <Alert severity="error">{ADMIN_CONSOLE.statsFailed}</Alert>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {healthFigures(data).map((figure) => (
          <StatCard key={figure.label} label={figure.label} value={figure.value} isPending={isPending} />
        ))}
      </Box>
    </>
  );
};
