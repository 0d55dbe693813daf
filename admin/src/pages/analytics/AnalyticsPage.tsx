import { useMemo, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LinkBase, Title } from 'react-admin';
import { formatDate } from '../../format';
import { ANALYTICS } from '../../messages';
import { useCrmQuery } from '../../useCrmQuery';
import { analyticsKey } from './analyticsKeys';
import { isValidRange, lastDays } from './analyticsPeriod';
import { AnalyticsContent } from './AnalyticsContent';
import { AnalyticsToolbar, type DateRange } from './AnalyticsToolbar';
import { PrintStyles } from './PrintStyles';

/**
 * The analytics dashboard at /crm/analytics: a date range (by default the last 30 UK
 * days, today included), the exports, five metric cards, the funnel, the top sectors, journey
 * insights and the top providers; a partner's figures are its own provider's (the server's scope).
 */
export const AnalyticsPage = () => {
  const [range, setRange] = useState<DateRange>(() => lastDays(new Date()));
  const [askedRange, setAskedRange] = useState(range);
  // An incomplete or reversed range keeps the last good one on screen rather than asking the server for a 400.
  const period = useMemo(() => ({ startDate: askedRange.startDate, endDate: askedRange.endDate }), [askedRange]);
  const query = useCrmQuery(analyticsKey('dashboard', period), (dataProvider) => dataProvider.getAnalyticsDashboard(period));

  const change = (next: DateRange) => {
    setRange(next);
    if (isValidRange(next.startDate, next.endDate)) setAskedRange(next);
  };

  return (
    <Box component="section" aria-labelledby="analytics-heading" sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title={ANALYTICS.title} />
      <PrintStyles />
      <Box data-print="hide">
        <Button component={LinkBase} to="/" startIcon={<ArrowBackIcon />} size="small">
          {ANALYTICS.backToCrm}
        </Button>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 2 }}>
        <Box>
          <Typography id="analytics-heading" variant="h4" component="h1">
            {ANALYTICS.title}
          </Typography>
          <Typography color="text.secondary">
            {ANALYTICS.period(formatDate(`${period.startDate}T12:00:00Z`), formatDate(`${period.endDate}T12:00:00Z`))}
          </Typography>
        </Box>
        <AnalyticsToolbar range={range} onChange={change} />
      </Stack>
      <AnalyticsContent data={query.data} isPending={query.isPending} error={query.error} retry={() => void query.refetch()} />
    </Box>
  );
};
