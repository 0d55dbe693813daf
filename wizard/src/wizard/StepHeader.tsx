import { STEP_TITLES } from './messages';
import type { WizardStep } from './state';
import { STEP_HEADING_ID } from './useWizardController';

/** The step's name and heading; the heading takes focus at each step change. */
export function StepHeader({ step, intro }: { step: WizardStep; intro?: string }) {
  const { name, heading } = STEP_TITLES[step];
  return (
    <header className="step-header">
      <p className="step-header__name">{name}</p>
      <h2 id={STEP_HEADING_ID} className="step-header__title" tabIndex={-1}>
        {heading}
      </h2>
      {intro && <p className="step-header__intro">{intro}</p>}
    </header>
  );
}
