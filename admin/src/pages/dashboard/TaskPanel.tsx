import { Alert, Chip, Link, List, ListItem, ListItemText, Skeleton, Stack } from '@mui/material';
import { LinkBase, useGetList } from 'react-admin';
import { formatDateTime } from '../../format';
import { DASHBOARD, TASKS } from '../../messages';
import { NewTaskButton } from '../../resources/tasks/NewTaskButton';
import { customerLabel } from '../../resources/tasks/taskVocabulary';
import type { TaskRecord } from '../../resources/tasks/types';
import { periodParams, type AnalyticsPeriod } from '../analytics/analyticsPeriod';
import { Panel } from './Panel';

/** The panel shows the next few open tasks; the tasks screen has the rest. */
const TASK_PANEL_SIZE = 5;

/**
 * The signed-in user's open tasks, overdue first as they are due soonest (GET /api/crm/tasks:
 * assigned to the user, pending, by due date), due within the dashboard's period when one is
 * chosen (its preset passed as dateFilter; the default period shows every open task). New Task
 * creates a task assigned to and created by the signed-in user.
 */
export const TaskPanel = ({ userId, period = {} }: { userId: number; period?: AnalyticsPeriod }) => {
  const { data, total, isPending, error } = useGetList<TaskRecord>('tasks', {
    filter: { assignedToCrmUserId: userId, status: 'pending', ...periodParams(period) },
    sort: { field: 'dueDate', order: 'ASC' },
    pagination: { page: 1, perPage: TASK_PANEL_SIZE },
  });

  return (
    <Panel title={DASHBOARD.tasks} action={<NewTaskButton assignToSelf />}>
      {error && <Alert severity="error">{DASHBOARD.tasksFailed}</Alert>}
      {isPending && <Skeleton variant="rectangular" height={96} />}
      {data?.length === 0 && <Alert severity="info">{DASHBOARD.noTasks}</Alert>}
      {data && data.length > 0 && (
        <List dense disablePadding>
          {data.map((task) => (
            <ListItem key={task.id} disableGutters divider>
              <ListItemText
                primary={task.title}
                secondary={`${DASHBOARD.due(formatDateTime(task.dueDate))} · ${customerLabel(task, { personal: TASKS.personalTask, unnamed: TASKS.unnamedCustomer })}`}
              />
              {task.isOverdue && <Chip size="small" color="error" label={DASHBOARD.overdue} sx={{ ml: 1 }} />}
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Link component={LinkBase} to="/tasks">
          {total !== undefined && total > TASK_PANEL_SIZE ? `${DASHBOARD.allTasks} (${total})` : DASHBOARD.allTasks}
        </Link>
      </Stack>
    </Panel>
  );
};
