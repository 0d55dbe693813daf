import { Box, Stack, Typography } from '@mui/material';
import { formatDateTime } from '../../format';
import { TASKS } from '../../messages';
import { PriorityChip, taskAssigneeText, taskCustomerText, TaskStatusChips, TaskTitleCell } from './TaskCells';
import { TaskRowActions } from './TaskRowActions';
import { typeLabel } from './taskVocabulary';
import type { TaskRecord } from './types';

const { columns } = TASKS;

/** One task on a narrow screen: what the table's row shows, stacked, with its actions below. */
const TaskCard = ({ task }: { task: TaskRecord }) => (
  <Box component="li" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
    <TaskTitleCell task={task} />
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      {taskCustomerText(task)} · {typeLabel(task.type)}
    </Typography>
    <Typography variant="body2" sx={{ mt: 0.5 }}>
      {columns.due}: {formatDateTime(task.dueDate)} · {columns.assignee}: {taskAssigneeText(task)}
    </Typography>
    <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5, alignItems: 'center' }}>
      <PriorityChip priority={task.priority} />
      <TaskStatusChips task={task} />
    </Stack>
    <Box sx={{ mt: 1 }}>
      <TaskRowActions task={task} />
    </Box>
  </Box>
);

/** The tasks of the page as a list of cards (below md: the table is wider than a phone). */
export const TaskCards = ({ tasks }: { tasks: readonly TaskRecord[] }) => (
  <Box component="ul" aria-label={TASKS.listTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {tasks.map((task) => (
      <TaskCard key={task.id} task={task} />
    ))}
  </Box>
);
