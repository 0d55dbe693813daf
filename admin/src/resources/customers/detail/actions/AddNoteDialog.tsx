import { useRef, useState } from 'react';
import { TextField } from '@mui/material';
import type { CreateActivityBody } from '../../../../api/types';
import { CUSTOMER_DETAIL } from '../../../../messages';
import { useToast } from '../../../../useToast';
import { toNoteBody } from '../activityForm';
import { useCustomerAction } from '../useCustomerAction';
import { FormDialog } from './FormDialog';

interface DialogProps {
  customerId: string;
  isOpen: boolean;
  onClose: () => void;
}

const AddNoteForm = ({ customerId, onClose }: Omit<DialogProps, 'isOpen'>) => {
  const [notes, setNotes] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const toast = useToast();
  const action = useCustomerAction((dataProvider, body: CreateActivityBody) => dataProvider.create('activities', { data: body }), {
    success: CUSTOMER_DETAIL.noteAdded,
    failure: () => CUSTOMER_DETAIL.activityFailed,
    onSuccess: onClose,
  });

  const submit = () => {
    const missing = !notes.trim();
    setIsMissing(missing);
    if (!missing) return action.mutate(toNoteBody(customerId, notes));
    toast(CUSTOMER_DETAIL.missingNoteText, 'error');
    noteRef.current?.focus();
  };

  return (
    <FormDialog title="Add Note" submitLabel="Add Note" isOpen isBusy={action.isPending} onClose={onClose} onSubmit={submit}>
      <TextField
        label="Note"
        inputRef={noteRef}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        required
        multiline
        minRows={4}
        fullWidth
        margin="normal"
        error={isMissing}
        helperText={isMissing ? CUSTOMER_DETAIL.missingNoteText.description : undefined}
      />
    </FormDialog>
  );
};

/** Add Note: a note on the customer's timeline (the activities call, type note). */
export const AddNoteDialog = ({ isOpen, ...props }: DialogProps) => (isOpen ? <AddNoteForm {...props} /> : null);
