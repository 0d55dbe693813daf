import { useId } from 'react';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { TASKS } from '../../messages';
import { isTaskOutcome, TASK_OUTCOME_LABELS } from '@domain/vocabulary/tasks';
import { choicesOf } from './taskVocabulary';
import type { TaskOutcome } from './types';

const OUTCOME_CHOICES = choicesOf(TASK_OUTCOME_LABELS);

/** The outcome of a completed task, as radio buttons with readable labels; required. */
export const OutcomeField = ({ value, onChange }: { value: TaskOutcome | ''; onChange: (outcome: TaskOutcome) => void }) => {
  const labelId = useId();
  return (
    <FormControl required>
      <FormLabel id={labelId}>{TASKS.fields.outcome}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value} onChange={(event) => isTaskOutcome(event.target.value) && onChange(event.target.value)}>
        {OUTCOME_CHOICES.map((choice) => (
          <FormControlLabel key={choice.id} value={choice.id} control={<Radio />} label={choice.name} />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
