import { Button, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { LinkBase, List, TopToolbar, useCanAccess } from 'react-admin';
import { CUSTOMER_CREATE, CUSTOMERS } from '../../messages';
import { CUSTOMER_CREATE_PATH } from '../../paths';
import { useCurrentUser } from '../../useCurrentUser';
import { customerFilters } from './customerFilters';
import { CustomerCards } from './CustomerCards';
import { CustomerPagination } from './CustomerPagination';
import { CustomersListError } from './CustomersEmpty';
import { CustomerTable } from './CustomerTable';
import { CustomerViewSwitch } from './CustomerViewSwitch';
import { ExportCustomersButton } from './ExportCustomersButton';

/** 'New customer': an enquiry entered by hand, for the roles that may create customers (not partners). */
const NewCustomerButton = () => {
  const { canAccess } = useCanAccess({ resource: 'customers', action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={LinkBase} to={CUSTOMER_CREATE_PATH} variant="contained" size="small" startIcon={<AddIcon />}>
      {CUSTOMER_CREATE.newCustomer}
    </Button>
  );
};

const ListActions = () => (
  <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
    <CustomerViewSwitch current="list" />
    <NewCustomerButton />
    <ExportCustomersButton />
  </TopToolbar>
);

/**
 * Lead management at /crm/customers: filters (the source among them), server-side paging and sorting,
 * the per-lead status dropdown, View, Delete and bulk delete (not for partners), CSV export, New
 * customer (not for partners). A
 * table on wide screens, cards on a phone. Newest customers first.
 */
export const CustomerList = () => {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { user } = useCurrentUser();
  const filters = customerFilters({ withStatus: true, withProvider: user !== undefined && user.role !== 'partner' });
  return (
    <List
      title={CUSTOMERS.listTitle}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      filters={filters}
      actions={<ListActions />}
      exporter={false}
      empty={false}
      error={<CustomersListError />}
      pagination={<CustomerPagination />}
    >
      {isSmall ? <CustomerCards /> : <CustomerTable />}
    </List>
  );
};
