/**
 * The two sources of step 3's figures besides typing them: the industry's typical figures and an
 * analysed card statement. The checks and texts here; the calls in usePaymentDataSources.
 */
import type { IndustryDefaults } from '../api/types';
import type { BusinessData } from './businessData';
import { MESSAGES, UPLOAD_TEXTS, type ToastText } from './messages';

/** The industry's figures need the business type, then the sector; null when both are chosen. */
export function industryDefaultsProblem(data: Pick<BusinessData, 'businessType' | 'businessSector'>): ToastText | null {
  if (!data.businessType) return MESSAGES.selectBusinessTypeFirst;
  if (!data.businessSector) return MESSAGES.selectSectorForDefaults;
  return null;
}

/** The toast after the figures were applied, naming the sector they came from. */
export function industryDefaultsAppliedText(defaults: Pick<IndustryDefaults, 'sectorLabel'>): ToastText {
  return { title: MESSAGES.industryDefaultsApplied.title, description: `Typical figures for ${defaults.sectorLabel} loaded.` };
}

/** What the upload says when the visitor cancelled it. */
export const UPLOAD_CANCELLED = 'Upload cancelled';

/** A failed analysis shows the error's own message, or a general one when it has none. */
export function statementFailureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UPLOAD_TEXTS.failed;
}
