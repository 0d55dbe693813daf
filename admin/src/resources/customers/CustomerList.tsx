import { useMediaQuery, type Theme } from '@mui/material';
import { List, TopToolbar } from 'react-admin';
import { CUSTOMERS } from '../../messages';
import { useCurrentUser } from '../../useCurrentUser';
import { customerFilters } from './customerFilters';
import { CustomerCards } from './CustomerCards';
import { CustomerPagination } from './CustomerPagination';
import { CustomersListError } from './CustomersEmpty';
import { CustomerTable } from './CustomerTable';
import { CustomerViewSwitch } from './CustomerViewSwitch';
import { ExportCustomersButton } from './ExportCustomersButton';

const ListActions = () => (
  <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
    <CustomerViewSwitch current="list" />
    <ExportCustomersButton />
  </TopToolbar>
);

/**
 * Lead management at /crm/customers: filters, server-side paging and sorting,
 * the per-lead status dropdown, View, Delete and bulk delete (not for partners), CSV export. A
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
