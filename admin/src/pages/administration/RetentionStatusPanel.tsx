import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { formatDateTime } from '../../format';
import { RETENTION } from '../../messages';
import { useCrmQuery } from '../../useCrmQuery';
import { RETENTION_STATUS_KEY } from '../admin-console/adminKeys';

/** The data retention status: what is stored, what qualifies for deletion, the policy and the next run. */
export const RetentionStatusPanel = () => {
  const { data, isPending, error } = useCrmQuery(RETENTION_STATUS_KEY, (dataProvider) => dataProvider.getRetentionStatus());
  if (error) return <Alert severity="error">{RETENTION.loadFailed}</Alert>;
  if (isPending || !data) return <Skeleton variant="rectangular" height={120} />;
  const { total, eligibleForDeletion } = data.dataOverview;
  const facts = [
    { label: RETENTION.totals, value: RETENTION.counts(total.businessProfiles, total.leads, total.quotes) },
    { label: RETENTION.eligible, value: RETENTION.counts(eligibleForDeletion.businessProfiles, eligibleForDeletion.leads, eligibleForDeletion.quotes) },
    { label: RETENTION.period, value: `${data.retentionPolicy.period} (${RETENTION.noticeDays(data.retentionPolicy.noticeDays)})` },
    { label: RETENTION.exceptions, value: data.retentionPolicy.exceptions.join('; ') },
    { label: RETENTION.nextCleanup, value: formatDateTime(data.nextScheduledCleanup) },
  ];
  return (
    <Box component="section" aria-label={RETENTION.policy}>
      <Typography variant="h6" component="h2" gutterBottom>
        {RETENTION.policy}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' } }}>
        {facts.map((fact) => (
          <Box key={fact.label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
