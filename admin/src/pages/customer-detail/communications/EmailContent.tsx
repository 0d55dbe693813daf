import { Box, Typography } from '@mui/material';
import type { EmailRow } from '../customerDetailView';
import { sandboxedEmailDocument } from '../emailContent';

/**
 * Plain text as text with its line breaks; HTML never in the page itself, only in an iframe with
 * `sandbox=""` (no scripts, no forms, its own origin) whose document loads nothing remote.
 */
export const EmailContent = ({ email }: { email: EmailRow }) =>
  email.isHtml ? (
    <Box
      component="iframe"
      title={`Content of the email "${email.subject}"`}
      sandbox=""
      srcDoc={sandboxedEmailDocument(email.content)}
      sx={{ width: '100%', height: { xs: 360, sm: 480 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
    />
  ) : (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="email-text">
      {email.content}
    </Typography>
  );
