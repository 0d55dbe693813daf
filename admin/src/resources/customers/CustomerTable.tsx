import { DataTable, useCanAccess } from 'react-admin';
import { customerSourceLabel, sectorLabel } from '@domain/vocabulary';
import type { CustomerRow } from '../../api/types';
import { formatDate, formatGBP } from '../../format';
import { CUSTOMERS } from '../../messages';
import { BulkDeleteCustomersButton } from './BulkDeleteCustomersButton';
import { CustomerActions } from './CustomerActions';
import { CustomerContact } from './CustomerContact';
import { CustomersEmpty } from './CustomersEmpty';
import { LeadStatusSelect } from './LeadStatusSelect';

const { columns } = CUSTOMERS;

/**
 * The customer table (wide screens). Sortable where the server sorts (business name, turnover,
 * status, created); rows are selectable for bulk delete only by roles that may delete.
 */
export const CustomerTable = () => {
  const { canAccess: canDelete } = useCanAccess({ resource: 'customers', action: 'delete' });
  return (
    <DataTable<CustomerRow> rowClick={false} bulkActionButtons={canDelete ? <BulkDeleteCustomersButton /> : false} empty={<CustomersEmpty />}>
      <DataTable.Col source="businessName" label={columns.business} render={(row: CustomerRow) => row.businessName || CUSTOMERS.unnamed} />
      <DataTable.Col label={columns.contact} disableSort render={(row: CustomerRow) => <CustomerContact row={row} />} />
      <DataTable.Col label={columns.sector} disableSort render={(row: CustomerRow) => sectorLabel(row.businessSector) || CUSTOMERS.notGiven} />
      <DataTable.Col label={columns.source} disableSort render={(row: CustomerRow) => customerSourceLabel(row.source)} />
      <DataTable.Col
        source="monthlyTurnover"
        label={columns.turnover}
        align="right"
        render={(row: CustomerRow) => formatGBP(row.monthlyTurnover) || CUSTOMERS.notGiven}
      />
      <DataTable.Col label={columns.provider} disableSort render={(row: CustomerRow) => row.selectedProvider?.name ?? CUSTOMERS.noProvider} />
      <DataTable.Col source="createdAt" label={columns.created} render={(row: CustomerRow) => formatDate(row.createdAt)} />
      <DataTable.Col source="status" label={columns.status} render={(row: CustomerRow) => <LeadStatusSelect row={row} />} />
      <DataTable.Col label={columns.actions} disableSort sx={{ whiteSpace: 'nowrap' }} render={(row: CustomerRow) => <CustomerActions row={row} />} />
    </DataTable>
  );
};
