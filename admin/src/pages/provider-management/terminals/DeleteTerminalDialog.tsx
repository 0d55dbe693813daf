import { Typography } from '@mui/material';
import type { TerminalAdmin } from '../../../api/catalogueTypes';
import { CatalogueDialog } from '../components/CatalogueDialog';
import { useSaveCall } from '../edit/useSaveCall';
import { PROVIDERS } from '../providerTexts';
import { useCatalogueCalls } from '../useCatalogue';

/**
 * Terminal delete, confirmed first ('Are you sure you want to delete terminal ... This action cannot be undone.'). A terminal that quotes or leads name answers 409;
 * its message is shown in the 'Delete failed' toast and the terminal stays.
 */
export const DeleteTerminalDialog = ({ terminal, onClose }: { terminal: TerminalAdmin; onClose: () => void }) => {
  const catalogue = useCatalogueCalls();
  const remove = useSaveCall({
    call: () => catalogue.deleteTerminal(terminal),
    success: () => PROVIDERS.terminalDeleted,
    failure: PROVIDERS.terminalDeleteFailed,
    onDone: onClose,
  });
  return (
    <CatalogueDialog
      title={PROVIDERS.deleteTerminalTitle}
      maxWidth="sm"
      onClose={onClose}
      submit={{ label: PROVIDERS.delete, isBusy: remove.isPending, onSubmit: () => remove.mutate(undefined) }}
    >
      <Typography>{PROVIDERS.deleteTerminalQuestion(terminal.name)}</Typography>
    </CatalogueDialog>
  );
};
