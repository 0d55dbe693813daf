import { Box, Card, CardContent, Typography } from '@mui/material';
import type { AnalyticsDashboard } from '../../api/types';
import { formatNumber } from '../../format';
import { ANALYTICS } from '../../messages';
import { percent } from './chartData';

/** The five metric cards: the overview of the period. */
export const MetricCards = ({ overview }: { overview: AnalyticsDashboard['overview'] }) => {
  const { metrics } = ANALYTICS;
  const cards = [
    { label: metrics.uniqueSessions, value: formatNumber(overview.uniqueSessions) },
    { label: metrics.totalQuotes, value: formatNumber(overview.totalQuotes) },
    { label: metrics.totalSelectedQuotes, value: formatNumber(overview.totalSelectedQuotes) },
    { label: metrics.totalApplications, value: formatNumber(overview.totalApplications) },
    { label: metrics.overallConversionRate, value: percent(overview.overallConversionRate) },
  ];
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
        '@media print': { gridTemplateColumns: 'repeat(5, 1fr)', gap: 1 },
      }}
    >
      {cards.map((card) => (
        <Card key={card.label} component="li" variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {card.label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
              {card.value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
