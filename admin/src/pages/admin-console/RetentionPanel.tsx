import { useState } from 'react';
import { Alert, Button, Chip, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useGetList } from 'react-admin';
import type { RetentionRecord } from '../../api/types';
import { formatDate } from '../../format';
import { isSignedOut } from '../../authProvider';
import type { CrmDataProvider } from '../../dataProvider';
import { userFacingMessage } from '../../httpClient';
import { RETENTION } from '../../messages';
import { useToast } from '../../useToast';
import { answerOf } from '../../useCrmQuery';
import { RETENTION_RESOURCE } from './adminKeys';

/** The retention list shows the first 5 records. */
const SHOWN_RECORDS = 5;

/**
 * Data retention: how many records are scheduled for deletion, the first 5 (soonest
 * first), and Execute Cleanup, which asks first, then runs the retention job (POST cleanup) and
 * says what it did; the records, the status and the figures are then read again.
 */
export const RetentionPanel = () => {
  const { data, total, isPending, error } = useGetList<RetentionRecord>(RETENTION_RESOURCE, {
    pagination: { page: 1, perPage: SHOWN_RECORDS },
    sort: { field: 'scheduledDeletionDate', order: 'ASC' },
  });
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const dataProvider = useDataProvider<CrmDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const cleanup = useMutation({
    mutationFn: () => answerOf(dataProvider.runRetentionCleanup()),
    onSuccess: ({ summary }) => toast(RETENTION.completed(summary.totalProcessed, summary.businessProfilesDeleted)),
    // A 401 or 403 has signed the user out already (useDataProvider): nothing more to say.
    onError: (failure) => {
      if (!isSignedOut(failure)) toast(RETENTION.failed(userFacingMessage(failure)), 'error');
    },
    onSettled: () => {
      setIsConfirmOpen(false);
      // Deleted customers leave every figure: the retention list and status, the stats, the analytics, the customers.
      void queryClient.invalidateQueries();
    },
  });

  return (
    <Stack component="section" aria-label={RETENTION.title} sx={{ gap: 1.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {RETENTION.title}
        </Typography>
        <Button variant="contained" color="error" startIcon={<DeleteSweepIcon />} onClick={() => setIsConfirmOpen(true)} disabled={cleanup.isPending}>
          {RETENTION.executeCleanup}
        </Button>
      </Stack>
      {error && <Alert severity="error">{RETENTION.loadFailed}</Alert>}
      {isPending && <Skeleton variant="rectangular" height={80} />}
      {!isPending && !error && (total ?? 0) === 0 && <Alert severity="info">{RETENTION.empty}</Alert>}
      {data && data.length > 0 && (
        <>
          <Typography>{RETENTION.scheduledCount(total ?? data.length)}</Typography>
          <List dense disablePadding>
            {data.map((record) => (
              <ListItem key={record.id} disableGutters divider>
                <ListItemText
                  primary={record.businessProfile.businessName || RETENTION.unknownBusiness}
                  secondary={RETENTION.scheduled(formatDate(record.scheduledDeletionDate))}
                />
                <Chip
                  size="small"
                  color={record.status === 'scheduled' ? 'warning' : 'default'}
                  label={RETENTION.statusLabels[record.status] ?? record.status}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      <Confirm
        isOpen={isConfirmOpen}
        loading={cleanup.isPending}
        title={RETENTION.confirmTitle}
        content={RETENTION.confirmText}
        confirm={RETENTION.executeCleanup}
        confirmColor="warning"
        onConfirm={() => cleanup.mutate()}
        onClose={() => setIsConfirmOpen(false)}
      />
    </Stack>
  );
};
