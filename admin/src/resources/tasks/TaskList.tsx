import { List, TopToolbar } from 'react-admin';
import { TASKS } from '../../messages';
import { NewTaskButton } from './NewTaskButton';
import { TaskFilterBar } from './TaskFilterBar';
import { TaskListError } from './TaskListStates';
import { TaskResults } from './TaskResults';
import type { TaskRecord } from './types';

const TaskListActions = () => (
  <TopToolbar>
    <NewTaskButton />
  </TopToolbar>
);

/** The list's failure is shown in the list (TaskListError), not also as a toast. */
const QUERY_OPTIONS = { onError: () => undefined };

/**
 * 'Task Management' at /crm/tasks: filters, the New Task dialog and the tasks, paged
 * and sorted by the server (due date first). The filter bar and the empty states are part of the
 * list's content, so they stay on screen whatever the list holds.
 */
export const TaskList = () => (
  <List<TaskRecord>
    title={TASKS.listTitle}
    sort={{ field: 'dueDate', order: 'ASC' }}
    perPage={25}
    actions={<TaskListActions />}
    empty={false}
    exporter={false}
    error={<TaskListError />}
    queryOptions={QUERY_OPTIONS}
  >
    <TaskFilterBar />
    <TaskResults />
  </List>
);
