import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { EmailRow } from '../customerDetailView';
import { FactList } from '../FactList';
import { EMAIL_STATUS_COLOURS } from '../labels';
import { EmailContent } from './EmailContent';

/** One email: who it went to, its status and date, and its content (HTML only in a sandbox). */
export const EmailDialog = ({ email, onClose }: { email: EmailRow | null; onClose: () => void }) => (
  <Dialog open={email !== null} onClose={onClose} fullWidth maxWidth="md">
    {email && (
      <>
        <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{email.subject}</DialogTitle>
        {/* Focusable, so the keyboard can scroll it when the email is longer than the screen. */}
        <DialogContent dividers tabIndex={0} role="region" aria-label="Email">
          <FactList
            facts={[
              { label: 'To', value: email.recipient },
              { label: 'Status', value: <Chip size="small" label={email.statusLabel} color={EMAIL_STATUS_COLOURS[email.status]} /> },
              { label: 'Date', value: email.date },
            ]}
          />
          <Box sx={{ mt: 2 }}>
            <EmailContent email={email} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </>
    )}
  </Dialog>
);
