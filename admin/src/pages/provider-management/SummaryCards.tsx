import { Box, Paper, Typography } from '@mui/material';
import { averageScore } from './catalogueView';
import { PROVIDERS } from './providerTexts';
import { useCount, useProviders, useRecentChanges } from './useCatalogue';

const Card = ({ title, value, note }: { title: string; value: string; note: string }) => (
  <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
    <Typography variant="body2" color="text.secondary" component="h2">
      {title}
    </Typography>
    <Typography variant="h4" component="p">
      {value}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {note}
    </Typography>
  </Paper>
);

const shown = (value: number | null | undefined, suffix = '') => (value === null || value === undefined ? '–' : `${value}${suffix}`);

/**
 * The four summary cards: Total Providers and Total Terminals (live counts, each of the
 * whole), Avg Quality Score (over every provider the user may see) and Recent Changes (audit
 * entries of the last 24 hours; admins and staff, the audit being theirs only).
 */
export const SummaryCards = ({ canReadAudit }: { canReadAudit: boolean }) => {
  const all = useProviders();
  const liveProviders = useCount('providers', { status: 'live' });
  const terminals = useCount('terminals', {});
  const liveTerminals = useCount('terminals', { status: 'live' });
  const recent = useRecentChanges(canReadAudit);
  const average = all.data ? averageScore(all.data.data.map((provider) => provider.dataQualityScore)) : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      <Card title={PROVIDERS.summary.providers} value={shown(liveProviders.data)} note={PROVIDERS.summaryNotes.providers(all.data?.total ?? 0)} />
      <Card title={PROVIDERS.summary.terminals} value={shown(liveTerminals.data)} note={PROVIDERS.summaryNotes.terminals(terminals.data ?? 0)} />
      <Card title={PROVIDERS.summary.quality} value={shown(average, '%')} note={PROVIDERS.summaryNotes.quality} />
      {canReadAudit && <Card title={PROVIDERS.summary.changes} value={shown(recent.data)} note={PROVIDERS.summaryNotes.changes} />}
    </Box>
  );
};
