import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { fetchProviderTerminals } from '../api/wizardApi';
import type { WizardAction } from './state';
import { terminalsFollowUp, type TerminalsEntry } from './terminals';

export interface TerminalsCache {
  terminalsByProvider: Readonly<Record<number, TerminalsEntry>>;
  /** Loads a provider's terminals again after an error. */
  retryTerminals: (providerId: number) => void;
  /** Forgets every provider's terminals (a new application). */
  resetTerminals: () => void;
}

/** Terminals of the selected provider: loaded once per provider; the first is picked by default. */
export function useTerminals(selectedProviderId: number | null, selectedTerminalId: number | null, dispatch: Dispatch<WizardAction>): TerminalsCache {
  const [terminalsByProvider, setTerminalsByProvider] = useState<Record<number, TerminalsEntry>>({});
  const requestedTerminals = useRef(new Set<number>());

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
    if (selectedProviderId === null) return;
    const followUp = terminalsFollowUp(terminalsByProvider[selectedProviderId], selectedTerminalId);
    if (followUp.kind === 'load') loadTerminals(selectedProviderId);
    else if (followUp.kind === 'select') dispatch({ type: 'selectTerminal', terminalId: followUp.terminalId });
  }, [selectedProviderId, selectedTerminalId, terminalsByProvider, loadTerminals, dispatch]);

  const resetTerminals = useCallback(() => {
    requestedTerminals.current.clear();
    setTerminalsByProvider({});
  }, []);

  return { terminalsByProvider, retryTerminals: loadTerminals, resetTerminals };
}
