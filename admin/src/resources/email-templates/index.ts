import MailIcon from '@mui/icons-material/Mail';
import { guarded } from '../../components/guarded';
import { lazyView } from '../../components/lazyView';

/**
 * The communication center at /crm/email-templates: every role reads
 * and previews templates; admins and staff create, edit, copy and deactivate manual ones
 * (canAccess.ts; the server refuses partners too). Create, edit and preview are dialogs over the
 * list, loaded with it when first shown.
 */
export default {
  list: guarded(
    lazyView(() => import('./CommunicationCenter'), 'CommunicationCenter'),
    'list',
  ),
  icon: MailIcon,
  recordRepresentation: 'name',
};
