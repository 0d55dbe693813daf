import { CheckboxGroup } from '../../components/fields';
import { toggleValue } from '../businessData';
import { CARD_TYPE_OPTIONS, PAYMENT_METHOD_OPTIONS } from '@domain/vocabulary/wizard-options';
import { StepHeader } from '../StepHeader';
import type { WizardController } from '../useWizardController';

/** Keeps a multi-select in the order of its option list. */
function inOptionOrder(values: readonly string[], order: readonly { value: string }[]): string[] {
  return order.map((option) => option.value).filter((value) => values.includes(value));
}

/** Step 2 'How you take payments': processing methods and card types (multi-select). */
export function PaymentMethodsStep({ controller }: { controller: WizardController }) {
  const { state, dispatch } = controller;
  const data = state.businessData;
  return (
    <section className="wizard-step" aria-labelledby="wizard-step-heading">
      <StepHeader step={2} intro="Choose every way you take, or want to take, card payments." />
      <CheckboxGroup
        legend="Payment methods"
        hint="Select all that apply."
        options={PAYMENT_METHOD_OPTIONS}
        values={data.paymentMethods}
        onToggle={(value) => dispatch({ type: 'setPaymentMethods', methods: inOptionOrder(toggleValue(data.paymentMethods, value), PAYMENT_METHOD_OPTIONS) })}
        isRequired
      />
      <CheckboxGroup
        legend="Card types"
        hint="Which cards do you want to accept?"
        options={CARD_TYPE_OPTIONS}
        values={data.cardTypes}
        onToggle={(value) => dispatch({ type: 'update', patch: { cardTypes: inOptionOrder(toggleValue(data.cardTypes, value), CARD_TYPE_OPTIONS) } })}
        isRequired
      />
    </section>
  );
}
