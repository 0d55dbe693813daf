import { isExistingCustomer } from '../businessData';
import { pricedData, quoteWithTerminal } from '../pricing';
import { selectedProvider } from '../state';
import { StepHeader } from '../StepHeader';
import type { WizardController } from '../useWizardController';
import { ApplicationFormSection } from './apply/ApplicationFormSection';
import { SolutionSummary } from './apply/SolutionSummary';

/** Step 5 'Submit application': the chosen solution priced with its terminal, then the form. */
export function ApplyStep({ controller }: { controller: WizardController }) {
  const { state, busy, terminalsByProvider, submitApplication } = controller;
  const provider = selectedProvider(state);
  const data = pricedData(state);
  const isExisting = isExistingCustomer(data);
  const terminal = provider ? (terminalsByProvider[provider.id]?.terminals.find((item) => item.id === state.selectedTerminalId) ?? null) : null;
  return (
    <section className="wizard-step" aria-labelledby="wizard-step-heading">
      <StepHeader step={5} />
      <h3 className="apply-headline">{isExisting ? 'Switch & Save Money' : 'Your Complete Payment Solution'}</h3>
      {provider && (
        <SolutionSummary data={data} provider={provider} terminal={terminal} quote={quoteWithTerminal(data, provider, terminal)} isExisting={isExisting} />
      )}
      <ApplicationFormSection businessName={state.businessData.businessName} isSubmitting={busy === 'submitting'} onSubmit={submitApplication} />
    </section>
  );
}
