import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete } from 'react-admin';
import { userFacingMessage } from '../../httpClient';
import { useToast } from '../../useToast';
import type { TaskRecord } from './types';

/** The words of deleting a task (the server's rule: its creator or an admin). */
export const DELETE_TASK_TEXT = {
  delete: 'Delete',
  title: 'Delete Task',
  question: (title: string) => `Delete "${title}"? This cannot be undone.`,
  deleted: { title: 'Task deleted' },
  failed: (message?: string) => ({ title: 'Deletion failed', description: message || 'Failed to delete task.' }),
} as const;

/**
 * 'Delete' on a task the user may delete (task.canDelete: its creator or an admin), after a
 * confirmation: DELETE /api/crm/tasks/{id}; the tasks lists are fetched again.
 */
export const DeleteTaskButton = ({ task }: { task: TaskRecord }) => {
  const [isOpen, setIsOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<TaskRecord>();
  const toast = useToast();
  if (!task.canDelete) return null;
  const confirm = () =>
    deleteOne(
      'tasks',
      { id: task.id, previousData: task },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setIsOpen(false);
          toast(DELETE_TASK_TEXT.deleted);
        },
        onError: (error) => {
          setIsOpen(false);
          toast(DELETE_TASK_TEXT.failed(userFacingMessage(error)), 'error');
        },
      },
    );
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        aria-label={`${DELETE_TASK_TEXT.delete}: ${task.title}`}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        {DELETE_TASK_TEXT.delete}
      </Button>
      <Confirm
        isOpen={isOpen}
        loading={isPending}
        title={DELETE_TASK_TEXT.title}
        content={DELETE_TASK_TEXT.question(task.title)}
        confirm={DELETE_TASK_TEXT.delete}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
};
