import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { userFacingMessage } from '../../httpClient';
import { TASKS } from '../../messages';
import { useToast } from '../../useToast';
import { OutcomeField } from './OutcomeField';
import { TASK_TEXT_MAX_LENGTH } from '@domain/vocabulary/tasks';
import type { TaskOutcome, TaskRecord } from './types';
import { useCompleteTask } from './useCompleteTask';

/**
 * Complete a task: an outcome is required (the button stays disabled without one),
 * notes are optional. 'Task completed', or 'Completion failed' with the server's reason for a
 * refused call ('This task is already completed.') and 'Failed to complete task.' otherwise.
 */
export const CompleteTaskDialog = ({ task, onClose }: { task: TaskRecord; onClose: () => void }) => {
  const [outcome, setOutcome] = useState<TaskOutcome | ''>('');
  const [notes, setNotes] = useState('');
  const { mutate, isPending } = useCompleteTask();
  const toast = useToast();
  const titleId = useId();

  const complete = () => {
    if (!outcome) return;
    mutate(
      { id: task.id, body: { outcome, notes: notes.trim() || null } },
      {
        onSuccess: () => {
          toast(TASKS.completed);
          onClose();
        },
        onError: (error) => toast(TASKS.completeFailed(userFacingMessage(error)), 'error'),
      },
    );
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{TASKS.completeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{TASKS.completeQuestion(task.title)}</DialogContentText>
        <OutcomeField value={outcome} onChange={setOutcome} />
        <TextField
          label={TASKS.fields.notes}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: TASK_TEXT_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {TASKS.cancel}
        </Button>
        <Button variant="contained" onClick={complete} disabled={!outcome || isPending}>
          {TASKS.completeButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
