import { useCallback, useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { TaskFilterRequests, type TaskFilterKey } from './taskFilters';

export type SetTaskFilter = (key: TaskFilterKey, value: string) => void;

/**
 * Changes one filter at a time without losing another one changed just before (react-admin shows
 * a new filter a tick later: TaskFilterRequests). One per filter bar, shared by its controls.
 */
export const useTaskFilterUpdater = (): { setFilter: SetTaskFilter; clearFilters: () => void } => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const requests = useRef<TaskFilterRequests | null>(null);
  requests.current ??= new TaskFilterRequests(filterValues);
  const tracker = requests.current;

  useEffect(() => {
    tracker.shown(filterValues);
  }, [tracker, filterValues]);

  const setFilter = useCallback<SetTaskFilter>(
    (key, value) => setFilters(tracker.change(key, value), displayedFilters),
    [tracker, displayedFilters, setFilters],
  );

  const clearFilters = useCallback(() => setFilters(tracker.clear(), {}), [tracker, setFilters]);

  return { setFilter, clearFilters };
};
