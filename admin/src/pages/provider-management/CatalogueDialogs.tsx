import { AddProviderWizard } from './add/AddProviderWizard';
import { ProviderAuditDialog } from './audit/ProviderAuditDialog';
import { EditProviderDialog } from './edit/EditProviderDialog';
import { EditTerminalDialog } from './edit/EditTerminalDialog';
import { GalleryDialog } from './images/GalleryDialog';
import { ImageUploadDialog } from './images/ImageUploadDialog';
import { AddTerminalDialog } from './edit/AddTerminalDialog';
import { DeleteProviderDialog } from './providers/DeleteProviderDialog';
import { DeleteTerminalDialog } from './terminals/DeleteTerminalDialog';
import type { PageDialog } from './usePageDialogs';
import { WebhookDialog } from './webhook/WebhookDialog';

/** The dialog of the screen that is open. */
export const CatalogueDialogs = ({ dialog, onClose }: { dialog: PageDialog; onClose: () => void }) => {
  switch (dialog.kind) {
    case 'edit-provider':
      return <EditProviderDialog provider={dialog.provider} onClose={onClose} />;
    case 'audit':
      return <ProviderAuditDialog provider={dialog.provider} onClose={onClose} />;
    case 'webhook':
      return <WebhookDialog provider={dialog.provider} canChange={dialog.canChange} onClose={onClose} />;
    case 'add-terminal':
      return <AddTerminalDialog provider={dialog.provider} onClose={onClose} />;
    case 'delete-provider':
      return <DeleteProviderDialog provider={dialog.provider} onClose={onClose} />;
    case 'edit-terminal':
      return <EditTerminalDialog terminal={dialog.terminal} onClose={onClose} />;
    case 'delete-terminal':
      return <DeleteTerminalDialog terminal={dialog.terminal} onClose={onClose} />;
    case 'logo':
      return <ImageUploadDialog kind="logo" recordId={dialog.provider.id} name={dialog.provider.name} onClose={onClose} />;
    case 'terminal-image':
      return <ImageUploadDialog kind="terminal-image" recordId={dialog.terminal.id} name={dialog.terminal.name} onClose={onClose} />;
    case 'add-provider':
      return <AddProviderWizard onClose={onClose} />;
    case 'gallery':
      return <GalleryDialog onClose={onClose} />;
    default:
      return null;
  }
};
