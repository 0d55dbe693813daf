import { TextField } from '@mui/material';
import { useListContext } from 'react-admin';
import { TASKS } from '../../messages';
import { controlValue, withFilter, type TaskFilterKey } from './taskFilters';
import type { Choice } from './taskVocabulary';

export interface TaskFilterSelectProps {
  label: string;
  filterKey: TaskFilterKey;
  choices: readonly Choice[];
}

/** One filter as a native select (a phone shows its own picker): 'All', then the choices. */
export const TaskFilterSelect = ({ label, filterKey, choices }: TaskFilterSelectProps) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={controlValue(filterValues, filterKey)}
      onChange={(event) => setFilters(withFilter(filterValues, filterKey, event.target.value), displayedFilters)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 140px', minWidth: 0 }}
    >
      <option value="">{TASKS.all}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
};
