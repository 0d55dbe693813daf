import { Button, Stack } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { LinkBase } from 'react-admin';
import type { CustomerRow } from '../../api/types';
import { CUSTOMERS } from '../../messages';
import { customerPath } from '../../paths';
import { DeleteCustomerButton } from './DeleteCustomerButton';

/** View (the customer's detail screen, /crm/customers/{id}) and, for roles that may, Delete. */
export const CustomerActions = ({ row }: { row: CustomerRow }) => (
  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
    <Button
      size="small"
      component={LinkBase}
      to={customerPath(row.id)}
      startIcon={<VisibilityIcon />}
      aria-label={CUSTOMERS.viewCustomer(row.businessName || CUSTOMERS.unnamed)}
    >
      {CUSTOMERS.view}
    </Button>
    <DeleteCustomerButton row={row} />
  </Stack>
);
