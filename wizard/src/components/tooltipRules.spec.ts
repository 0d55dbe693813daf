import { describe, expect, it } from '@jest/globals';
import { HELP_TOOLTIP_TIMING, helpTriggerName } from './tooltipRules';

describe('help tooltip rules', () => {
  it('open after 700 ms of hover and skip the delay for 300 ms after one closed (the product timings)', () => {
    expect(HELP_TOOLTIP_TIMING).toEqual({ openDelayMs: 700, skipDelayMs: 300 });
  });

  it('name the icon-only button after the term it explains', () => {
    expect(helpTriggerName('Debit card rate')).toBe('Help: Debit card rate');
    expect(helpTriggerName('Authorisation fee (pence)')).toBe('Help: Authorisation fee (pence)');
  });
});
