import { HelpTooltipProvider } from '../components/HelpTooltip';
import { useIsHydrated } from '../hooks/useIsHydrated';
import { ProgressBanner } from './ProgressBanner';
import { WizardWrapper } from './WizardWrapper';
import { Confirmation } from './Confirmation';
import { ProcessingOverlay } from './ProcessingOverlay';
import { progressSnapshot } from './storage';
import { WizardNavigation } from './WizardNavigation';
import { WIZARD_STEP_COUNT } from './progress';
import { ApplyStep } from './steps/ApplyStep';
import { BusinessDetailsStep } from './steps/BusinessDetailsStep';
import { CompareStep } from './steps/CompareStep';
import { PaymentDataStep } from './steps/PaymentDataStep';
import { PaymentMethodsStep } from './steps/PaymentMethodsStep';
import { useWizardController, type WizardController } from './useWizardController';
import type { WizardVariant } from './variant';

function CurrentStep({ controller }: { controller: WizardController }) {
  switch (controller.state.step) {
    case 1:
      return <BusinessDetailsStep controller={controller} />;
    case 2:
      return <PaymentMethodsStep controller={controller} />;
    case 3:
      return <PaymentDataStep controller={controller} />;
    case 4:
      return <CompareStep controller={controller} />;
    case 5:
      return <ApplyStep controller={controller} />;
  }
}

/** The five-step wizard, then the confirmation. */
export function ComparisonWizard({ variant }: { variant: WizardVariant }) {
  const controller = useWizardController(variant);
  const { state, busy } = controller;
  // The prerendered step is shown at once but takes no input until the wizard is live: an answer
  // typed into the static page would be lost to the wizard's state.
  const isLive = useIsHydrated();
  return (
    <WizardWrapper>
      {!state.isSubmitted && <ProgressBanner step={state.step} total={WIZARD_STEP_COUNT} />}
      <HelpTooltipProvider>
        <div className="wizard-card" aria-busy={busy !== 'idle'} data-step={state.isSubmitted ? 'submitted' : state.step} inert={!isLive}>
          {state.isSubmitted ? (
            <Confirmation
              reference={state.applicationReference ?? ''}
              reminder={{ profileId: state.businessData.id ?? null, sessionId: state.businessData.sessionId, snapshot: progressSnapshot(state) }}
              onStartNew={controller.startNewApplication}
            />
          ) : (
            <>
              <CurrentStep controller={controller} />
              <WizardNavigation controller={controller} />
            </>
          )}
        </div>
      </HelpTooltipProvider>
      {busy === 'comparing' && <ProcessingOverlay />}
    </WizardWrapper>
  );
}
