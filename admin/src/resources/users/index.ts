import PeopleIcon from '@mui/icons-material/People';
import { guarded } from '../../components/guarded';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

/** CRM users (admin only: see canAccess.ts). */
export default {
  list: guarded(UserList, 'list'),
  edit: guarded(UserEdit, 'edit'),
  create: guarded(UserCreate, 'create'),
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
