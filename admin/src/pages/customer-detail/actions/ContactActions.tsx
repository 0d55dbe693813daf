import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddTaskIcon from '@mui/icons-material/AddTask';
import CallIcon from '@mui/icons-material/Call';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { AddNoteDialog } from './AddNoteDialog';
import { CreateTaskDialog } from './CreateTaskDialog';
import { LogCallDialog } from './LogCallDialog';

type OpenDialog = 'call' | 'note' | 'task' | null;

/** The buttons that open Log Call, Add Note and Create Task. Sending email comes with a later issue. */
export const ContactActions = ({ customerId }: { customerId: string }) => {
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Button variant="contained" startIcon={<CallIcon />} onClick={() => setOpen('call')} aria-haspopup="dialog">
          Log Call
        </Button>
        <Button variant="outlined" startIcon={<NoteAddIcon />} onClick={() => setOpen('note')} aria-haspopup="dialog">
          Add Note
        </Button>
        <Button variant="outlined" startIcon={<AddTaskIcon />} onClick={() => setOpen('task')} aria-haspopup="dialog">
          Create Task
        </Button>
      </Stack>
      <LogCallDialog customerId={customerId} isOpen={open === 'call'} onClose={close} />
      <AddNoteDialog customerId={customerId} isOpen={open === 'note'} onClose={close} />
      <CreateTaskDialog customerId={customerId} isOpen={open === 'task'} onClose={close} />
    </>
  );
};
