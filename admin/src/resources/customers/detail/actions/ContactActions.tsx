import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddTaskIcon from '@mui/icons-material/AddTask';
import CallIcon from '@mui/icons-material/Call';
import EmailIcon from '@mui/icons-material/Email';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { AddNoteDialog } from './AddNoteDialog';
import { CreateTaskDialog } from './CreateTaskDialog';
import { LogCallDialog } from './LogCallDialog';
import { SendEmailDialog } from './SendEmailDialog';

type OpenDialog = 'email' | 'call' | 'note' | 'task' | null;

/** The buttons that open Send Email, Log Call, Add Note and Create Task. */
export const ContactActions = ({ customerId, customerEmail }: { customerId: string; customerEmail: string | null }) => {
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Button variant="contained" startIcon={<EmailIcon />} onClick={() => setOpen('email')} aria-haspopup="dialog">
          Send Email
        </Button>
        <Button variant="outlined" startIcon={<CallIcon />} onClick={() => setOpen('call')} aria-haspopup="dialog">
          Log Call
        </Button>
        <Button variant="outlined" startIcon={<NoteAddIcon />} onClick={() => setOpen('note')} aria-haspopup="dialog">
          Add Note
        </Button>
        <Button variant="outlined" startIcon={<AddTaskIcon />} onClick={() => setOpen('task')} aria-haspopup="dialog">
          Create Task
        </Button>
      </Stack>
      <SendEmailDialog customerId={customerId} customerEmail={customerEmail} isOpen={open === 'email'} onClose={close} />
      <LogCallDialog customerId={customerId} isOpen={open === 'call'} onClose={close} />
      <AddNoteDialog customerId={customerId} isOpen={open === 'note'} onClose={close} />
      <CreateTaskDialog customerId={customerId} isOpen={open === 'task'} onClose={close} />
    </>
  );
};
