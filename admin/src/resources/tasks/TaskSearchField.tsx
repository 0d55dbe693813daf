import { useEffect, useRef, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext } from 'react-admin';
import { TASKS } from '../../messages';
import { controlValue } from './taskFilters';
import type { SetTaskFilter } from './useTaskFilterUpdater';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 400;

/**
 * The search box (`q`: title, description, customer's business name). What is typed is sent once
 * typing pauses (a filter chosen meanwhile is kept); a search changed elsewhere (Clear Filters,
 * the address) is shown.
 */
export const TaskSearchField = ({ setFilter }: { setFilter: SetTaskFilter }) => {
  const { filterValues } = useListContext();
  const applied = controlValue(filterValues, 'q');
  const [text, setText] = useState(applied);
  const lastSent = useRef(applied);

  useEffect(() => {
    if (applied === lastSent.current) return;
    lastSent.current = applied;
    setText(applied);
  }, [applied]);

  useEffect(() => {
    if (text.trim() === lastSent.current.trim()) return undefined;
    const timer = setTimeout(() => {
      lastSent.current = text.trim();
      setFilter('q', text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, setFilter]);

  return (
    <TextField
      type="search"
      size="small"
      label={TASKS.fields.search}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon color="disabled" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ flex: '2 1 220px', minWidth: 0 }}
    />
  );
};
