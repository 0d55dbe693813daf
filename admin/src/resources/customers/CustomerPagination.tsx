import type { LabelDisplayedRowsArgs } from '@mui/material';
import { Pagination, type PaginationProps, useListContext } from 'react-admin';
import type { CustomerListMeta } from '../../customersDataProvider';
import { CUSTOMERS } from '../../messages';

/**
 * react-admin's pagination, which says "1-25 of more than 100" for a search whose total is known
 * only to be more than some number (the server counts a search's matches to 100, or to the
 * page's end: customersDataProvider.ts). With an exact total it is react-admin's own.
 */
export const CustomerPagination = () => {
  const { meta } = useListContext();
  const moreThan = (meta as CustomerListMeta | undefined)?.totalMoreThan;
  if (moreThan === undefined) return <Pagination />;
  // react-admin hands the props it does not know to MUI's TablePagination, after its own label.
  const label = { labelDisplayedRows: ({ from, to }: LabelDisplayedRowsArgs) => CUSTOMERS.rangeOfMore(from, to, moreThan) } as PaginationProps;
  return <Pagination {...label} />;
};
