import { Box, Button, Chip, ListItem, Stack, Typography } from '@mui/material';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { TaskRow, TaskState } from '../customerDetailView';
import { PRIORITY_COLOURS } from '../labels';

const STATE_CHIPS: Record<TaskState, { label: string; color: 'default' | 'error' | 'success' }> = {
  pending: { label: 'Pending', color: 'default' },
  overdue: { label: 'Overdue', color: 'error' },
  completed: { label: 'Completed', color: 'success' },
};

const details = (task: TaskRow): string =>
  [`Due ${task.due}`, task.typeLabel, task.assignee ? `Assigned to ${task.assignee}` : null].filter(Boolean).join(' · ');

/** One task: title, state, priority, due date, type, assignee; its outcome and notes once completed. */
export const TaskItem = ({ task, onComplete }: { task: TaskRow; onComplete: () => void }) => (
  <ListItem divider disableGutters sx={{ display: 'block', py: 1.5 }} data-task-id={task.id}>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
            {task.title}
          </Typography>
          <Chip size="small" label={STATE_CHIPS[task.state].label} color={STATE_CHIPS[task.state].color} />
          <Chip size="small" variant="outlined" label={`${task.priorityLabel} priority`} color={PRIORITY_COLOURS[task.priority]} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {details(task)}
        </Typography>
        {task.description && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {task.description}
          </Typography>
        )}
        {task.state === 'completed' && task.outcome && <Typography variant="body2">Outcome: {task.outcome}</Typography>}
        {task.state === 'completed' && task.notes && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            Notes: {task.notes}
          </Typography>
        )}
      </Box>
      {task.state !== 'completed' && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<TaskAltIcon />}
          onClick={onComplete}
          aria-label={`Complete task ${task.title}`}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Complete
        </Button>
      )}
    </Stack>
  </ListItem>
);
