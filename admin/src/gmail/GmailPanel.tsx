import { useId, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Chip, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import SendIcon from '@mui/icons-material/Send';
import { Confirm } from 'react-admin';
import type { GmailStatus } from '../api/types';
import { formatDateTime } from '../format';
import { GMAIL } from '../messages';
import { gmailPanelState } from './gmailPolling';
import { useGmailConnection } from './useGmailConnection';

type Connection = ReturnType<typeof useGmailConnection>;

const Connected = ({ status, connection }: { status: GmailStatus; connection: Connection }) => {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  return (
    <>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{status.email ? GMAIL.connectedAs(status.email) : GMAIL.connectedNoEmail}</Typography>
      <Typography variant="body2" color="text.secondary">
        {status.lastSync ? GMAIL.lastSync(formatDateTime(status.lastSync)) : GMAIL.neverSynced}
      </Typography>
      {!status.hasGmailScope && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {GMAIL.noSendScope}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        {!status.hasGmailScope && (
          <Button variant="contained" startIcon={<GoogleIcon />} onClick={connection.connect}>
            {GMAIL.reconnect}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<SendIcon />}
          onClick={() => connection.test.mutate()}
          disabled={connection.test.isPending || !status.hasGmailScope}
        >
          {GMAIL.sendTest}
        </Button>
        <Button
          color="error"
          startIcon={<LinkOffIcon />}
          onClick={() => setIsConfirmOpen(true)}
          aria-haspopup="dialog"
          disabled={connection.disconnect.isPending}
        >
          {GMAIL.disconnect}
        </Button>
      </Stack>
      <Confirm
        isOpen={isConfirmOpen}
        loading={connection.disconnect.isPending}
        title={GMAIL.disconnectTitle}
        content={GMAIL.disconnectQuestion}
        confirm={GMAIL.disconnect}
        confirmColor="warning"
        onConfirm={() => connection.disconnect.mutate(undefined, { onSettled: () => setIsConfirmOpen(false) })}
        onClose={() => setIsConfirmOpen(false)}
      />
    </>
  );
};

/** The panel's body for each state (not configured, not authorized, authorizing, authorized). */
const PanelBody = ({ connection }: { connection: Connection }) => {
  const { status } = connection;
  const state = gmailPanelState(status, connection.hasFailed, connection.isAuthorizing);
  switch (state) {
    case 'loading':
      return (
        <Box role="status" aria-label={GMAIL.loading} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} />
        </Box>
      );
    case 'failed':
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={connection.retry}>
              {GMAIL.retry}
            </Button>
          }
        >
          {GMAIL.loadFailed}
        </Alert>
      );
    case 'notConfigured':
      return (
        <Alert severity="info">
          <AlertTitle>{GMAIL.notConfigured}</AlertTitle>
          {GMAIL.notConfiguredText}
        </Alert>
      );
    case 'authorizing':
      return (
        <Box role="status">
          <Typography>{GMAIL.authorizing}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {GMAIL.authorizingHint}
          </Typography>
          <LinearProgress aria-label={GMAIL.authorizing} />
          <Button onClick={connection.cancelAuthorization} sx={{ mt: 1 }}>
            {GMAIL.cancel}
          </Button>
        </Box>
      );
    case 'connected':
      return status ? <Connected status={status} connection={connection} /> : null;
    case 'notConnected':
      return (
        <>
          <Typography color="text.secondary">{GMAIL.intro}</Typography>
          <Button variant="contained" startIcon={<GoogleIcon />} onClick={connection.connect} sx={{ mt: 2 }}>
            {GMAIL.connect}
          </Button>
        </>
      );
  }
};

/**
 * The Gmail panel: whether the signed-in user's Gmail is connected, Connect (popup), Send test
 * email and Disconnect; 'not configured' when the server has no Google credentials. Reusable: the
 * Gmail page shows it, and the dashboard can place it too.
 */
export const GmailPanel = () => {
  const connection = useGmailConnection();
  const titleId = useId();
  const { status } = connection;
  const isConnected = !!status?.isConfigured && status.isAuthorized;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {GMAIL.title}
          </Typography>
          {status?.isConfigured && <Chip size="small" label={isConnected ? GMAIL.connected : GMAIL.notConnected} color={isConnected ? 'success' : 'default'} />}
        </Stack>
        <PanelBody connection={connection} />
      </CardContent>
    </Card>
  );
};
