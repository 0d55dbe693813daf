import { useState } from 'react';
import { Chip, List, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import type { EmailRow } from '../customerDetailView';
import { EMAIL_STATUS_COLOURS } from '../labels';
import { EmptyNote, Section } from '../Section';
import { EmailDialog } from './EmailDialog';

const EmailItem = ({ email, onOpen }: { email: EmailRow; onOpen: () => void }) => (
  <ListItem disablePadding divider>
    <ListItemButton onClick={onOpen} aria-haspopup="dialog" sx={{ px: 1 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ width: '100%', alignItems: { sm: 'center' }, justifyContent: 'space-between', minWidth: 0 }}
      >
        <ListItemText
          primary={email.subject}
          secondary={`To ${email.recipient} · ${email.date}`}
          slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
        />
        <Chip size="small" label={email.statusLabel} color={EMAIL_STATUS_COLOURS[email.status]} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
      </Stack>
    </ListItemButton>
  </ListItem>
);

/** The customer's emails, newest first, with their status; opening one shows its content (Send Email is in the Actions tab). */
export const CommunicationsTab = ({ emails }: { emails: EmailRow[] }) => {
  const [openId, setOpenId] = useState<number | null>(null);
  const open = emails.find((email) => email.id === openId) ?? null;
  return (
    <Section id="communications-emails" title="Emails">
      {emails.length === 0 ? (
        <EmptyNote>No emails yet.</EmptyNote>
      ) : (
        <List disablePadding aria-labelledby="communications-emails">
          {emails.map((email) => (
            <EmailItem key={email.id} email={email} onOpen={() => setOpenId(email.id)} />
          ))}
        </List>
      )}
      <EmailDialog email={open} onClose={() => setOpenId(null)} />
    </Section>
  );
};
