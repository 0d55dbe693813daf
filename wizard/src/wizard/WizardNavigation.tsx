import { PRIMARY_ACTION_ATTRIBUTE } from '../embed/embedMessages';
import { NAV_LABELS } from './messages';
import { forwardLabel, isBackDisabled } from './navigation';
import type { WizardController } from './useWizardController';

/** Back (disabled on step 1) and the forward button; hidden after submission by the caller. */
export function WizardNavigation({ controller }: { controller: WizardController }) {
  const { state, busy, goBack, goNext } = controller;
  const hasSelection = state.selectedProviderId !== null && state.selectedTerminalId !== null;
  const label = forwardLabel(state.step, busy, hasSelection);
  const primaryMark = { [PRIMARY_ACTION_ATTRIBUTE]: '' };
  return (
    <nav className="wizard-nav" aria-label="Wizard steps">
      <button type="button" className="button button--secondary" onClick={goBack} disabled={isBackDisabled(state.step, busy)}>
        {NAV_LABELS.back}
      </button>
      {label !== null && (
        <button
          type="button"
          className={`button ${state.step === 4 && hasSelection ? 'button--cta' : 'button--primary'} wizard-nav__next`}
          onClick={goNext}
          disabled={busy !== 'idle'}
          aria-disabled={busy !== 'idle'}
          {...primaryMark}
        >
          {busy !== 'idle' && <span className="spinner" aria-hidden="true" />}
          {label}
        </button>
      )}
    </nav>
  );
}
