import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { ListStates } from '../components/ListStates';
import { NativeSelect } from '../components/NativeSelect';
import { AUDIT, PROVIDERS } from '../providerTexts';
import { useAuditTrail } from '../useCatalogue';
import { AuditList } from './AuditList';

const PAGE = 25;
const TABLE_OPTIONS = Object.entries(AUDIT.tables).map(([value, label]) => ({ value, label }));

/**
 * The Audit Trail tab: the real entries of GET /api/crm/audit (never samples), newest
 * first, with each field's old and new value, a record-type filter and Load more; the 12-month
 * GDPR retention note.
 */
export const AuditTrailTab = () => {
  const [tableName, setTableName] = useState('');
  const [size, setSize] = useState(PAGE);
  const { data, isPending, error, refetch, isFetching } = useAuditTrail({ tableName }, size);
  return (
    <Stack spacing={2}>
      <Alert severity="info">{AUDIT.retentionNote}</Alert>
      <Box role="search" aria-label="Filter the audit trail" sx={{ display: 'flex', gap: 1.5 }}>
        <NativeSelect
          label={AUDIT.tableFilter}
          value={tableName}
          options={TABLE_OPTIONS}
          emptyLabel={PROVIDERS.all}
          onChange={(value) => {
            setTableName(value);
            setSize(PAGE);
          }}
          sx={{ minWidth: 200 }}
        />
      </Box>
      <ListStates
        isPending={isPending}
        error={error}
        isEmpty={data?.data.length === 0}
        loadingLabel={AUDIT.loading}
        emptyText={AUDIT.empty}
        onRetry={() => void refetch()}
      >
        {data && (
          <>
            <Typography color="text.secondary">{AUDIT.showing(data.data.length, data.total)}</Typography>
            <AuditList entries={data.data} label={PROVIDERS.tabs.audit} showRecord />
            {data.data.length < data.total && (
              <Button onClick={() => setSize((current) => current + PAGE)} disabled={isFetching} sx={{ alignSelf: 'flex-start' }}>
                {AUDIT.loadMore}
              </Button>
            )}
          </>
        )}
      </ListStates>
    </Stack>
  );
};
