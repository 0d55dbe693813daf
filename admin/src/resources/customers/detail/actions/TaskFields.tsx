import type { RefObject } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { UkDateTimeField } from '../../../../components/UkDateTimeField';
import { CUSTOMER_DETAIL } from '../../../../messages';
import {
  MAX_REMINDER_MINUTES,
  TASK_CREATE_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_TYPE_LABELS,
  TASK_TYPES,
  type TaskPriority,
  type TaskType,
} from '@domain/vocabulary/tasks';
import type { TaskFormProblem, TaskFormValues } from '../taskForm';

interface TaskFieldsProps {
  values: TaskFormValues;
  onChange: (changes: Partial<TaskFormValues>) => void;
  problem: TaskFormProblem;
  /** The fields a failed check focuses. */
  refs: Record<'title' | 'dueDate' | 'reminder', RefObject<HTMLInputElement | null>>;
}

const isIn = <Value extends string>(list: readonly Value[], value: string): value is Value => (list as readonly string[]).includes(value);

/** Title, description, type, priority, due date and time, reminder minutes. */
export const TaskFields = ({ values, onChange, problem, refs }: TaskFieldsProps) => {
  const isMissing = problem === 'missingInformation';
  const missingText = CUSTOMER_DETAIL.missingTaskInformation.description;
  return (
    <>
      <TextField
        label="Title"
        inputRef={refs.title}
        value={values.title}
        onChange={(e) => onChange({ title: e.target.value })}
        required
        fullWidth
        margin="normal"
        error={isMissing && !values.title.trim()}
        helperText={isMissing && !values.title.trim() ? missingText : undefined}
      />
      <TextField
        label="Description"
        value={values.description}
        onChange={(e) => onChange({ description: e.target.value })}
        multiline
        minRows={2}
        fullWidth
        margin="normal"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextField
          select
          label="Type"
          value={values.type}
          fullWidth
          margin="normal"
          onChange={(e) => isIn<TaskType>(TASK_TYPES, e.target.value) && onChange({ type: e.target.value })}
        >
          {TASK_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {TASK_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Priority"
          value={values.priority}
          fullWidth
          margin="normal"
          onChange={(e) => isIn<TaskPriority>(TASK_CREATE_PRIORITIES, e.target.value) && onChange({ priority: e.target.value })}
        >
          {TASK_CREATE_PRIORITIES.map((priority) => (
            <MenuItem key={priority} value={priority}>
              {TASK_PRIORITY_LABELS[priority]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <UkDateTimeField
          label="Due date and time"
          inputRef={refs.dueDate}
          value={values.dueDate}
          onChange={(dueDate) => onChange({ dueDate })}
          required
          fullWidth
          margin="normal"
          error={(isMissing && !values.dueDate.trim()) || problem === 'badDueDate'}
          helperText={isMissing && !values.dueDate.trim() ? missingText : undefined}
        />
        <TextField
          label="Reminder (minutes before)"
          inputRef={refs.reminder}
          type="number"
          value={values.reminderMinutes}
          onChange={(e) => onChange({ reminderMinutes: e.target.value })}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { min: 0, max: MAX_REMINDER_MINUTES, step: 1, inputMode: 'numeric' } }}
          error={problem === 'badReminder'}
          helperText={problem === 'badReminder' ? `A whole number of minutes from 0 to ${MAX_REMINDER_MINUTES}.` : undefined}
        />
      </Stack>
    </>
  );
};
