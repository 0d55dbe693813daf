import { useMutation } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { userFacingMessage } from '../../../httpClient';
import type { ToastText } from '../../../messages';
import { useToast } from '../../../useToast';
import { serverMessages } from '../catalogueView';
import { isSignedOut, useRefreshCatalogue } from '../useCatalogue';

export interface SaveCallOptions<Body, Answer> {
  call: (body: Body) => Promise<Answer>;
  success: (answer: Answer) => ToastText;
  failure: (message?: string) => ToastText;
  /** The server's 400 messages, for the fields they name. */
  onRefused?: (messages: string[]) => void;
  onDone: (answer: Answer) => void;
}

/**
 * A catalogue change: on success the given toast (the texts of providerTexts) and every catalogue
 * query fetched again (cards, counts, audit); on failure the given toast with the server's reason
 * for a refused call (its 400 messages also go to the fields they name), else its own fallback text;
 * none once a 401 or 403 has signed the user out.
 */
export function useSaveCall<Body, Answer>({ call, success, failure, onRefused, onDone }: SaveCallOptions<Body, Answer>) {
  const toast = useToast();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      toast(success(answer));
      void refresh();
      onDone(answer);
    },
    onError: (error) => {
      if (isSignedOut(error)) return;
      if (error instanceof HttpError && error.status === 400) onRefused?.(serverMessages(error.body));
      toast(failure(userFacingMessage(error)), 'error');
    },
  });
}
