import { useCallback, useMemo, useState, type Dispatch } from 'react';
import type { BusyState } from './navigation';
import type { WizardAction, WizardState } from './state';
import { browserStorage, clearWizardStorage } from './storage';
import type { TerminalsEntry } from './terminals';
import { useApplication } from './useApplication';
import { useComparison } from './useComparison';
import { usePaymentDataSources, type StatementResult } from './usePaymentDataSources';
import { useResumeLink, useSaveProgress } from './useSavedProgress';
import { useTerminals } from './useTerminals';
import { useStepChangeEffects, useStepTracking, useWizardTracking } from './useWizardEffects';
import { useWizardNavigation } from './useWizardNavigation';
import { useWizardStore } from './useWizardStore';
import { useWizardToasts } from './useWizardToasts';
import { newUuid } from './uuid';
import type { ApplicationForm } from './validation';
import { VARIANT_FEATURES, type VariantFeatures, type WizardVariant } from './variant';

export { STEP_HEADING_ID } from './useWizardEffects';
export type { StatementResult } from './usePaymentDataSources';
export type { TerminalsEntry } from './terminals';

export interface WizardController {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  features: VariantFeatures;
  busy: BusyState;
  terminalsByProvider: Readonly<Record<number, TerminalsEntry>>;
  goNext: () => void;
  goBack: () => void;
  retryTerminals: (providerId: number) => void;
  applyIndustryTypical: () => Promise<void>;
  analyseStatement: (file: File, signal: AbortSignal) => Promise<StatementResult>;
  saveProgress: (email: string) => Promise<boolean>;
  submitApplication: (form: ApplicationForm) => Promise<void>;
  startNewApplication: () => void;
}

/**
 * The wizard's state and every call it makes, composed from one hook per concern: the stored
 * state, Save Progress and its resume link, tracking, the terminal cache, the profile and its
 * comparison, step 3's figure sources, the application, and the navigation buttons.
 */
export function useWizardController(variant: WizardVariant): WizardController {
  const features = VARIANT_FEATURES[variant];
  const toasts = useWizardToasts();
  const { state, dispatch, stateRef } = useWizardStore(variant);
  const [busy, setBusy] = useState<BusyState>('idle');

  useWizardTracking(state.businessData.sessionId, features.tracksLaunch);
  useStepTracking(state.businessData.sessionId, state.step, state.isSubmitted);
  useStepChangeEffects(`${state.step}:${state.isSubmitted}`, features);

  const { terminalsByProvider, retryTerminals, resetTerminals } = useTerminals(state.selectedProviderId, state.selectedTerminalId, dispatch);
  const access = { stateRef, dispatch };
  const { saveBusinessDetails, runComparison } = useComparison({ ...access, variant, features, setBusy, toasts });
  useResumeLink(variant, dispatch, toasts, runComparison);
  const { applyIndustryTypical, analyseStatement } = usePaymentDataSources(access, toasts);
  const saveProgress = useSaveProgress(access, toasts);
  const { submitApplication, forgetAttempt } = useApplication({ ...access, variant, features, busy, setBusy, toasts });
  const { goNext, goBack } = useWizardNavigation({ ...access, busy, toasts, saveBusinessDetails, runComparison });

  const startNewApplication = useCallback(() => {
    const sessionId = newUuid();
    clearWizardStorage(browserStorage('local'), browserStorage('session'), sessionId);
    resetTerminals();
    forgetAttempt();
    dispatch({ type: 'reset', sessionId });
  }, [resetTerminals, forgetAttempt, dispatch]);

  return useMemo(
    () => ({
      state,
      dispatch,
      features,
      busy,
      terminalsByProvider,
      goNext,
      goBack,
      retryTerminals,
      applyIndustryTypical,
      analyseStatement,
      saveProgress,
      submitApplication,
      startNewApplication,
    }),
    [
      state,
      dispatch,
      features,
      busy,
      terminalsByProvider,
      goNext,
      goBack,
      retryTerminals,
      applyIndustryTypical,
      analyseStatement,
      saveProgress,
      submitApplication,
      startNewApplication,
    ],
  );
}
