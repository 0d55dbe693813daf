import type { TerminalType } from '../pricing/types';

/**
 * Terminal types (DECISIONS.md): stored once, as the public document's values (the pricing
 * module's TERMINAL_TYPES: countertop, portable, mobile, smart, epos, gateway); the back-office
 * shows them with its own labels (back-office.md §3, §2 type filter).
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
