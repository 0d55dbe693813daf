import type { CrmDataProvider } from '../../../../dataProvider';
import { userFacingMessage } from '../../../../httpClient';
import { CUSTOMER_DETAIL, type ToastText } from '../../../../messages';
import { useCustomerAction } from '../useCustomerAction';

/** The server's words for a refused correction (a 400 names each broken field), else none. */
export const correctionMessage = (error: unknown): string | undefined => userFacingMessage(error);

/**
 * A correction's call: its toasts, then a refresh of the detail (the timeline shows the change at
 * once) and of the customers list. The dialog closes on success.
 */
export const useCorrection = <Body, Answer>(call: (dataProvider: CrmDataProvider, body: Body) => Promise<Answer>, success: ToastText, onClose: () => void) =>
  useCustomerAction(call, {
    success,
    failure: (error) => CUSTOMER_DETAIL.correctionFailed(correctionMessage(error)),
    onSuccess: onClose,
  });
