import { useState } from 'react';
import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { TASKS } from '../../messages';
import { TaskFormDialog } from './TaskFormDialog';
import type { TaskRecord } from './types';

/** 'Edit' on a task: opens the dialog filled with the task. */
export const EditTaskButton = ({ task }: { task: TaskRecord }) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<EditIcon />} aria-label={`${TASKS.edit}: ${task.title}`} onClick={() => setIsOpen(true)}>
        {TASKS.edit}
      </Button>
      {isOpen && <TaskFormDialog task={task} onClose={() => setIsOpen(false)} />}
    </>
  );
};
