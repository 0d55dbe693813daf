import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import type { SectorShare } from '../../api/types';
import { formatNumber } from '../../format';
import { ANALYTICS } from '../../messages';
import { percent, sectorSlices } from './chartData';
import { ChartCard } from './ChartCard';

/** The top 6 business sectors as a doughnut, with each sector's count and share written out. */
export const SectorChart = ({ sectors }: { sectors: readonly SectorShare[] }) => {
  const slices = sectorSlices(sectors);
  return (
    <ChartCard title={ANALYTICS.sectors}>
      {slices.length === 0 ? (
        <Typography color="text.secondary">{ANALYTICS.noSectors}</Typography>
      ) : (
        <>
          <PieChart
            height={220}
            series={[{ data: slices.map(({ id, label, value }) => ({ id, label, value })), innerRadius: 50, paddingAngle: 1 }]}
            hideLegend
            skipAnimation
            aria-hidden
          />
          <List dense disablePadding>
            {slices.map((slice) => (
              <ListItem key={slice.id} disableGutters>
                <ListItemText primary={`${slice.label}: ${formatNumber(slice.value)} (${percent(slice.percentage)})`} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </ChartCard>
  );
};
