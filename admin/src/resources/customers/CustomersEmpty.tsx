import { Box, Button, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { userFacingMessage } from '../../httpClient';
import { CUSTOMERS } from '../../messages';
import { hasActiveFilters } from './customerFilterValues';

/** No customer to show: 'No customers yet', or, with filters set, 'No customers match these filters'. */
export const CustomersEmpty = () => {
  const { filterValues } = useListContext();
  return <NoCustomers isFiltered={hasActiveFilters(filterValues)} />;
};

export const NoCustomers = ({ isFiltered }: { isFiltered: boolean }) => (
  <Box role="status" sx={{ py: 6, px: 2, textAlign: 'center' }}>
    <Typography variant="h6" component="p" color="text.secondary">
      {isFiltered ? CUSTOMERS.emptyFiltered : CUSTOMERS.empty}
    </Typography>
  </Box>
);

/** The list could not be loaded (a server fault or no connection): the reason and a way to try again. */
export const CustomersLoadError = ({ message, onRetry }: { message?: string; onRetry: () => void }) => (
  <Box role="alert" sx={{ py: 6, px: 2, textAlign: 'center' }}>
    <Typography variant="h6" component="p">
      {CUSTOMERS.loadFailed}
    </Typography>
    {message && <Typography color="text.secondary">{message}</Typography>}
    <Button sx={{ mt: 2 }} variant="outlined" onClick={onRetry}>
      {CUSTOMERS.retry}
    </Button>
  </Box>
);

/** The list's error state, reading the failed query from the list context. */
export const CustomersListError = () => {
  const { error, refetch } = useListContext();
  return <CustomersLoadError message={userFacingMessage(error)} onRetry={() => void refetch()} />;
};
