import type { TerminalType } from '../pricing/types';

/**
 * Terminal types: stored once, as the public wizard's values (the pricing
 * module's TERMINAL_TYPES: countertop, portable, mobile, smart, epos, gateway); the back-office
 * shows them with its own labels (also in its terminal type filter).
 */
export const TERMINAL_TYPE_LABELS: Readonly<Record<TerminalType, string>> = {
  countertop: 'Desktop',
  portable: 'Portable',
  mobile: 'Mobile',
  smart: 'Smart',
  epos: 'EPOS',
  gateway: 'MID-only',
};

/** The back-office label of a stored terminal type; a value outside the list is shown as it is. */
export function terminalTypeLabel(value: string | null | undefined): string {
  if (!value) return '';
  return Object.hasOwn(TERMINAL_TYPE_LABELS, value) ? TERMINAL_TYPE_LABELS[value as TerminalType] : value;
}
