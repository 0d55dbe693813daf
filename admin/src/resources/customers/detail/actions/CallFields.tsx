import type { RefObject } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { CUSTOMER_DETAIL } from '../../../../messages';
import { MAX_CALL_MINUTES, type CallFormProblem, type CallFormValues } from '../activityForm';
import { isTaskOutcome, TASK_OUTCOME_LABELS, TASK_OUTCOMES } from '@domain/vocabulary/tasks';

interface CallFieldsProps {
  values: CallFormValues;
  onChange: (changes: Partial<CallFormValues>) => void;
  problem: CallFormProblem;
  /** The fields a failed check focuses. */
  refs: { notes: RefObject<HTMLTextAreaElement | null>; duration: RefObject<HTMLInputElement | null> };
}

/** Subject, call notes (required), outcome (successful by default) and an optional duration in minutes. */
export const CallFields = ({ values, onChange, problem, refs }: CallFieldsProps) => (
  <>
    <TextField
      label="Subject"
      value={values.subject}
      onChange={(e) => onChange({ subject: e.target.value })}
      placeholder="Phone call"
      fullWidth
      margin="normal"
    />
    <TextField
      label="Call notes"
      inputRef={refs.notes}
      value={values.notes}
      onChange={(e) => onChange({ notes: e.target.value })}
      required
      multiline
      minRows={4}
      fullWidth
      margin="normal"
      error={problem === 'missingNotes'}
      helperText={problem === 'missingNotes' ? CUSTOMER_DETAIL.missingCallNotes.description : undefined}
    />
    <TextField
      select
      label="Outcome"
      value={values.outcome}
      fullWidth
      margin="normal"
      onChange={(e) => isTaskOutcome(e.target.value) && onChange({ outcome: e.target.value })}
    >
      {TASK_OUTCOMES.map((outcome) => (
        <MenuItem key={outcome} value={outcome}>
          {TASK_OUTCOME_LABELS[outcome]}
        </MenuItem>
      ))}
    </TextField>
    <TextField
      label="Duration in minutes (optional)"
      inputRef={refs.duration}
      type="number"
      value={values.durationMinutes}
      onChange={(e) => onChange({ durationMinutes: e.target.value })}
      fullWidth
      margin="normal"
      slotProps={{ htmlInput: { min: 0, max: MAX_CALL_MINUTES, step: 1, inputMode: 'numeric' } }}
      error={problem === 'badDuration'}
      helperText={problem === 'badDuration' ? `A number of minutes from 0 to ${MAX_CALL_MINUTES}.` : undefined}
    />
  </>
);
