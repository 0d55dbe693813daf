import { TERMINAL_TYPES } from '../pricing/types';
import { TERMINAL_TYPE_LABELS, terminalTypeLabel } from './terminal-types';

describe('terminal types', () => {
  it('labels each stored type the way the back-office shows it', () => {
    expect(TERMINAL_TYPES.map(terminalTypeLabel)).toEqual(['Desktop', 'Portable', 'Mobile', 'Smart', 'EPOS', 'MID-only']);
    expect(Object.keys(TERMINAL_TYPE_LABELS).sort()).toEqual([...TERMINAL_TYPES].sort());
  });

  it('shows a value outside the list as it is, and nothing for no type', () => {
    expect(terminalTypeLabel('kiosk')).toBe('kiosk');
    expect(terminalTypeLabel('constructor')).toBe('constructor');
    expect(terminalTypeLabel(null)).toBe('');
  });
});
