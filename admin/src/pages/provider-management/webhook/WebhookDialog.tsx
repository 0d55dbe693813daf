import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { ProviderWithScores } from '../../../api/catalogueTypes';
import { formatDateTime } from '../../../format';
import { CatalogueDialog } from '../components/CatalogueDialog';
import { ListStates } from '../components/ListStates';
import { useWebhook } from './useWebhook';
import { WEBHOOK } from './webhookTexts';

/** The secret the server has just answered: shown once, selectable, never stored by the screen. */
const SecretOnce = ({ secret }: { secret: string }) => (
  <Alert severity="warning" role="status">
    <AlertTitle>{WEBHOOK.secretTitle}</AlertTitle>
    <Typography component="p" variant="body2" sx={{ mb: 1 }}>
      {WEBHOOK.secretOnce}
    </Typography>
    <Box component="code" data-testid="webhook-secret" sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}>
      {secret}
    </Box>
  </Alert>
);

/**
 * A provider's webhook (a dialog): its URL, when the secret was made, Save, Rotate secret and
 * Remove for those who may change it (admins, the provider's own partners); read-only otherwise.
 */
export const WebhookDialog = ({ provider, canChange, onClose }: { provider: ProviderWithScores; canChange: boolean; onClose: () => void }) => {
  const [secret, setSecret] = useState<string | null>(null);
  const { webhook, save, rotate, remove } = useWebhook(provider.id, setSecret);
  const [url, setUrl] = useState('');
  const current = webhook.data;
  useEffect(() => setUrl(current?.url ?? ''), [current?.url]);
  const isBusy = save.isPending || rotate.isPending || remove.isPending;
  return (
    <CatalogueDialog
      title={WEBHOOK.title(provider.name)}
      onClose={onClose}
      maxWidth="sm"
      submit={canChange ? { label: WEBHOOK.save, isBusy, isDisabled: url.trim() === '', onSubmit: () => save.mutate(url.trim()) } : undefined}
      actions={
        canChange && current?.url ? (
          <>
            <Button onClick={() => rotate.mutate('')} disabled={isBusy}>
              {WEBHOOK.rotate}
            </Button>
            <Button color="error" onClick={() => remove.mutate('')} disabled={isBusy}>
              {WEBHOOK.remove}
            </Button>
          </>
        ) : undefined
      }
    >
      <ListStates
        isPending={webhook.isPending}
        error={webhook.error}
        isEmpty={false}
        loadingLabel={WEBHOOK.loading}
        emptyText=""
        onRetry={() => void webhook.refetch()}
      >
        <Stack spacing={2}>
          <Typography variant="body2">{WEBHOOK.intro}</Typography>
          {secret && <SecretOnce secret={secret} />}
          {canChange ? (
            <TextField
              label={WEBHOOK.urlLabel}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              helperText={WEBHOOK.urlHelp}
              type="url"
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 500, inputMode: 'url' } }}
            />
          ) : (
            <Typography>{current?.url ?? WEBHOOK.notSet}</Typography>
          )}
          {current?.secretCreatedAt && <Typography variant="body2">{WEBHOOK.secretMade(formatDateTime(current.secretCreatedAt))}</Typography>}
          {current?.previousSecretExpiresAt && new Date(current.previousSecretExpiresAt).getTime() > Date.now() && (
            <Typography variant="body2">{WEBHOOK.previousUntil(formatDateTime(current.previousSecretExpiresAt))}</Typography>
          )}
          {!canChange && (
            <Typography variant="body2" color="text.secondary">
              {WEBHOOK.readOnly}
            </Typography>
          )}
        </Stack>
      </ListStates>
    </CatalogueDialog>
  );
};
