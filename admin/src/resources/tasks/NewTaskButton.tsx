import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { TASKS } from '../../messages';
import { TaskFormDialog } from './TaskFormDialog';

/** 'New Task': opens the creation dialog (a fresh form each time); assignToSelf: see TaskFormDialog. */
export const NewTaskButton = ({ assignToSelf = false }: { assignToSelf?: boolean }) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setIsOpen(true)}>
        {TASKS.newTask}
      </Button>
      {isOpen && <TaskFormDialog assignToSelf={assignToSelf} onClose={() => setIsOpen(false)} />}
    </>
  );
};
