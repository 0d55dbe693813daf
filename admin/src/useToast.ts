import { createElement, useCallback } from 'react';
import { useNotify } from 'react-admin';
import { ToastMessage } from './layout/ToastMessage';
import type { ToastText } from './messages';

type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** Show a toast (title + description) through react-admin's notification queue. */
export const useToast = () => {
  const notify = useNotify();
  return useCallback(
    (text: ToastText, kind: ToastKind = 'success') =>
      notify(createElement(ToastMessage, { ...text, severity: kind }), {
        type: kind,
        autoHideDuration: kind === 'error' ? 8000 : 4000,
      }),
    [notify],
  );
};
