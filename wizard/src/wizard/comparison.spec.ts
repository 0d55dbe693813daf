import { describe, expect, it } from '@jest/globals';
import type { ComparisonResult } from '../api/types';
import { comparisonOutcome, shouldCompare } from './comparison';
import { ERROR_TITLES, MESSAGES } from './messages';

const withProviders = { providers: [{ providerId: 1 }] } as unknown as ComparisonResult;
const withoutProviders = { providers: [] } as unknown as ComparisonResult;
const failure = new Error('down');

describe('whether to compare', () => {
  it('newer wizard: only after the profile update succeeded; older: regardless', () => {
    expect(shouldCompare(null, true)).toBe(true);
    expect(shouldCompare(failure, true)).toBe(false);
    expect(shouldCompare(failure, false)).toBe(true);
  });
});

describe('newer wizard comparison outcome', () => {
  it('advances with the result and a success toast', () => {
    expect(comparisonOutcome({ updateError: null, compareError: null, result: withProviders }, true)).toEqual({
      result: withProviders,
      notices: [{ kind: 'success', text: MESSAGES.comparisonCompleted }],
      isAdvancing: true,
    });
  });

  it('shows an empty result without advancing', () => {
    expect(comparisonOutcome({ updateError: null, compareError: null, result: withoutProviders }, true)).toEqual({
      result: withoutProviders,
      notices: [{ kind: 'invalid', text: MESSAGES.noProviders }],
      isAdvancing: false,
    });
  });

  it('stays on step 3 with one general message when the update or the comparison failed', () => {
    const expected = { result: null, notices: [{ kind: 'failed', text: MESSAGES.generatingQuotesFailed, error: failure }], isAdvancing: false };
    expect(comparisonOutcome({ updateError: failure, compareError: null, result: null }, true)).toEqual(expected);
    expect(comparisonOutcome({ updateError: null, compareError: failure, result: null }, true)).toEqual(expected);
  });
});

describe('older wizard comparison outcome', () => {
  it('advances with the result and a success toast', () => {
    expect(comparisonOutcome({ updateError: null, compareError: null, result: withProviders }, false)).toEqual({
      result: withProviders,
      notices: [{ kind: 'success', text: MESSAGES.comparisonCompleted }],
      isAdvancing: true,
    });
  });

  it('shows the update error, keeps the result without a success toast, and advances', () => {
    expect(comparisonOutcome({ updateError: failure, compareError: null, result: withProviders }, false)).toEqual({
      result: withProviders,
      notices: [{ kind: 'error', title: ERROR_TITLES.updateProfile, error: failure }],
      isAdvancing: true,
    });
  });

  it('shows the comparison error and advances without a result', () => {
    expect(comparisonOutcome({ updateError: null, compareError: failure, result: null }, false)).toEqual({
      result: null,
      notices: [{ kind: 'error', title: ERROR_TITLES.compareProviders, error: failure }],
      isAdvancing: true,
    });
  });

  it('says no providers were found, after any update error', () => {
    expect(comparisonOutcome({ updateError: failure, compareError: null, result: withoutProviders }, false).notices).toEqual([
      { kind: 'error', title: ERROR_TITLES.updateProfile, error: failure },
      { kind: 'invalid', text: MESSAGES.noProviders },
    ]);
  });
});
