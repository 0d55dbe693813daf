import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import { GENERAL_BUSINESS_DEFAULTS } from '@domain/pricing';
import { ApiError, describeError } from '../api/client';
import type { ComparisonResult, IndustryDefaults, Terminal } from '../api/types';
import {
  analyzeDocument,
  compareProviders,
  createBusinessProfile,
  createLead,
  fetchIndustryDefaults,
  findQuoteId,
  fetchProviderTerminals,
  fetchSavedProgress,
  isNotFound,
  markQuoteSelected,
  saveProgress as postProgress,
  updateBusinessProfile,
} from '../api/wizardApi';
import { useToast } from '../components/toast/Toaster';
import { createBusinessData, type BusinessData } from './businessData';
import { ERROR_TITLES, MESSAGES, UPLOAD_TEXTS, type ToastText } from './messages';
import type { BusyState } from './navigation';
import { buildLeadPayload, buildProfilePayload, QUOTE_SELECTION_REASONING, withProfileId } from './payload';
import { pricedData, step3Pricing } from './pricing';
import { PROCESSING_TOTAL_MS } from './processing';
import { createWizardState, pricingData, wizardReducer, type WizardAction, type WizardState, type WizardStep } from './state';
import {
  browserStorage,
  clearWizardStorage,
  loadWizardState,
  progressSnapshot,
  resumedWizardState,
  saveBusinessData,
  saveComparisonProgress,
  saveWizardSession,
  STORAGE_KEYS,
} from './storage';
import { useStepChangeEffects, useStepTracking, useWizardTracking } from './useWizardEffects';
import { newUuid } from './uuid';
import { validateApplication, validateBusinessDetails, validatePaymentData, validatePaymentMethods, validateProgressEmail, validateSelection, type ApplicationForm } from './validation';
import { VARIANT_FEATURES, type VariantFeatures, type WizardVariant } from './variant';

export { STEP_HEADING_ID } from './useWizardEffects';

export interface TerminalsEntry {
  status: 'loading' | 'loaded' | 'error';
  terminals: Terminal[];
}

export type StatementResult = { isOk: true; summary: string | null } | { isOk: false; message: string };

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

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

function isPristine(state: WizardState): boolean {
  return (
    state.step === 1 &&
    !state.isSubmitted &&
    JSON.stringify(state.businessData) === JSON.stringify(createBusinessData(state.businessData.sessionId, state.variant))
  );
}

/** The wizard's state, its storage, and every call it makes (public-site.md §4, §7). */
export function useWizardController(variant: WizardVariant): WizardController {
  const features = VARIANT_FEATURES[variant];
  const showToast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, dispatch] = useReducer(wizardReducer, variant, (initialVariant) =>
    loadWizardState(initialVariant, browserStorage('local'), browserStorage('session'), () => newUuid()),
  );
  const [busy, setBusy] = useState<BusyState>('idle');
  const [terminalsByProvider, setTerminalsByProvider] = useState<Record<number, TerminalsEntry>>({});
  const stateRef = useRef(state);
  const idempotencyKey = useRef<string | null>(null);
  const requestedTerminals = useRef(new Set<number>());
  const handledResumeToken = useRef<string | null>(null);

  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const toastError = useCallback((title: string, error: unknown) => {
    console.error(title, error);
    showToast({ title, description: describeError(error), variant: 'destructive' });
  }, [showToast]);
  const toastInvalid = useCallback((text: ToastText) => showToast({ ...text, variant: 'destructive' }), [showToast]);
  const toastSuccess = useCallback((text: ToastText) => showToast({ ...text, variant: 'success' }), [showToast]);

  // Browser storage (§3): the business data, the splits and this tab's step and selection.
  useEffect(() => {
    if (isPristine(state)) return;
    saveBusinessData(browserStorage('local'), state.businessData);
    saveWizardSession(browserStorage('session'), state);
  }, [state]);

  useWizardTracking(state.businessData.sessionId, features.tracksLaunch);
  useStepTracking(state.businessData.sessionId, state.step, state.isSubmitted);
  useStepChangeEffects(`${state.step}:${state.isSubmitted}`, features);

  // Resume a Save Progress link: /comparison-tool?resume=TOKEN.
  const resumeToken = searchParams.get('resume');
  useEffect(() => {
    if (!resumeToken || handledResumeToken.current === resumeToken) return;
    handledResumeToken.current = resumeToken;
    fetchSavedProgress(resumeToken)
      .then((saved) => {
        // The server hands out a fresh session secret for the saved profile; without a profile a new visit starts.
        const next = resumedWizardState(saved.state, createWizardState(variant, saved.sessionId ?? newUuid()));
        browserStorage('session').setItem(STORAGE_KEYS.sessionId, next.businessData.sessionId);
        dispatch({ type: 'restore', state: next });
        toastSuccess(MESSAGES.progressRestored);
      })
      .catch((error: unknown) => toastError(ERROR_TITLES.restoreProgress, error))
      .finally(() => setSearchParams((params) => {
        params.delete('resume');
        return params;
      }, { replace: true }));
  }, [resumeToken, variant, setSearchParams, toastError, toastSuccess]);

  // Terminals of the selected provider: loaded once per provider; the first is picked by default.
  const loadTerminals = useCallback((providerId: number) => {
    if (requestedTerminals.current.has(providerId)) return;
    requestedTerminals.current.add(providerId);
    setTerminalsByProvider((current) => ({ ...current, [providerId]: { status: 'loading', terminals: [] } }));
    fetchProviderTerminals(providerId)
      .then((terminals) => setTerminalsByProvider((current) => ({ ...current, [providerId]: { status: 'loaded', terminals } })))
      .catch((error: unknown) => {
        console.error('Terminals could not be loaded', error);
        requestedTerminals.current.delete(providerId);
        setTerminalsByProvider((current) => ({ ...current, [providerId]: { status: 'error', terminals: [] } }));
      });
  }, []);

  useEffect(() => {
    const providerId = state.selectedProviderId;
    if (providerId === null) return;
    const entry = terminalsByProvider[providerId];
    if (!entry) {
      loadTerminals(providerId);
      return;
    }
    const first = entry.terminals[0];
    if (entry.status === 'loaded' && state.selectedTerminalId === null && first) {
      dispatch({ type: 'selectTerminal', terminalId: first.id });
    }
  }, [state.selectedProviderId, state.selectedTerminalId, terminalsByProvider, loadTerminals]);

  const retryTerminals = useCallback((providerId: number) => loadTerminals(providerId), [loadTerminals]);

  const goToStep = useCallback((step: WizardStep) => dispatch({ type: 'goToStep', step }), []);

  const saveBusinessDetails = useCallback(async () => {
    const current = stateRef.current;
    const payload = buildProfilePayload(current.businessData, variant);
    const profileId = current.businessData.id;
    setBusy('savingProfile');
    try {
      if (profileId) {
        await updateBusinessProfile(profileId, payload);
      } else {
        const saved = await createBusinessProfile(payload);
        dispatch({ type: 'profileSaved', id: saved.id });
        toastSuccess(MESSAGES.profileCreated);
      }
      goToStep(2);
    } catch (error) {
      toastError(profileId ? ERROR_TITLES.updateProfile : ERROR_TITLES.createProfile, error);
    } finally {
      setBusy('idle');
    }
  }, [variant, goToStep, toastError, toastSuccess]);

  /** §4 step 3: update the profile, price locally, store, compare; the overlay runs its stages meanwhile. */
  const runComparison = useCallback(async () => {
    const current = stateRef.current;
    const profileId = current.businessData.id;
    if (!profileId) {
      toastInvalid(MESSAGES.missingProfile);
      return;
    }
    const priced = pricedData(current);
    const pricing = step3Pricing(priced, new Date().toISOString());
    dispatch({ type: 'update', patch: pricing });
    const data: BusinessData = { ...priced, ...pricing };
    const profilePayload = buildProfilePayload(data, variant);
    setBusy('comparing');
    const overlay = delay(PROCESSING_TOTAL_MS);
    let updateError: unknown = null;
    let compareError: unknown = null;
    let result: ComparisonResult | null = null;
    try {
      await updateBusinessProfile(profileId, profilePayload);
    } catch (error) {
      updateError = error;
    }
    if (updateError === null || !features.requiresComparisonToAdvance) {
      try {
        result = await compareProviders(withProfileId(profilePayload, data.id));
      } catch (error) {
        compareError = error;
      }
    }
    await overlay;
    setBusy('idle');

    if (features.requiresComparisonToAdvance) {
      if (updateError !== null || compareError !== null || !result) {
        console.error('Comparison failed', updateError ?? compareError);
        toastInvalid(MESSAGES.generatingQuotesFailed);
        return;
      }
      if (result.providers.length === 0) {
        dispatch({ type: 'comparisonLoaded', result });
        toastInvalid(MESSAGES.noProviders);
        return;
      }
      dispatch({ type: 'comparisonLoaded', result });
      toastSuccess(MESSAGES.comparisonCompleted);
      goToStep(4);
      return;
    }
    // Older wizard: errors are shown, and it advances regardless.
    if (updateError !== null) toastError(ERROR_TITLES.updateProfile, updateError);
    else if (compareError !== null) toastError(ERROR_TITLES.compareProviders, compareError);
    if (result) {
      dispatch({ type: 'comparisonLoaded', result });
      if (result.providers.length === 0) toastInvalid(MESSAGES.noProviders);
      else if (updateError === null) toastSuccess(MESSAGES.comparisonCompleted);
    }
    goToStep(4);
  }, [variant, features, goToStep, toastError, toastInvalid, toastSuccess]);

  const goNext = useCallback(() => {
    if (busy !== 'idle') return;
    const current = stateRef.current;
    switch (current.step) {
      case 1: {
        const problem = validateBusinessDetails(current.businessData);
        if (problem) toastInvalid(problem);
        else void saveBusinessDetails();
        return;
      }
      case 2: {
        const problem = validatePaymentMethods(current.businessData);
        if (problem) toastInvalid(problem);
        else goToStep(3);
        return;
      }
      case 3: {
        const problem = validatePaymentData(current.businessData);
        if (problem) toastInvalid(problem);
        else void runComparison();
        return;
      }
      case 4: {
        const problem = validateSelection(current.selectedProviderId, current.selectedTerminalId);
        if (problem) toastInvalid(problem);
        else goToStep(5);
        return;
      }
      case 5:
        return;
    }
  }, [busy, goToStep, runComparison, saveBusinessDetails, toastInvalid]);

  const goBack = useCallback(() => {
    const current = stateRef.current;
    if (busy !== 'idle' || current.step === 1) return;
    goToStep((current.step - 1) as WizardStep);
  }, [busy, goToStep]);

  const applyIndustryTypical = useCallback(async () => {
    const { businessType, businessSector } = stateRef.current.businessData;
    if (!businessType) {
      toastInvalid(MESSAGES.selectBusinessTypeFirst);
      return;
    }
    if (!businessSector) {
      toastInvalid(MESSAGES.selectSectorForDefaults);
      return;
    }
    let defaults: IndustryDefaults = GENERAL_BUSINESS_DEFAULTS;
    try {
      defaults = await fetchIndustryDefaults(businessSector);
    } catch (error) {
      if (!isNotFound(error)) console.warn('Industry defaults could not be loaded; using General Business', error);
    }
    dispatch({ type: 'applyIndustryDefaults', defaults });
    toastSuccess({ title: MESSAGES.industryDefaultsApplied.title, description: `Typical figures for ${defaults.sectorLabel} loaded.` });
  }, [toastInvalid, toastSuccess]);

  const analyseStatement = useCallback(async (file: File, signal: AbortSignal): Promise<StatementResult> => {
    const profileId = stateRef.current.businessData.id;
    if (!profileId) return { isOk: false, message: UPLOAD_TEXTS.needsProfile };
    try {
      const analysis = await analyzeDocument(file, profileId, stateRef.current.businessData.sessionId, signal);
      dispatch({ type: 'applyExtractedData', extracted: analysis.extractedData ?? {} });
      toastSuccess({ title: MESSAGES.documentAnalysed.title, description: analysis.summary ?? undefined });
      return { isOk: true, summary: analysis.summary ?? null };
    } catch (error) {
      if (signal.aborted) return { isOk: false, message: 'Upload cancelled' };
      const message = error instanceof Error && error.message ? error.message : UPLOAD_TEXTS.failed;
      console.error(ERROR_TITLES.analyseDocument, error);
      showToast({ title: ERROR_TITLES.analyseDocument, description: message, variant: 'destructive' });
      return { isOk: false, message };
    }
  }, [showToast, toastSuccess]);

  const saveProgress = useCallback(async (email: string): Promise<boolean> => {
    const problem = validateProgressEmail(email);
    if (problem) {
      toastInvalid(problem);
      return false;
    }
    const snapshot = progressSnapshot(stateRef.current);
    saveComparisonProgress(browserStorage('local'), email.trim(), snapshot);
    try {
      await postProgress(email.trim(), snapshot, stateRef.current.businessData.sessionId);
      toastSuccess(MESSAGES.progressSaved);
      return true;
    } catch (error) {
      toastError(ERROR_TITLES.saveProgress, error);
      return false;
    }
  }, [toastError, toastInvalid, toastSuccess]);

  const submitApplication = useCallback(async (form: ApplicationForm) => {
    if (busy !== 'idle') return;
    const current = stateRef.current;
    const profileId = current.businessData.id;
    const problem = validateApplication(form, profileId, current.selectedProviderId);
    if (problem || !profileId || current.selectedProviderId === null) {
      if (problem) toastInvalid(problem);
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
      toastSuccess(MESSAGES.applicationSubmitted);
    } catch (error) {
      console.error('Submission failed', error);
      if (error instanceof ApiError) {
        showToast({ title: ERROR_TITLES.submissionFailed, description: describeError(error), variant: 'destructive' });
      } else {
        toastInvalid(MESSAGES.submissionError);
      }
    } finally {
      setBusy('idle');
    }
  }, [busy, variant, features, showToast, toastInvalid, toastSuccess]);

  const startNewApplication = useCallback(() => {
    const sessionId = newUuid();
    clearWizardStorage(browserStorage('local'), browserStorage('session'), sessionId);
    requestedTerminals.current.clear();
    idempotencyKey.current = null;
    setTerminalsByProvider({});
    dispatch({ type: 'reset', sessionId });
  }, []);

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
    [state, features, busy, terminalsByProvider, goNext, goBack, retryTerminals, applyIndustryTypical, analyseStatement, saveProgress, submitApplication, startNewApplication],
  );
}
