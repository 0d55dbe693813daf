import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { userFacingMessage } from '../../httpClient';
import { TASKS } from '../../messages';

/** While the first page is on its way. */
export const TaskListLoading = () => (
  <Box role="status" aria-label={TASKS.loading} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
    <CircularProgress size={32} />
  </Box>
);

/** No task at all, or none that the filters let through. */
export const TaskListEmpty = ({ isFiltered }: { isFiltered: boolean }) => (
  <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
    <Typography variant="h6" component="p" color="text.secondary">
      {isFiltered ? TASKS.emptyFiltered : TASKS.emptyTitle}
    </Typography>
  </Box>
);

/** The list could not be read: the server's reason for a refused query, and a way to ask again. */
export const TaskListError = () => {
  const { error, refetch } = useListContext();
  const reason = userFacingMessage(error);
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {TASKS.retry}
          </Button>
        }
      >
        {TASKS.loadFailed}
        {reason ? ` ${reason}` : ''}
      </Alert>
    </Box>
  );
};
