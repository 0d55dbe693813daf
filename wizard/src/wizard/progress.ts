/**
 * Pure texts and numbers of the wizard's progress banner:
 * 'Step N of total', a progress bar, and one minute per remaining step.
 */

/** The five-step reading is the one built; the confirmation is not a sixth step. */
export const WIZARD_STEP_COUNT = 5;

/** Keeps a step number inside 1..total. */
export function clampStep(step: number, total: number): number {
  return Math.min(Math.max(Math.round(step), 1), Math.max(total, 1));
}

/** 1, 5 -> 'Step 1 of 5'. */
export function stepLabel(step: number, total: number): string {
  return `Step ${clampStep(step, total)} of ${total}`;
}

/** Remaining steps after this one, each counted as one minute: 1, 5 -> 4. */
export function minutesLeft(step: number, total: number): number {
  return Math.max(total - clampStep(step, total), 0);
}

/** 1, 5 -> 'About 4 minutes left'; 'About 1 minute left' when one or fewer steps remain. */
export function timeLeftText(step: number, total: number): string {
  const minutes = minutesLeft(step, total);
  return minutes <= 1 ? 'About 1 minute left' : `About ${minutes} minutes left`;
}

/** Share of the bar filled, in whole percent: 1, 5 -> 20; 5, 5 -> 100. */
export function progressPercent(step: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((clampStep(step, total) / total) * 100);
}
