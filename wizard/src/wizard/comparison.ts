/**
 * What step 3's comparison leads to, once the profile update and the comparison have answered:
 * the result to show, the toasts, and whether the wizard moves on to step 4.
 */
import type { ComparisonResult } from '../api/types';
import { ERROR_TITLES, MESSAGES, type ToastText } from './messages';

export type ComparisonNotice =
  /** An error toast titled `title` that carries the error's message. */
  | { kind: 'error'; title: string; error: unknown }
  /** A general failure toast; `error` is only logged. */
  | { kind: 'failed'; text: ToastText; error: unknown }
  | { kind: 'invalid'; text: ToastText }
  | { kind: 'success'; text: ToastText };

export interface ComparisonOutcome {
  /** The comparison to load into the wizard, when there is one. */
  result: ComparisonResult | null;
  notices: ComparisonNotice[];
  isAdvancing: boolean;
}

export interface ComparisonAnswers {
  updateError: unknown;
  compareError: unknown;
  result: ComparisonResult | null;
}

/** The newer wizard compares only after the profile update succeeded; the older one compares regardless. */
export function shouldCompare(updateError: unknown, requiresComparisonToAdvance: boolean): boolean {
  return updateError === null || !requiresComparisonToAdvance;
}

export function comparisonOutcome({ updateError, compareError, result }: ComparisonAnswers, requiresComparisonToAdvance: boolean): ComparisonOutcome {
  if (requiresComparisonToAdvance) {
    // Newer wizard: one general message on any failure; it advances only with providers to show.
    if (updateError !== null || compareError !== null || !result) {
      return { result: null, notices: [{ kind: 'failed', text: MESSAGES.generatingQuotesFailed, error: updateError ?? compareError }], isAdvancing: false };
    }
    if (result.providers.length === 0) {
      return { result, notices: [{ kind: 'invalid', text: MESSAGES.noProviders }], isAdvancing: false };
    }
    return { result, notices: [{ kind: 'success', text: MESSAGES.comparisonCompleted }], isAdvancing: true };
  }
  // Older wizard: errors are shown, and it advances regardless.
  const notices: ComparisonNotice[] = [];
  if (updateError !== null) notices.push({ kind: 'error', title: ERROR_TITLES.updateProfile, error: updateError });
  else if (compareError !== null) notices.push({ kind: 'error', title: ERROR_TITLES.compareProviders, error: compareError });
  if (result) {
    if (result.providers.length === 0) notices.push({ kind: 'invalid', text: MESSAGES.noProviders });
    else if (updateError === null) notices.push({ kind: 'success', text: MESSAGES.comparisonCompleted });
  }
  return { result, notices, isAdvancing: true };
}
