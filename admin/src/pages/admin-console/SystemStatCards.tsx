import { Alert, Box } from '@mui/material';
import type { SystemStats } from '../../api/types';
import { formatNumber } from '../../format';
import { ADMIN_CONSOLE } from '../../messages';
import { useApiQuery } from '../../useApiQuery';
import { percent } from '../analytics/chartData';
import { fetchSystemStats, SYSTEM_STATS_KEY } from './adminApi';
import { StatCard } from './StatCard';

const { stats: labels } = ADMIN_CONSOLE;

/** The eight stat cards of the admin console (spec §2): 0 until the figures arrive, skeletons meanwhile. */
export const statCards = (stats: SystemStats | undefined): { label: string; value: string }[] => [
  { label: labels.totalUsers, value: formatNumber(stats?.totalUsers ?? 0) },
  { label: labels.totalCustomers, value: formatNumber(stats?.totalCustomers ?? 0) },
  { label: labels.totalQuotes, value: formatNumber(stats?.totalQuotes ?? 0) },
  { label: labels.totalLeads, value: formatNumber(stats?.totalLeads ?? 0) },
  { label: labels.dailyApplications, value: formatNumber(stats?.dailyApplications ?? 0) },
  { label: labels.monthlyApplications, value: formatNumber(stats?.monthlyApplications ?? 0) },
  { label: labels.conversionRate, value: percent(stats?.conversionRate ?? 0) },
  { label: labels.averageResponseTime, value: `${formatNumber(Math.round(stats?.averageResponseTime ?? 0))}ms` },
];

export const SystemStatCards = () => {
  const { data, isPending, error } = useApiQuery(SYSTEM_STATS_KEY, fetchSystemStats);
  return (
    <>
      {error && <Alert severity="error">{ADMIN_CONSOLE.statsFailed}</Alert>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {statCards(data).map((card) => (
          <StatCard key={card.label} label={card.label} value={card.value} isPending={isPending} />
        ))}
      </Box>
    </>
  );
};
