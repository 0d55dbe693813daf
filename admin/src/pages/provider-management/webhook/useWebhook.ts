import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { WebhookWithSecret } from '../../../api/types';
import type { CrmDataProvider } from '../../../dataProvider';
import { userFacingMessage } from '../../../httpClient';
import type { ToastText } from '../../../messages';
import { answerOf, useCrmQuery } from '../../../useCrmQuery';
import { useToast } from '../../../useToast';
import { WEBHOOK } from './webhookTexts';

const webhookKey = (providerId: number) => ['webhook', providerId];

/** One change of the webhook: its call (with the URL for a save), its toasts, and the secret it may answer (once). */
const useWebhookChange = (
  providerId: number,
  call: (dataProvider: CrmDataProvider, url: string) => Promise<{ data: WebhookWithSecret }>,
  toasts: { success: ToastText; failure: (message?: string) => ToastText },
  onSecret: (secret: string) => void,
) => {
  const dataProvider = useDataProvider<CrmDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (url: string) => answerOf(call(dataProvider, url)),
    onSuccess: (answer) => {
      // The cache never keeps the secret.
      queryClient.setQueryData(webhookKey(providerId), { ...answer, secret: undefined });
      if (answer.secret) onSecret(answer.secret);
      toast(toasts.success);
    },
    onError: (error) => toast(toasts.failure(userFacingMessage(error)), 'error'),
  });
};

/** A provider's webhook and its three changes: save the URL, rotate the secret, remove it. */
export const useWebhook = (providerId: number, onSecret: (secret: string) => void) => ({
  webhook: useCrmQuery(webhookKey(providerId), (dp) => dp.getWebhook(providerId)),
  save: useWebhookChange(providerId, (dp, url) => dp.setWebhook(providerId, url), { success: WEBHOOK.saved, failure: WEBHOOK.saveFailed }, onSecret),
  rotate: useWebhookChange(providerId, (dp) => dp.rotateWebhookSecret(providerId), { success: WEBHOOK.rotated, failure: WEBHOOK.rotateFailed }, onSecret),
  remove: useWebhookChange(providerId, (dp) => dp.removeWebhook(providerId), { success: WEBHOOK.removed, failure: WEBHOOK.removeFailed }, onSecret),
});
