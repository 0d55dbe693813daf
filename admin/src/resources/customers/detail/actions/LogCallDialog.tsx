import { useRef, useState } from 'react';
import type { CreateActivityBody } from '../../../../api/types';
import { CUSTOMER_DETAIL } from '../../../../messages';
import { useToast } from '../../../../useToast';
import { callFormProblem, EMPTY_CALL, toCallBody, type CallFormProblem, type CallFormValues } from '../activityForm';
import { useCustomerAction } from '../useCustomerAction';
import { CallFields } from './CallFields';
import { FormDialog } from './FormDialog';

interface DialogProps {
  customerId: string;
  isOpen: boolean;
  onClose: () => void;
}

/** The form, mounted each time the dialog opens (so it starts empty, outcome successful). */
const LogCallForm = ({ customerId, onClose }: Omit<DialogProps, 'isOpen'>) => {
  const [values, setValues] = useState<CallFormValues>(EMPTY_CALL);
  const [problem, setProblem] = useState<CallFormProblem>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const durationRef = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const action = useCustomerAction((dataProvider, body: CreateActivityBody) => dataProvider.create('activities', { data: body }), {
    success: CUSTOMER_DETAIL.callLogged,
    failure: () => CUSTOMER_DETAIL.activityFailed,
    onSuccess: onClose,
  });

  const submit = () => {
    const found = callFormProblem(values);
    setProblem(found);
    if (found === 'missingNotes') toast(CUSTOMER_DETAIL.missingCallNotes, 'error');
    // The field that needs attention takes the focus, so a screen reader reads its message.
    if (found === 'missingNotes') notesRef.current?.focus();
    if (found === 'badDuration') durationRef.current?.focus();
    if (!found) action.mutate(toCallBody(customerId, values));
  };

  return (
    <FormDialog title="Log Call" submitLabel="Log Call" isOpen isBusy={action.isPending} onClose={onClose} onSubmit={submit}>
      <CallFields
        values={values}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
        problem={problem}
        refs={{ notes: notesRef, duration: durationRef }}
      />
    </FormDialog>
  );
};

/** Log Call: notes required; outcome successful by default; duration optional. */
export const LogCallDialog = ({ isOpen, ...props }: DialogProps) => (isOpen ? <LogCallForm {...props} /> : null);
