import { useCallback } from 'react';
import { compareProviders, createBusinessProfile, updateBusinessProfile } from '../api/wizardApi';
import type { BusinessData } from './businessData';
import { comparisonOutcome, shouldCompare, type ComparisonAnswers, type ComparisonNotice } from './comparison';
import { ERROR_TITLES, MESSAGES } from './messages';
import type { BusyState } from './navigation';
import { buildProfilePayload, withProfileId } from './payload';
import { pricedData, step3Pricing } from './pricing';
import { PROCESSING_TOTAL_MS } from './processing';
import type { WizardStateAccess } from './useWizardStore';
import type { WizardToasts } from './useWizardToasts';
import type { VariantFeatures, WizardVariant } from './variant';

export interface ComparisonContext extends WizardStateAccess {
  variant: WizardVariant;
  features: VariantFeatures;
  setBusy: (busy: BusyState) => void;
  toasts: WizardToasts;
}

export interface ProfileActions {
  /** Step 1 forward: creates the business profile (or updates it), then moves to step 2. */
  saveBusinessDetails: () => Promise<void>;
  /** Step 3 forward: prices, updates the profile and compares, while the overlay runs its stages. */
  runComparison: () => Promise<void>;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

function showNotice(toasts: WizardToasts, notice: ComparisonNotice): void {
  switch (notice.kind) {
    case 'error':
      toasts.error(notice.title, notice.error);
      return;
    case 'failed':
      console.error('Comparison failed', notice.error);
      toasts.invalid(notice.text);
      return;
    case 'invalid':
      toasts.invalid(notice.text);
      return;
    case 'success':
      toasts.success(notice.text);
      return;
  }
}

/** The business profile the wizard builds on the server, and its comparison. */
export function useComparison({ variant, features, stateRef, dispatch, setBusy, toasts }: ComparisonContext): ProfileActions {
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
        toasts.success(MESSAGES.profileCreated);
      }
      dispatch({ type: 'goToStep', step: 2 });
    } catch (error) {
      toasts.error(profileId ? ERROR_TITLES.updateProfile : ERROR_TITLES.createProfile, error);
    } finally {
      setBusy('idle');
    }
  }, [variant, stateRef, dispatch, setBusy, toasts]);

  const runComparison = useCallback(async () => {
    const current = stateRef.current;
    const profileId = current.businessData.id;
    if (!profileId) {
      toasts.invalid(MESSAGES.missingProfile);
      return;
    }
    const priced = pricedData(current);
    const pricing = step3Pricing(priced, new Date().toISOString());
    dispatch({ type: 'update', patch: pricing });
    const data: BusinessData = { ...priced, ...pricing };
    const profilePayload = buildProfilePayload(data, variant);
    setBusy('comparing');
    const overlay = delay(PROCESSING_TOTAL_MS);
    const answers: ComparisonAnswers = { updateError: null, compareError: null, result: null };
    try {
      await updateBusinessProfile(profileId, profilePayload);
    } catch (error) {
      answers.updateError = error;
    }
    if (shouldCompare(answers.updateError, features.requiresComparisonToAdvance)) {
      try {
        answers.result = await compareProviders(withProfileId(profilePayload, data.id));
      } catch (error) {
        answers.compareError = error;
      }
    }
    await overlay;
    setBusy('idle');

    const outcome = comparisonOutcome(answers, features.requiresComparisonToAdvance);
    if (outcome.result) dispatch({ type: 'comparisonLoaded', result: outcome.result });
    outcome.notices.forEach((notice) => showNotice(toasts, notice));
    if (outcome.isAdvancing) dispatch({ type: 'goToStep', step: 4 });
  }, [variant, features, stateRef, dispatch, setBusy, toasts]);

  return { saveBusinessDetails, runComparison };
}
