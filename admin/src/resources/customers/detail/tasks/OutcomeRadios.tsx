import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { TaskOutcome } from '../../../../api/types';
import { isTaskOutcome, TASK_OUTCOME_LABELS, TASK_OUTCOMES } from '@domain/vocabulary/tasks';

/** The five task outcomes (successful, unsuccessful, no answer, rescheduled, completed) as a required radio group (none chosen at first). */
export const OutcomeRadios = ({ value, onChange }: { value: TaskOutcome | ''; onChange: (outcome: TaskOutcome) => void }) => (
  <FormControl required>
    <FormLabel id="complete-task-outcome">Outcome</FormLabel>
    <RadioGroup aria-labelledby="complete-task-outcome" value={value} onChange={(event) => isTaskOutcome(event.target.value) && onChange(event.target.value)}>
      {TASK_OUTCOMES.map((outcome) => (
        <FormControlLabel key={outcome} value={outcome} control={<Radio />} label={TASK_OUTCOME_LABELS[outcome]} />
      ))}
    </RadioGroup>
  </FormControl>
);
