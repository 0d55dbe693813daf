import { useState } from 'react';
import { Button } from '@mui/material';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { TASKS } from '../../messages';
import { CompleteTaskDialog } from './CompleteTaskDialog';
import type { TaskRecord } from './types';

/** 'Complete' on a pending task: opens the completion dialog (a new one each time, so it starts empty). */
export const CompleteTaskButton = ({ task }: { task: TaskRecord }) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<TaskAltIcon />} aria-label={`${TASKS.complete}: ${task.title}`} onClick={() => setIsOpen(true)}>
        {TASKS.complete}
      </Button>
      {isOpen && <CompleteTaskDialog task={task} onClose={() => setIsOpen(false)} />}
    </>
  );
};
