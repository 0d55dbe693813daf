import { Button, Stack } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { LinkBase } from 'react-admin';
import { TASKS } from '../../messages';
import { CompleteTaskButton } from './CompleteTaskButton';
import { DeleteTaskButton } from './DeleteTaskButton';
import { EditTaskButton } from './EditTaskButton';
import { customerPath } from '../../paths';
import type { TaskRecord } from './types';

/**
 * A task's actions: Complete while it is pending, View Customer when it has one (the
 * customer's screen, /crm/customers/{id}), Edit. Each names its task for screen readers. A task
 * the user may not change (a partner colleague's) offers only View Customer. Delete, with a
 * confirmation, for its creator or an admin.
 */
export const TaskRowActions = ({ task }: { task: TaskRecord }) => (
  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5, justifyContent: { md: 'flex-end' } }}>
    {task.canChange && task.status === 'pending' && <CompleteTaskButton task={task} />}
    {task.businessProfileId && (
      <Button
        size="small"
        component={LinkBase}
        to={customerPath(task.businessProfileId)}
        startIcon={<OpenInNewIcon />}
        aria-label={`${TASKS.viewCustomer}: ${task.title}`}
      >
        {TASKS.viewCustomer}
      </Button>
    )}
    {task.canChange && <EditTaskButton task={task} />}
    <DeleteTaskButton task={task} />
  </Stack>
);
