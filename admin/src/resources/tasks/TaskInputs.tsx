import { Box } from '@mui/material';
import { maxLength, NumberInput, required, SelectInput, TextInput } from 'react-admin';
import { UkDateTimeInput } from '../../components/UkDateTimeInput';
import { TASKS } from '../../messages';
import { assigneeChoices } from './taskFilters';
import { dueDateFormat, priorityChoices, reminderMinutesInRange } from './taskForm';
import { MAX_REMINDER_MINUTES, TASK_TEXT_MAX_LENGTH, TASK_TITLE_MAX_LENGTH, TASK_TYPE_LABELS } from '@domain/vocabulary/tasks';
import { choicesOf } from './taskVocabulary';
import type { TaskRecord } from './types';
import { useTaskUsers } from './useTaskUsers';

const { fields } = TASKS;
const TYPE_CHOICES = choicesOf(TASK_TYPE_LABELS);
const titleRules = [required(), maxLength(TASK_TITLE_MAX_LENGTH)];
const descriptionRules = [maxLength(TASK_TEXT_MAX_LENGTH)];
const dueDateRules = [required(), dueDateFormat];
const chosen = [required()];
const pair = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

export interface TaskInputsProps {
  /** The task being edited (none on create): its priority stays offered when urgent, its assignee when deactivated. */
  task?: TaskRecord;
  canAssignOthers: boolean;
}

/** The fields of the New Task and Edit Task dialogs; the assignee for admins only. */
export const TaskInputs = ({ task, canAssignOthers }: TaskInputsProps) => {
  const users = useTaskUsers(canAssignOthers);
  return (
    <>
      <TextInput source="title" label={fields.title} validate={titleRules} fullWidth autoComplete="off" />
      <TextInput source="description" label={fields.description} validate={descriptionRules} multiline minRows={2} fullWidth />
      <Box sx={pair}>
        <SelectInput source="type" label={fields.type} choices={TYPE_CHOICES} validate={chosen} fullWidth />
        <SelectInput source="priority" label={fields.priority} choices={priorityChoices(task?.priority)} validate={chosen} fullWidth />
      </Box>
      <Box sx={pair}>
        <UkDateTimeInput source="dueDate" label={fields.dueDate} validate={dueDateRules} fullWidth />
        <NumberInput
          source="reminderMinutes"
          label={fields.reminderMinutes}
          validate={reminderMinutesInRange}
          min={0}
          max={MAX_REMINDER_MINUTES}
          step={1}
          fullWidth
        />
      </Box>
      {canAssignOthers && (
        <SelectInput
          source="assignedToCrmUserId"
          label={fields.assignee}
          choices={assigneeChoices(users, task?.assignedToCrmUserId ?? null)}
          validate={chosen}
          fullWidth
        />
      )}
    </>
  );
};
