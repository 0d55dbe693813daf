import { useRef, useState } from 'react';
import type { CreateTaskBody } from '../../../../api/types';
import { CUSTOMER_DETAIL } from '../../../../messages';
import { useCurrentUser } from '../../../../useCurrentUser';
import { useToast } from '../../../../useToast';
import { EMPTY_TASK, taskFormProblem, toCreateTaskBody, type TaskFormProblem, type TaskFormValues } from '../taskForm';
import { useCustomerAction } from '../useCustomerAction';
import { FormDialog } from './FormDialog';
import { TaskFields } from './TaskFields';

interface DialogProps {
  customerId: string;
  isOpen: boolean;
  onClose: () => void;
}

const CreateTaskForm = ({ customerId, onClose }: Omit<DialogProps, 'isOpen'>) => {
  const [values, setValues] = useState<TaskFormValues>(EMPTY_TASK);
  const [problem, setProblem] = useState<TaskFormProblem>(null);
  const { user } = useCurrentUser();
  const titleRef = useRef<HTMLInputElement>(null);
  const dueDateRef = useRef<HTMLInputElement>(null);
  const reminderRef = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const action = useCustomerAction((dataProvider, body: CreateTaskBody) => dataProvider.create('tasks', { data: body }), {
    success: CUSTOMER_DETAIL.taskCreated,
    failure: () => CUSTOMER_DETAIL.taskCreationFailed,
    alsoInvalidates: ['tasks'],
    onSuccess: onClose,
  });

  const submit = () => {
    const found = taskFormProblem(values);
    setProblem(found);
    if (found === 'missingInformation') toast(CUSTOMER_DETAIL.missingTaskInformation, 'error');
    // The first field that needs attention takes the focus, so a screen reader reads its message.
    if (found === 'missingInformation') (values.title.trim() ? dueDateRef : titleRef).current?.focus();
    if (found === 'badDueDate') dueDateRef.current?.focus();
    if (found === 'badReminder') reminderRef.current?.focus();
    if (!found && user) action.mutate(toCreateTaskBody(customerId, user.id, values));
  };

  return (
    <FormDialog title="Create Task" submitLabel="Create Task" isOpen isBusy={action.isPending || !user} onClose={onClose} onSubmit={submit}>
      <TaskFields
        refs={{ title: titleRef, dueDate: dueDateRef, reminder: reminderRef }}
        values={values}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
        problem={problem}
      />
    </FormDialog>
  );
};

/**
 * Create Task: title and due date required; priority medium and a 15-minute
 * reminder by default; assigned to and created by the signed-in user.
 */
export const CreateTaskDialog = ({ isOpen, ...props }: DialogProps) => (isOpen ? <CreateTaskForm {...props} /> : null);
