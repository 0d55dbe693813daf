import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import { fetchSavedProgress, saveProgress as postProgress } from '../api/wizardApi';
import { ERROR_TITLES, MESSAGES } from './messages';
import { createWizardState, type WizardAction } from './state';
import { browserStorage, progressSnapshot, resumedWizardState, saveComparisonProgress, STORAGE_KEYS, wasAtResults } from './storage';
import type { WizardStateAccess } from './useWizardStore';
import type { WizardToasts } from './useWizardToasts';
import { newUuid } from './uuid';
import { validateProgressEmail } from './validation';
import type { WizardVariant } from './variant';

/**
 * Resumes a Save Progress link, /comparison-tool?resume=TOKEN, once per token, then drops it from
 * the address. A state saved at the results (a renewal reminder's link) is priced again with
 * today's catalogue (`showResults`, the comparison), which opens the results.
 */
export function useResumeLink(variant: WizardVariant, dispatch: Dispatch<WizardAction>, toasts: WizardToasts, showResults: () => Promise<void>): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const handledResumeToken = useRef<string | null>(null);
  const resumeToken = searchParams.get('resume');
  const [isPricingResumed, setIsPricingResumed] = useState(false);

  // After the restored state has rendered (the store's reference to it is current), compare again.
  useEffect(() => {
    if (!isPricingResumed) return;
    setIsPricingResumed(false);
    void showResults();
  }, [isPricingResumed, showResults]);

  useEffect(() => {
    if (!resumeToken || handledResumeToken.current === resumeToken) return;
    handledResumeToken.current = resumeToken;
    fetchSavedProgress(resumeToken)
      .then((saved) => {
        // The server hands out a fresh session secret for the saved profile; without a profile a new visit starts.
        const next = resumedWizardState(saved.state, createWizardState(variant, saved.sessionId ?? newUuid()));
        browserStorage('session').setItem(STORAGE_KEYS.sessionId, next.businessData.sessionId);
        dispatch({ type: 'restore', state: next });
        toasts.success(MESSAGES.progressRestored);
        if (saved.sessionId && wasAtResults(saved.state)) setIsPricingResumed(true);
      })
      .catch((error: unknown) => toasts.error(ERROR_TITLES.restoreProgress, error))
      .finally(() =>
        setSearchParams(
          (params) => {
            params.delete('resume');
            return params;
          },
          { replace: true },
        ),
      );
  }, [resumeToken, variant, dispatch, setSearchParams, toasts]);
}

/**
 * Save Progress: the email is checked, the snapshot kept in this browser and sent to the server,
 * which emails a resume link. Answers whether it was saved.
 */
export function useSaveProgress({ stateRef }: Pick<WizardStateAccess, 'stateRef'>, toasts: WizardToasts): (email: string) => Promise<boolean> {
  return useCallback(
    async (email: string): Promise<boolean> => {
      const problem = validateProgressEmail(email);
      if (problem) {
        toasts.invalid(problem);
        return false;
      }
      const snapshot = progressSnapshot(stateRef.current);
      saveComparisonProgress(browserStorage('local'), email.trim(), snapshot);
      try {
        await postProgress(email.trim(), snapshot, stateRef.current.businessData.sessionId);
        toasts.success(MESSAGES.progressSaved);
        return true;
      } catch (error) {
        toasts.error(ERROR_TITLES.saveProgress, error);
        return false;
      }
    },
    [stateRef, toasts],
  );
}
