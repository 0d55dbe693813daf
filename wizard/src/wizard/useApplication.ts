import { useCallback, useRef } from 'react';
import { ApiError, describeError } from '../api/client';
import { createLead, findQuoteId, markQuoteSelected } from '../api/wizardApi';
import { ERROR_TITLES, MESSAGES } from './messages';
import type { BusyState } from './navigation';
import { buildLeadPayload, QUOTE_SELECTION_REASONING } from './payload';
import { pricingData } from './state';
import type { WizardStateAccess } from './useWizardStore';
import type { WizardToasts } from './useWizardToasts';
import { newUuid } from './uuid';
import { validateApplication, type ApplicationForm } from './validation';
import type { VariantFeatures, WizardVariant } from './variant';

export interface ApplicationContext extends WizardStateAccess {
  variant: WizardVariant;
  features: VariantFeatures;
  busy: BusyState;
  setBusy: (busy: BusyState) => void;
  toasts: WizardToasts;
}

export interface ApplicationActions {
  /** Step 5: checks the form, then sends the lead (and marks the chosen quote, newer wizard). */
  submitApplication: (form: ApplicationForm) => Promise<void>;
  /** Forgets the pending attempt's key (a new application). */
  forgetAttempt: () => void;
}

/** The application of step 5, sent once however often it is clicked. */
export function useApplication({ variant, features, busy, setBusy, stateRef, dispatch, toasts }: ApplicationContext): ApplicationActions {
  const idempotencyKey = useRef<string | null>(null);

  const submitApplication = useCallback(
    async (form: ApplicationForm) => {
      if (busy !== 'idle') return;
      const current = stateRef.current;
      const profileId = current.businessData.id;
      const problem = validateApplication(form, profileId, current.selectedProviderId);
      if (problem || !profileId || current.selectedProviderId === null) {
        if (problem) toasts.invalid(problem);
        return;
      }
      // One key per submission attempt, reused on retry, so a double click never makes two leads.
      idempotencyKey.current ??= newUuid();
      const sessionId = current.businessData.sessionId;
      setBusy('submitting');
      try {
        const selection = {
          businessProfileId: profileId,
          providerId: current.selectedProviderId,
          terminalId: current.selectedTerminalId,
          quoteId: features.sendsSelectionWithLead ? await findQuoteId(profileId, sessionId, current.selectedProviderId) : null,
        };
        const lead = await createLead(buildLeadPayload(form, pricingData(current), selection, variant), idempotencyKey.current, sessionId);
        if (features.selectsQuoteAtSubmit) await markQuoteSelected(profileId, selection.providerId, sessionId, QUOTE_SELECTION_REASONING);
        idempotencyKey.current = null;
        dispatch({ type: 'submitted', reference: lead.applicationReference });
        toasts.success(MESSAGES.applicationSubmitted);
      } catch (error) {
        console.error('Submission failed', error);
        if (error instanceof ApiError) {
          toasts.show({ title: ERROR_TITLES.submissionFailed, description: describeError(error), variant: 'destructive' });
        } else {
          toasts.invalid(MESSAGES.submissionError);
        }
      } finally {
        setBusy('idle');
      }
    },
    [busy, variant, features, stateRef, dispatch, setBusy, toasts],
  );

  const forgetAttempt = useCallback(() => {
    idempotencyKey.current = null;
  }, []);

  return { submitApplication, forgetAttempt };
}
