import { useId, useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { Form, useCreate, useUpdate } from 'react-admin';
import { InvalidFormNotifier } from '../../components/InvalidFormNotifier';
import { userFacingMessage } from '../../httpClient';
import { TASKS, type ToastText } from '../../messages';
import { useToast } from '../../useToast';
import { isMissingRequired, newTaskValues, taskFormValues, toTaskBody } from './taskForm';
import { TaskInputs } from './TaskInputs';
import type { TaskRecord } from './types';
import { useTaskPermissions } from './useTaskPermissions';

export interface TaskFormDialogProps {
  /** The task to edit; none: a new task. */
  task?: TaskRecord;
  /**
   * A new task for the signed-in user only, without the assignee field (the dashboard's New Task:
   * assigned to and created by whoever is signed in; the server then assigns it so).
   */
  assignToSelf?: boolean;
  onClose: () => void;
}

/**
 * The New Task and Edit Task dialogs. A missing title or due date says 'Missing
 * information: Please fill in task title and due date.'; the API's answer gives 'Task created' /
 * 'Task updated', or 'Creation failed' / 'Update failed' with the server's reason for a refused
 * call and 'Failed to create task.' / 'Failed to update task.' otherwise. The dialog closes once
 * the server has saved the task.
 */
export const TaskFormDialog = ({ task, assignToSelf = false, onClose }: TaskFormDialogProps) => {
  const permissions = useTaskPermissions();
  const { userId } = permissions;
  const canAssignOthers = permissions.canAssignOthers && !assignToSelf;
  const [create, { isPending: isCreating }] = useCreate<TaskRecord>();
  const [update, { isPending: isUpdating }] = useUpdate<TaskRecord>();
  const toast = useToast();
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const isSaving = isCreating || isUpdating;
  // The form's record (also inside a row, whose record context would otherwise fill the form).
  const values = useMemo(() => (task ? taskFormValues(task) : newTaskValues(userId)), [task, userId]);

  const done = (text: ToastText) => {
    toast(text);
    onClose();
  };

  const save = (data: FieldValues) => {
    const body = toTaskBody(data, canAssignOthers);
    if (!task) {
      create(
        'tasks',
        { data: body },
        {
          onSuccess: () => done(TASKS.created),
          onError: (error) => toast(TASKS.createFailed(userFacingMessage(error)), 'error'),
        },
      );
      return;
    }
    update(
      'tasks',
      { id: task.id, data: body, previousData: task },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => done(TASKS.updated),
        onError: (error) => toast(TASKS.updateFailed(userFacingMessage(error)), 'error'),
      },
    );
  };

  return (
    <Dialog open onClose={isSaving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={isPhone}>
      <Form record={values} onSubmit={save} noValidate disableInvalidFormNotification>
        <DialogTitle id={titleId}>{task ? TASKS.editTitle : TASKS.createTitle}</DialogTitle>
        <DialogContent>
          <TaskInputs task={task} canAssignOthers={canAssignOthers} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSaving}>
            {TASKS.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isSaving}>
            {task ? TASKS.updateButton : TASKS.createButton}
          </Button>
        </DialogActions>
        <InvalidFormNotifier isMissingRequired={isMissingRequired} missing={TASKS.missingInformation} />
      </Form>
    </Dialog>
  );
};
