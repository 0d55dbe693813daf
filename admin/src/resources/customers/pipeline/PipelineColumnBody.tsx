import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { CustomerRow, LeadStatus } from '../../../api/types';
import { userFacingMessage } from '../../../httpClient';
import { CUSTOMERS, PIPELINE } from '../../../messages';
import { leadStatusLabel } from '@domain/vocabulary/lead-statuses';
import { PipelineCard } from './PipelineCard';

export interface PipelineColumnBodyProps {
  status: LeadStatus;
  rows: CustomerRow[];
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  onMove: (row: CustomerRow, from: LeadStatus, to: LeadStatus) => void;
  focusRequest: string | null;
  onFocused: () => void;
}

/** A column's cards, or its loading, failed ('Try again') or empty ('No leads') state. */
export const PipelineColumnBody = ({ status, rows, isPending, error, onRetry, onMove, focusRequest, onFocused }: PipelineColumnBodyProps) => {
  if (isPending && rows.length === 0) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={24} aria-label={CUSTOMERS.loadingColumn(leadStatusLabel(status))} />
      </Box>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {CUSTOMERS.retry}
          </Button>
        }
      >
        {userFacingMessage(error) ?? PIPELINE.columnFailed}
      </Alert>
    );
  }
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 0.5, py: 2 }}>
        {PIPELINE.emptyColumn}
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <PipelineCard key={row.id} row={row} status={status} onMove={onMove} isFocusRequested={focusRequest === row.id} onFocused={onFocused} />
      ))}
    </Stack>
  );
};
