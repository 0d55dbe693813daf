import { useMediaQuery, type Theme } from '@mui/material';
import { useListContext } from 'react-admin';
import { hasActiveFilters } from './taskFilters';
import { TaskCards } from './TaskCards';
import { TaskListEmpty, TaskListLoading } from './TaskListStates';
import { TaskTable } from './TaskTable';
import type { TaskRecord } from './types';

/**
 * The tasks of the page, by state: loading, empty (with or without filters), then a table, or
 * below the md breakpoint a list of cards (the table's eight columns are wider than a phone).
 */
export const TaskResults = () => {
  const { data, isPending, filterValues } = useListContext<TaskRecord>();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  if (isPending) return <TaskListLoading />;
  if (!data || data.length === 0) return <TaskListEmpty isFiltered={hasActiveFilters(filterValues)} />;
  return isNarrow ? <TaskCards tasks={data} /> : <TaskTable />;
};
