/**
 * The wizard's navigation buttons (public-site.md §2 "Navigation").
 */
import { NAV_LABELS } from './messages';
import type { WizardStep } from './state';

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
