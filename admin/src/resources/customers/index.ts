import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { guarded } from '../../components/guarded';
import { lazyView } from '../../components/lazyView';

/**
 * Customers (business profiles) and their leads: lead management at /crm/customers (admin, staff,
 * partner; partners without delete: see canAccess.ts). The list is loaded when first shown. The
 * detail screen (/crm/customers/{id}) and the pipeline board (pages/PipelinePage.tsx) are their
 * own screens.
 */
export default {
  list: guarded(lazyView(() => import('./CustomerList'), 'CustomerList'), 'list'),
  icon: ContactPhoneIcon,
  recordRepresentation: 'businessName',
};
