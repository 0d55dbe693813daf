import { useMemo } from 'react';
import { describeError } from '../api/client';
import { useToast } from '../components/toast/Toaster';
import type { ToastText } from './messages';

/** The wizard's three kinds of toast, on top of the plain one. */
export interface WizardToasts {
  show: ReturnType<typeof useToast>;
  /** Logs the error and shows it under `title`. */
  error: (title: string, error: unknown) => void;
  /** A check that blocked the visitor, or a failure told in general words. */
  invalid: (text: ToastText) => void;
  success: (text: ToastText) => void;
}

export function useWizardToasts(): WizardToasts {
  const show = useToast();
  return useMemo(
    () => ({
      show,
      error: (title: string, error: unknown) => {
        console.error(title, error);
        show({ title, description: describeError(error), variant: 'destructive' });
      },
      invalid: (text: ToastText) => show({ ...text, variant: 'destructive' }),
      success: (text: ToastText) => show({ ...text, variant: 'success' }),
    }),
    [show],
  );
}
