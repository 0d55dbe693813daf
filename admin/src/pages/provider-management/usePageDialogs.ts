import { useState } from 'react';
import type { ProviderWithScores, TerminalAdmin } from '../../api/catalogueTypes';

/** The one dialog open on the screen, if any. */
export type PageDialog =
  | { kind: 'edit-provider'; provider: ProviderWithScores }
  | { kind: 'audit'; provider: ProviderWithScores }
  | { kind: 'webhook'; provider: ProviderWithScores; canChange: boolean }
  | { kind: 'add-terminal'; provider: ProviderWithScores }
  | { kind: 'delete-provider'; provider: ProviderWithScores }
  | { kind: 'logo'; provider: ProviderWithScores }
  | { kind: 'edit-terminal'; terminal: TerminalAdmin }
  | { kind: 'delete-terminal'; terminal: TerminalAdmin }
  | { kind: 'terminal-image'; terminal: TerminalAdmin }
  | { kind: 'add-provider' }
  | { kind: 'gallery' };

export const usePageDialogs = () => {
  const [dialog, setDialog] = useState<PageDialog | null>(null);
  return { dialog, open: setDialog, close: () => setDialog(null) };
};
