import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import type { CompleteTaskBody, TaskOutcome } from '../../../../api/types';
import { CUSTOMER_DETAIL } from '../../../../messages';
import type { TaskRow } from '../customerDetailView';
import { canCompleteTask, toCompleteTaskBody } from '../taskForm';
import { useCustomerAction } from '../useCustomerAction';
import { OutcomeRadios } from './OutcomeRadios';

interface CompleteTaskFormProps {
  task: TaskRow;
  onClose: () => void;
}

/** The form, mounted afresh for each task so no outcome or notes carry over. */
const CompleteTaskForm = ({ task, onClose }: CompleteTaskFormProps) => {
  const [outcome, setOutcome] = useState<TaskOutcome | ''>('');
  const [notes, setNotes] = useState('');
  const action = useCustomerAction((dataProvider, body: CompleteTaskBody) => dataProvider.completeTask(task.id, body), {
    success: CUSTOMER_DETAIL.taskCompleted,
    failure: () => CUSTOMER_DETAIL.taskCompletionFailed,
    alsoInvalidates: ['tasks'],
    onSuccess: onClose,
  });

  return (
    <>
      <DialogTitle>Complete Task</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{task.title}</Typography>
        <OutcomeRadios value={outcome} onChange={setOutcome} />
        <TextField label="Notes (optional)" value={notes} onChange={(event) => setNotes(event.target.value)} multiline minRows={3} fullWidth margin="normal" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!canCompleteTask(outcome) || action.isPending}
          onClick={() => canCompleteTask(outcome) && action.mutate(toCompleteTaskBody(outcome, notes))}
        >
          Complete Task
        </Button>
      </DialogActions>
    </>
  );
};

/** Complete Task: an outcome is required (the button is disabled without one); notes are optional. */
export const CompleteTaskDialog = ({ task, onClose }: { task: TaskRow | null; onClose: () => void }) => (
  <Dialog open={task !== null} onClose={onClose} fullWidth maxWidth="sm">
    {task && <CompleteTaskForm key={task.id} task={task} onClose={onClose} />}
  </Dialog>
);
