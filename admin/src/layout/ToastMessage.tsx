import { Alert, AlertTitle, type AlertColor } from '@mui/material';
import { useCloseNotification } from 'react-admin';

export interface ToastMessageProps {
  title: string;
  description?: string;
  severity: AlertColor;
}

/** A notification with a title and an optional description (the back-office's toasts). */
export const ToastMessage = ({ title, description, severity }: ToastMessageProps) => {
  const close = useCloseNotification();
  return (
    <Alert severity={severity} variant="filled" elevation={6} onClose={close} sx={{ minWidth: 288 }}>
      {description ? (
        <>
          <AlertTitle>{title}</AlertTitle>
          {description}
        </>
      ) : (
        title
      )}
    </Alert>
  );
};
