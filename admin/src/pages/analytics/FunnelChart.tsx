import { List, ListItem, ListItemText } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ConversionFunnel } from '../../api/types';
import { formatNumber } from '../../format';
import { ANALYTICS } from '../../messages';
import { funnelBars, percent } from './chartData';
import { ChartCard } from './ChartCard';

/** The six-step conversion funnel as horizontal bars, with each step's figures written out too. */
export const FunnelChart = ({ funnel }: { funnel: ConversionFunnel }) => {
  const bars = funnelBars(funnel);
  return (
    <ChartCard title={ANALYTICS.funnel}>
      <BarChart
        layout="horizontal"
        height={280}
        yAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label), width: 90 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[{ data: bars.map((bar) => bar.count), label: ANALYTICS.funnel, valueFormatter: (value) => formatNumber(value) }]}
        hideLegend
        skipAnimation
        aria-hidden
      />
      <List
        dense
        disablePadding
        sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, '@media print': { gridTemplateColumns: '1fr 1fr' } }}
      >
        {bars.map((bar) => (
          <ListItem key={bar.label} disableGutters>
            <ListItemText
              primary={`${bar.label}: ${formatNumber(bar.count)}`}
              secondary={bar.fromPrevious === null ? undefined : ANALYTICS.funnelFromPrevious(percent(bar.fromPrevious))}
            />
          </ListItem>
        ))}
      </List>
    </ChartCard>
  );
};
