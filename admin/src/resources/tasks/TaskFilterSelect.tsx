import { TextField } from '@mui/material';
import { useListContext } from 'react-admin';
import { TASKS } from '../../messages';
import { controlValue, type TaskFilterKey } from './taskFilters';
import type { Choice } from './taskVocabulary';
import type { SetTaskFilter } from './useTaskFilterUpdater';

export interface TaskFilterSelectProps {
  label: string;
  filterKey: TaskFilterKey;
  choices: readonly Choice[];
  setFilter: SetTaskFilter;
}

/** One filter as a native select (a phone shows its own picker): 'All', then the choices. */
export const TaskFilterSelect = ({ label, filterKey, choices, setFilter }: TaskFilterSelectProps) => {
  const { filterValues } = useListContext();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={controlValue(filterValues, filterKey)}
      onChange={(event) => setFilter(filterKey, event.target.value)}
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
