import { ProviderAuditDialog } from './audit/ProviderAuditDialog';
import { EditProviderDialog } from './edit/EditProviderDialog';
import { EditTerminalDialog } from './edit/EditTerminalDialog';
import { DeleteTerminalDialog } from './terminals/DeleteTerminalDialog';
import type { PageDialog } from './usePageDialogs';

/** The dialog of the screen that is open (§2 Dialogs). */
export const CatalogueDialogs = ({ dialog, onClose }: { dialog: PageDialog; onClose: () => void }) => {
  switch (dialog.kind) {
    case 'edit-provider':
      return <EditProviderDialog provider={dialog.provider} onClose={onClose} />;
    case 'audit':
      return <ProviderAuditDialog provider={dialog.provider} onClose={onClose} />;
    case 'edit-terminal':
      return <EditTerminalDialog terminal={dialog.terminal} onClose={onClose} />;
    case 'delete-terminal':
      return <DeleteTerminalDialog terminal={dialog.terminal} onClose={onClose} />;
    default:
      return null;
  }
};
