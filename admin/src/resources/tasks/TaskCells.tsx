import { Box, Chip, Stack, Typography } from '@mui/material';
import { TASKS } from '../../messages';
import { TASK_STATUS_FILTER_LABELS } from '@domain/vocabulary/tasks';
import { customerLabel, excerpt, priorityLabel, statusLabels } from './taskVocabulary';
import type { TaskPriority, TaskRecord } from './types';

/**
 * Priority colours (urgent red, high orange, medium blue, low grey), each dark or light enough
 * for WCAG AA text contrast (4.5:1) under its label: MUI's warning and info colours fall short.
 */
const PRIORITY_COLOURS: Record<TaskPriority, { bgcolor: string; color: string }> = {
  urgent: { bgcolor: '#b71c1c', color: '#fff' },
  high: { bgcolor: '#bf360c', color: '#fff' },
  medium: { bgcolor: '#1565c0', color: '#fff' },
  low: { bgcolor: '#e0e0e0', color: 'rgba(0, 0, 0, 0.87)' },
};

export const PriorityChip = ({ priority }: { priority: TaskPriority }) => <Chip size="small" label={priorityLabel(priority)} sx={PRIORITY_COLOURS[priority]} />;

/** Pending or Completed, and Overdue beside Pending once the due time has passed. */
export const TaskStatusChips = ({ task }: { task: Pick<TaskRecord, 'status' | 'isOverdue'> }) => (
  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
    {statusLabels(task).map((label) =>
      label === TASK_STATUS_FILTER_LABELS.completed ? (
        <Chip key={label} size="small" color="success" label={label} />
      ) : label === TASK_STATUS_FILTER_LABELS.overdue ? (
        <Chip key={label} size="small" color="error" label={label} />
      ) : (
        <Chip key={label} size="small" variant="outlined" label={label} />
      ),
    )}
  </Stack>
);

/** The title, and the start of the description under it. */
export const TaskTitleCell = ({ task }: { task: Pick<TaskRecord, 'title' | 'description'> }) => {
  const summary = excerpt(task.description);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {task.title}
      </Typography>
      {summary && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {summary}
        </Typography>
      )}
    </Box>
  );
};

export const taskCustomerText = (task: Pick<TaskRecord, 'businessProfileId' | 'businessProfile'>): string =>
  customerLabel(task, { personal: TASKS.personalTask, unnamed: TASKS.unnamedCustomer });

export const taskAssigneeText = (task: Pick<TaskRecord, 'assignedTo'>): string => task.assignedTo ?? TASKS.unassigned;
