/**
 * The five steps of the public wizard (the confirmation is not a
 * sixth), by number, with the names the wizard shows. The wizard's step headers and the
 * back-office's journey figures (the most common drop-off point) read the same names.
 */
export const WIZARD_STEP_NAMES = {
  1: 'Business Details',
  2: 'Payment Methods',
  3: 'Upload/Input',
  4: 'Compare',
  5: 'Apply',
} as const;

export type WizardStepNumber = keyof typeof WIZARD_STEP_NAMES;

export const WIZARD_STEP_COUNT = 5;

/** The name of a step (1-5); any other number has none. */
export function wizardStepName(step: number | null | undefined): string | null {
  return step && Object.hasOwn(WIZARD_STEP_NAMES, step) ? WIZARD_STEP_NAMES[step as WizardStepNumber] : null;
}
