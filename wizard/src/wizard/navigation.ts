/**
 * The wizard's navigation buttons.
 */
import { NAV_LABELS, type ToastText } from './messages';
import type { WizardState, WizardStep } from './state';
import { validateBusinessDetails, validatePaymentData, validatePaymentMethods, validateSelection } from './validation';

/** What the wizard is waiting for. */
export type BusyState = 'idle' | 'savingProfile' | 'comparing' | 'submitting';

/**
 * The forward button: 'Continue'; 'Processing...' on step 1 while saving; 'Analyzing...' on
 * step 3 while saving and comparing; on step 4 'Select Provider & Terminal' until both are
 * chosen, then 'Apply Now'. Step 5 submits with its own form button.
 */
export function forwardLabel(step: WizardStep, busy: BusyState, hasProviderAndTerminal: boolean): string | null {
  if (step === 1 && busy === 'savingProfile') return NAV_LABELS.processing;
  if (step === 3 && busy === 'comparing') return NAV_LABELS.analyzing;
  if (step === 4) return hasProviderAndTerminal ? NAV_LABELS.applyNow : NAV_LABELS.selectProviderAndTerminal;
  if (step === 5) return null;
  return NAV_LABELS.continue;
}

/** Back is disabled on step 1 (and while waiting). */
export function isBackDisabled(step: WizardStep, busy: BusyState): boolean {
  return step === 1 || busy !== 'idle';
}

/** What the forward button does from a step: refuse with a toast, save the profile, compare, or move on. */
export type ForwardMove =
  { kind: 'refuse'; problem: ToastText } | { kind: 'saveProfile' } | { kind: 'compare' } | { kind: 'goTo'; step: WizardStep } | { kind: 'none' };

/**
 * Each step's check runs first; a step that passes saves the profile (step 1), compares
 * (step 3) or moves on (steps 2 and 4). Step 5 submits with its own form button.
 */
export function forwardMove(state: Pick<WizardState, 'step' | 'businessData' | 'selectedProviderId' | 'selectedTerminalId'>): ForwardMove {
  const refuseOr = (problem: ToastText | null, move: ForwardMove): ForwardMove => (problem ? { kind: 'refuse', problem } : move);
  switch (state.step) {
    case 1:
      return refuseOr(validateBusinessDetails(state.businessData), { kind: 'saveProfile' });
    case 2:
      return refuseOr(validatePaymentMethods(state.businessData), { kind: 'goTo', step: 3 });
    case 3:
      return refuseOr(validatePaymentData(state.businessData), { kind: 'compare' });
    case 4:
      return refuseOr(validateSelection(state.selectedProviderId, state.selectedTerminalId), { kind: 'goTo', step: 5 });
    case 5:
      return { kind: 'none' };
  }
}

/** The step Back leads to, or null on step 1. */
export function previousStep(step: WizardStep): WizardStep | null {
  return step === 1 ? null : ((step - 1) as WizardStep);
}
