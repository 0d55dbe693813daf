import { Alert, Box, Button } from '@mui/material';
import { CUSTOMER_DETAIL } from '../../../messages';
import { CustomersBackLink } from './CustomersBackLink';

/** The customer could not be loaded (server fault or no connection): say so, and offer to try again. */
export const CustomerDetailError = ({ onRetry }: { onRetry: () => void }) => (
  <Box sx={{ p: 2 }}>
    <CustomersBackLink />
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {CUSTOMER_DETAIL.retry}
        </Button>
      }
    >
      {CUSTOMER_DETAIL.loadFailed}
    </Alert>
  </Box>
);
