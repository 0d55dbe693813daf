import { isExistingCustomer } from '../businessData';
import { pricedData } from '../pricing';
import { StepHeader } from '../StepHeader';
import type { WizardController } from '../useWizardController';
import { BusinessSetupRequirements } from './paymentData/BusinessSetupRequirements';
import { CostEstimate } from './paymentData/CostEstimate';
import { ExistingCustomerInputs } from './paymentData/ExistingCustomerInputs';
import { NewCustomerInputs } from './paymentData/NewCustomerInputs';

/** Step 3 'Provide payment data': depends on the payment status. */
export function PaymentDataStep({ controller }: { controller: WizardController }) {
  const { state, dispatch, features } = controller;
  const isExisting = isExistingCustomer(state.businessData);
  return (
    <section className="wizard-step" aria-labelledby="wizard-step-heading">
      <StepHeader
        step={3}
        intro={
          isExisting
            ? 'Upload a recent statement or enter your figures, and we work out what you pay today.'
            : 'Tell us roughly what you expect to take by card.'
        }
      />
      {isExisting ? <ExistingCustomerInputs controller={controller} /> : <NewCustomerInputs controller={controller} />}
      {features.hasSetupRequirements && <BusinessSetupRequirements data={state.businessData} dispatch={dispatch} />}
      <CostEstimate data={pricedData(state)} isNewCustomer={!isExisting} />
    </section>
  );
}
