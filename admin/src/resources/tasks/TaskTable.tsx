import { DataTable } from 'react-admin';
import { formatDateTime } from '../../format';
import { TASKS } from '../../messages';
import { PriorityChip, taskAssigneeText, taskCustomerText, TaskStatusChips, TaskTitleCell } from './TaskCells';
import { TaskRowActions } from './TaskRowActions';
import { typeLabel } from './taskVocabulary';
import type { TaskRecord } from './types';

const { columns } = TASKS;

/** The tasks as a table (md and wider); sortable by the columns the API sorts on. */
export const TaskTable = () => (
  <DataTable<TaskRecord> bulkActionButtons={false} rowClick={false}>
    <DataTable.Col source="title" label={columns.task} render={(task: TaskRecord) => <TaskTitleCell task={task} />} />
    <DataTable.Col label={columns.customer} disableSort render={taskCustomerText} />
    <DataTable.Col label={columns.type} disableSort render={(task: TaskRecord) => typeLabel(task.type)} />
    <DataTable.Col source="priority" label={columns.priority} render={(task: TaskRecord) => <PriorityChip priority={task.priority} />} />
    <DataTable.Col source="dueDate" label={columns.due} sx={{ whiteSpace: 'nowrap' }} render={(task: TaskRecord) => formatDateTime(task.dueDate)} />
    <DataTable.Col source="status" label={columns.status} render={(task: TaskRecord) => <TaskStatusChips task={task} />} />
    <DataTable.Col label={columns.assignee} disableSort render={taskAssigneeText} />
    <DataTable.Col label={columns.actions} disableSort sx={{ textAlign: 'right' }} render={(task: TaskRecord) => <TaskRowActions task={task} />} />
  </DataTable>
);
