import { Alert, Box, Button, Skeleton } from '@mui/material';
import type { AnalyticsDashboard } from '../../api/types';
import { ANALYTICS } from '../../messages';
import { hasAnalyticsData } from './chartData';
import { FunnelChart } from './FunnelChart';
import { JourneyInsights } from './JourneyInsights';
import { MetricCards } from './MetricCards';
import { SectorChart } from './SectorChart';
import { SourceTable } from './SourceTable';
import { TopProvidersTable } from './TopProvidersTable';

export interface AnalyticsContentProps {
  data: AnalyticsDashboard | undefined;
  isPending: boolean;
  error: unknown;
  retry: () => void;
}

/** The figures of the period, by state: loading, failed, 'No Analytics Data', or the cards and charts. */
export const AnalyticsContent = ({ data, isPending, error, retry }: AnalyticsContentProps) => {
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={retry}>{ANALYTICS.retry}</Button>}>
        {ANALYTICS.loadFailed}
      </Alert>
    );
  }
  if (isPending || !data) return <Skeleton variant="rectangular" height={320} aria-label="Loading analytics" />;
  if (!hasAnalyticsData(data)) {
    return (
      <Alert severity="info" variant="outlined">
        <strong>{ANALYTICS.noData}</strong>
        <br />
        {ANALYTICS.noDataText}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <MetricCards overview={data.overview} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, '@media print': { gridTemplateColumns: '1fr 1fr' } }}>
        <FunnelChart funnel={data.conversionFunnel} />
        <SectorChart sectors={data.sectorBreakdown} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, '@media print': { gridTemplateColumns: '1fr' } }}>
        <JourneyInsights journey={data.customerJourney} />
        <TopProvidersTable providers={data.topProviders} />
      </Box>
      <SourceTable sources={data.sourceBreakdown} />
    </Box>
  );
};
