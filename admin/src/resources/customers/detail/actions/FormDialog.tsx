import type { ReactNode, SyntheticEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  isOpen: boolean;
  isBusy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A dialog holding a form: Enter or the submit button submits it; the browser's own required-field
 * bubbles are off (noValidate) so the product's own 'Missing ...' toasts are the ones shown.
 */
export const FormDialog = ({ title, submitLabel, isOpen, isBusy, onClose, onSubmit, children }: FormDialogProps) => (
  <Dialog open={isOpen} onClose={onClose} fullWidth maxWidth="sm">
    <Box
      component="form"
      noValidate
      onSubmit={(event: SyntheticEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      // The paper is a flex column whose content scrolls: the form keeps that layout.
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={isBusy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  </Dialog>
);
