import { useState } from 'react';
import { Box, Button } from '@mui/material';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { useListContext } from 'react-admin';
import { TASKS } from '../../messages';
import { assigneeFilterChoices, hasActiveFilters } from './taskFilters';
import { TaskFilterSelect } from './TaskFilterSelect';
import { TaskSearchField } from './TaskSearchField';
import { TASK_PRIORITY_LABELS, TASK_STATUS_FILTER_LABELS } from '@domain/vocabulary/tasks';
import { DATE_PRESET_LABELS, TASK_DUE_PRESETS } from '@domain/vocabulary/date-presets';
import { choicesOf } from './taskVocabulary';
import { useTaskFilterUpdater } from './useTaskFilterUpdater';
import { useTaskPermissions } from './useTaskPermissions';
import { useTaskUsers } from './useTaskUsers';

const STATUS_CHOICES = choicesOf(TASK_STATUS_FILTER_LABELS);
const PRIORITY_CHOICES = choicesOf(TASK_PRIORITY_LABELS);
const DUE_CHOICES = choicesOf(DATE_PRESET_LABELS, TASK_DUE_PRESETS);

/**
 * Search, status, priority, assignee and due-date filters, and Clear Filters. The
 * assignee: admins choose among all users; the others 'Me', or All (everything they may see).
 */
export const TaskFilterBar = () => {
  const { filterValues } = useListContext();
  const { setFilter, clearFilters } = useTaskFilterUpdater();
  const { userId, canAssignOthers } = useTaskPermissions();
  const users = useTaskUsers(canAssignOthers);
  // Clear Filters also forgets a search still being typed: the search box starts again.
  const [searchKey, setSearchKey] = useState(0);
  const assignees = assigneeFilterChoices(canAssignOthers, userId, users, { me: TASKS.me, inactive: TASKS.inactiveUser });

  const clear = () => {
    clearFilters();
    setSearchKey((key) => key + 1);
  };

  return (
    <Box
      role="search"
      aria-label={TASKS.filters.label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <TaskSearchField key={searchKey} setFilter={setFilter} />
      <TaskFilterSelect label={TASKS.filters.status} filterKey="status" choices={STATUS_CHOICES} setFilter={setFilter} />
      <TaskFilterSelect label={TASKS.filters.priority} filterKey="priority" choices={PRIORITY_CHOICES} setFilter={setFilter} />
      <TaskFilterSelect label={TASKS.filters.assignee} filterKey="assignedToCrmUserId" choices={assignees} setFilter={setFilter} />
      <TaskFilterSelect label={TASKS.filters.due} filterKey="dateFilter" choices={DUE_CHOICES} setFilter={setFilter} />
      <Button startIcon={<FilterAltOffIcon />} onClick={clear} disabled={!hasActiveFilters(filterValues)} sx={{ flex: '0 0 auto' }}>
        {TASKS.clearFilters}
      </Button>
    </Box>
  );
};
