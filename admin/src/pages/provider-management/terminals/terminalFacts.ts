import { optionLabel, TERMINAL_LIST_OPTIONS, terminalTypeLabel } from '@domain/vocabulary';
import type { TerminalAdmin } from '../../../api/catalogueTypes';
import { formatGBP } from '../../../format';
import type { Fact } from '../components/FactList';
import { PROVIDERS } from '../providerTexts';

const L = PROVIDERS.cardLabels;
const list = (values: string[] | null, field: keyof typeof TERMINAL_LIST_OPTIONS) =>
  values && values.length ? values.map((value) => optionLabel(TERMINAL_LIST_OPTIONS[field], value)).join(', ') : PROVIDERS.notGiven;

/** What a terminal card shows: provider, type (back-office label), rental and set-up in GBP, connectivity and features. */
export function terminalFacts(terminal: TerminalAdmin): Fact[] {
  return [
    { label: L.provider, value: terminal.providerName },
    { label: 'Type', value: terminalTypeLabel(terminal.type) },
    { label: L.monthlyRental, value: terminal.monthlyRental === null ? PROVIDERS.notGiven : PROVIDERS.perMonth(formatGBP(terminal.monthlyRental)) },
    { label: L.setup, value: terminal.setupFee === null ? PROVIDERS.notGiven : formatGBP(terminal.setupFee) },
    { label: 'Connectivity', value: list(terminal.connectivity, 'connectivity') },
    { label: 'Features', value: list(terminal.features, 'features') },
  ];
}
