import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { guarded } from '../../components/guarded';
import { lazyView } from '../../components/lazyView';

/**
 * Customers (business profiles) and their leads, one feature in one folder: the list (lead
 * management at /crm/customers; partners without delete: see canAccess.ts), the detail screen
 * (detail/, /crm/customers/{id}) and the pipeline board (pipeline/, /crm/customers/pipeline). Each
 * screen is loaded when first shown; the detail and the board are custom routes of App.tsx because
 * their paths are not react-admin's (the board sits under the list's path, the detail has two).
 */
export default {
  list: guarded(
    lazyView(() => import('./CustomerList'), 'CustomerList'),
    'list',
  ),
  icon: ContactPhoneIcon,
  recordRepresentation: 'businessName',
};

/** The pipeline board (the same customers and filters as the list, as columns per lead status). */
export const PipelinePage = lazyView(() => import('./pipeline/PipelinePage'), 'PipelinePage');

/** The customer detail screen. */
export const CustomerDetailPage = lazyView(() => import('./detail/CustomerDetailPage'), 'CustomerDetailPage');

/** The new customer form (an enquiry entered by hand). */
export { CustomerCreatePage } from './CustomerCreatePage';
