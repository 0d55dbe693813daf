/**
 * The terminal cache of step 4: each provider's terminals are loaded once, and the first one is
 * picked when nothing is picked yet.
 */
import type { Terminal } from '../api/types';

export interface TerminalsEntry {
  status: 'loading' | 'loaded' | 'error';
  terminals: Terminal[];
}

/** What the selected provider's entry asks for: loading its terminals, picking the first, or nothing. */
export type TerminalsFollowUp = { kind: 'load' } | { kind: 'select'; terminalId: number } | { kind: 'none' };

export function terminalsFollowUp(entry: TerminalsEntry | undefined, selectedTerminalId: number | null): TerminalsFollowUp {
  if (!entry) return { kind: 'load' };
  const first = entry.terminals[0];
  if (entry.status === 'loaded' && selectedTerminalId === null && first) return { kind: 'select', terminalId: first.id };
  return { kind: 'none' };
}
