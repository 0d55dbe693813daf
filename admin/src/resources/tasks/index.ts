import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { guarded } from '../../components/guarded';
import { lazyView } from '../../components/lazyView';

/**
 * Tasks (every role: staff and admins see all tasks, a partner those assigned to it and its
 * customers'; the server scopes them). The list, with its dialogs, is loaded when first shown.
 */
export default {
  list: guarded(
    lazyView(() => import('./TaskList'), 'TaskList'),
    'list',
  ),
  icon: TaskAltIcon,
  recordRepresentation: 'title',
};
