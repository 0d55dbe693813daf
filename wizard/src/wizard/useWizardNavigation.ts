import { useCallback } from 'react';
import { forwardMove, previousStep, type BusyState } from './navigation';
import type { ProfileActions } from './useComparison';
import type { WizardStateAccess } from './useWizardStore';
import type { WizardToasts } from './useWizardToasts';

export interface NavigationContext extends WizardStateAccess, ProfileActions {
  busy: BusyState;
  toasts: WizardToasts;
}

export interface WizardNavigation {
  goNext: () => void;
  goBack: () => void;
}

/** The forward and Back buttons; neither does anything while the wizard waits. */
export function useWizardNavigation({ busy, stateRef, dispatch, toasts, saveBusinessDetails, runComparison }: NavigationContext): WizardNavigation {
  const goNext = useCallback(() => {
    if (busy !== 'idle') return;
    const move = forwardMove(stateRef.current);
    switch (move.kind) {
      case 'refuse':
        toasts.invalid(move.problem);
        return;
      case 'saveProfile':
        void saveBusinessDetails();
        return;
      case 'compare':
        void runComparison();
        return;
      case 'goTo':
        dispatch({ type: 'goToStep', step: move.step });
        return;
      case 'none':
        return;
    }
  }, [busy, stateRef, dispatch, toasts, saveBusinessDetails, runComparison]);

  const goBack = useCallback(() => {
    if (busy !== 'idle') return;
    const step = previousStep(stateRef.current.step);
    if (step !== null) dispatch({ type: 'goToStep', step });
  }, [busy, stateRef, dispatch]);

  return { goNext, goBack };
}
