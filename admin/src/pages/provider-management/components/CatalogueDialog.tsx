import { useId, type ReactNode, type SyntheticEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { PROVIDERS } from '../providerTexts';

export interface CatalogueDialogProps {
  title: string;
  /** Beside the title (the live quality score). */
  aside?: ReactNode;
  onClose: () => void;
  /** A form dialog: its submit button, and what submitting does. None: a read-only dialog with Close. */
  submit?: { label: string; isBusy: boolean; isDisabled?: boolean; onSubmit: () => void };
  /** Buttons before the submit button (the wizard's Previous / Next). */
  actions?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/**
 * The screen's dialogs: named by their title, full screen on a phone, a form with noValidate (required
 * fields are marked, not enforced: the server judges them) whose Enter or submit button saves. Closing is refused while saving.
 */
export const CatalogueDialog = ({ title, aside, onClose, submit, actions, maxWidth = 'md', children }: CatalogueDialogProps) => {
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const isBusy = submit?.isBusy ?? false;
  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth} fullScreen={isPhone}>
      <Box
        component="form"
        noValidate
        onSubmit={(event: SyntheticEvent) => {
          event.preventDefault();
          if (submit && !submit.isBusy && !submit.isDisabled) submit.onSubmit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id={titleId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          {title}
          {aside}
        </DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={isBusy}>
            {submit ? PROVIDERS.cancel : PROVIDERS.close}
          </Button>
          {actions}
          {submit && (
            <Button type="submit" variant="contained" disabled={isBusy || submit.isDisabled}>
              {isBusy ? PROVIDERS.saving : submit.label}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
};
