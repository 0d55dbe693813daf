import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { isSignedOut } from '../../../authProvider';
import type { CrmDataProvider } from '../../../dataProvider';
import type { ToastText } from '../../../messages';
import { signedIn } from '../../../useCrmQuery';
import { useToast } from '../../../useToast';

export interface CustomerActionOptions<Answer> {
  /** The toast once the server has answered; none when the caller shows its own. */
  success?: ToastText;
  /** The toast for a failure, given the error. */
  failure: (error: unknown) => ToastText;
  /** Other caches the action changes (e.g. ['tasks'] for the Task Management list). */
  alsoInvalidates?: string[];
  onSuccess?: (answer: Answer) => void;
  /**
   * 'none' after a delete: what is shown now is leaving the screen, so the caches are only marked
   * stale (the list fetches again when it is opened) rather than fetched again at once.
   */
  refetch?: 'active' | 'none';
}

/**
 * One action of the customer detail: the data provider's call, its toasts, and a refresh of what it
 * changed (the detail and the customers list, which share the 'customers' key prefix). A 401/403
 * signs out (useDataProvider), and no failure toast follows.
 */
export const useCustomerAction = <Variables, Answer>(
  call: (dataProvider: CrmDataProvider, variables: Variables) => Promise<Answer>,
  { success, failure, alsoInvalidates = [], onSuccess, refetch = 'active' }: CustomerActionOptions<Answer>,
) => {
  const queryClient = useQueryClient();
  const toast = useToast();
  const dataProvider = useDataProvider<CrmDataProvider>();

  return useMutation({
    mutationFn: async (variables: Variables) => signedIn(await call(dataProvider, variables)),
    onSuccess: async (answer) => {
      if (success) toast(success);
      onSuccess?.(answer);
      await Promise.all(['customers', ...alsoInvalidates].map((key) => queryClient.invalidateQueries({ queryKey: [key], refetchType: refetch })));
    },
    onError: (error) => {
      if (!isSignedOut(error)) toast(failure(error), 'error');
    },
  });
};
