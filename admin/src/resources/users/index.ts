import PeopleIcon from '@mui/icons-material/People';
import { guarded } from '../../components/guarded';
import { lazyView } from '../../components/lazyView';

/** CRM users (admin only: see canAccess.ts). Each view is loaded when first shown. */
export default {
  list: guarded(
    lazyView(() => import('./UserList'), 'UserList'),
    'list',
  ),
  edit: guarded(
    lazyView(() => import('./UserEdit'), 'UserEdit'),
    'edit',
  ),
  create: guarded(
    lazyView(() => import('./UserCreate'), 'UserCreate'),
    'create',
  ),
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
