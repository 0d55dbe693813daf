import { useState } from 'react';
import { List } from '@mui/material';
import type { TaskRow } from '../customerDetailView';
import { CompleteTaskDialog } from './CompleteTaskDialog';
import { TaskItem } from './TaskItem';

/** Tasks with a Complete button on each open one; Complete asks for an outcome in a dialog. */
export const TaskList = ({ tasks }: { tasks: TaskRow[] }) => {
  const [completing, setCompleting] = useState<TaskRow | null>(null);
  return (
    <>
      <List disablePadding>
        {tasks.map((task) => (
          <TaskItem key={task.id} task={task} onComplete={() => setCompleting(task)} />
        ))}
      </List>
      <CompleteTaskDialog task={completing} onClose={() => setCompleting(null)} />
    </>
  );
};
