import { useEffect, useReducer, useRef, type Dispatch, type RefObject } from 'react';
import { wizardReducer, type WizardAction, type WizardState } from './state';
import { browserStorage, loadWizardState, persistWizardState } from './storage';
import { newUuid } from './uuid';
import type { WizardVariant } from './variant';

/** What the wizard's actions read and change. */
export interface WizardStateAccess {
  /** The latest state, so callbacks need not be made again at every change. */
  stateRef: RefObject<WizardState>;
  dispatch: Dispatch<WizardAction>;
}

export interface WizardStore extends WizardStateAccess {
  state: WizardState;
}

/**
 * The wizard's state, kept in the browser: a page load starts from the stored business data and
 * this tab's step and selection, and every change is stored again.
 */
export function useWizardStore(variant: WizardVariant): WizardStore {
  const [state, dispatch] = useReducer(wizardReducer, variant, (initialVariant) =>
    loadWizardState(initialVariant, browserStorage('local'), browserStorage('session'), () => newUuid()),
  );
  const stateRef = useRef(state);

  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => {
    persistWizardState(browserStorage('local'), browserStorage('session'), state);
  }, [state]);

  return { state, dispatch, stateRef };
}
