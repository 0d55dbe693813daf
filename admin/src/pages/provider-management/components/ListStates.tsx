import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { PROVIDERS } from '../providerTexts';

export interface ListStatesProps {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  loadingLabel: string;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A list's loading spinner, failure (with Try again), empty text, or the list itself. */
export const ListStates = ({ isPending, error, isEmpty, loadingLabel, emptyText, onRetry, children }: ListStatesProps) => {
  if (isPending) {
    return (
      <Box role="status" aria-label={loadingLabel} sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-hidden />
      </Box>
    );
  }
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>{PROVIDERS.retry}</Button>}>
        {PROVIDERS.loadFailed}
      </Alert>
    );
  }
  if (isEmpty) return <Typography sx={{ py: 3 }}>{emptyText}</Typography>;
  return <>{children}</>;
};
