import { Alert, Box } from '@mui/material';
import type { SystemStats } from '../../api/types';
import { ADMIN_CONSOLE } from '../../messages';
import { useCrmQuery } from '../../useCrmQuery';
import { SYSTEM_STATS_KEY } from './adminKeys';
import { StatCard } from './StatCard';
import type { Figure } from './systemFigures';

/** Cards of the system stats (GET /api/crm/admin/system-stats), skeletons while they load. */
export const FigureCards = ({ figures }: { figures: (stats: SystemStats | undefined) => Figure[] }) => {
  const { data, isPending, error } = useCrmQuery(SYSTEM_STATS_KEY, (dataProvider) => dataProvider.getSystemStats());
  return (
    <>
      {error && <Alert severity="error">{ADMIN_CONSOLE.statsFailed}</Alert>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {figures(data).map((figure) => (
          <StatCard key={figure.label} label={figure.label} value={figure.value} isPending={isPending} />
        ))}
      </Box>
    </>
  );
};
