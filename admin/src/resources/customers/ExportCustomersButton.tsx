import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext } from 'react-admin';
import { customers } from '../../dataProvider';
import { CUSTOMERS } from '../../messages';

/**
 * Downloads GET /api/crm/customers/export.csv with the list's current filters and date preset:
 * every matching customer, not the page. A plain link, so the browser streams the server's file
 * (with the session cookie) instead of holding it in memory.
 */
export const ExportCustomersButton = () => {
  const { filterValues } = useListContext();
  return (
    <Button size="small" component="a" href={customers.exportUrl(filterValues)} download startIcon={<DownloadIcon />}>
      {CUSTOMERS.exportCsv}
    </Button>
  );
};
