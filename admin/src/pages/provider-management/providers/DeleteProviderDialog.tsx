import { useState } from 'react';
import { Alert, Typography } from '@mui/material';
import type { ProviderWithScores } from '../../../api/catalogueTypes';
import { CatalogueDialog } from '../components/CatalogueDialog';
import { useSaveCall } from '../edit/useSaveCall';
import { PROVIDERS } from '../providerTexts';
import { useCatalogueCalls } from '../useCatalogue';

/**
 * Provider delete, confirmed first ('Are you sure you want to delete provider ... and its N
 * terminals? This action cannot be undone.'). A provider that quotes, applications or partner
 * users refer to answers 409 with the reason: it is shown in the dialog and in the 'Delete failed'
 * toast, and the provider stays.
 */
export const DeleteProviderDialog = ({ provider, onClose }: { provider: ProviderWithScores; onClose: () => void }) => {
  const [refusal, setRefusal] = useState<string | null>(null);
  const catalogue = useCatalogueCalls();
  const remove = useSaveCall({
    call: () => catalogue.deleteProvider(provider),
    success: () => PROVIDERS.providerDeleted(provider.name),
    failure: (message) => {
      setRefusal(message ?? null);
      return PROVIDERS.providerDeleteFailed(message);
    },
    onDone: onClose,
  });
  return (
    <CatalogueDialog
      title={PROVIDERS.deleteProviderTitle}
      maxWidth="sm"
      onClose={onClose}
      submit={{ label: PROVIDERS.delete, isBusy: remove.isPending, onSubmit: () => remove.mutate(undefined) }}
    >
      <Typography>{PROVIDERS.deleteProviderQuestion(provider.name, provider.terminalCount)}</Typography>
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      )}
    </CatalogueDialog>
  );
};
