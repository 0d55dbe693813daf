import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { GmailPanel } from '../gmail/GmailPanel';
import { GMAIL } from '../messages';

/** The signed-in user's own Gmail connection at /crm/gmail (every role; reached from the user menu). */
export const GmailPage = () => (
  <Box sx={{ p: { xs: 1.5, sm: 2 }, maxWidth: 720 }}>
    <Title title={GMAIL.pageTitle} />
    <Typography variant="h4" component="h1" gutterBottom>
      {GMAIL.pageTitle}
    </Typography>
    <GmailPanel />
  </Box>
);
