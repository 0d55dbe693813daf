import { RadioGroup, SelectField, TextField } from '../../components/fields';
import { BUSINESS_TYPE_OPTIONS, ORIGINAL_PAYMENT_STATUS_VALUES, PAYMENT_STATUS_OPTIONS, SECTOR_OPTIONS } from '@domain/vocabulary/wizard-options';
import { StepHeader } from '../StepHeader';
import type { WizardController } from '../useWizardController';

/** Step 1 'Tell us about your business': business type, payment status, name and sector (all required). */
export function BusinessDetailsStep({ controller }: { controller: WizardController }) {
  const { state, dispatch } = controller;
  const data = state.businessData;
  const update = (patch: Partial<typeof data>) => dispatch({ type: 'update', patch });
  const statusOptions =
    state.variant === 'original' ? PAYMENT_STATUS_OPTIONS.filter((option) => ORIGINAL_PAYMENT_STATUS_VALUES.includes(option.value)) : PAYMENT_STATUS_OPTIONS;
  return (
    <section className="wizard-step" aria-labelledby="wizard-step-heading">
      <StepHeader step={1} intro="No contact details needed to see your prices." />
      <RadioGroup
        legend="Business type"
        name="businessType"
        options={BUSINESS_TYPE_OPTIONS}
        value={data.businessType}
        onChange={(businessType) => update({ businessType })}
        isRequired
      />
      <RadioGroup
        legend="Payment status"
        name="paymentStatus"
        layout="list"
        options={statusOptions}
        value={data.paymentStatus}
        onChange={(paymentStatus) => update({ paymentStatus })}
        isRequired
      />
      <div className="field-row">
        <TextField
          label="Business name"
          value={data.businessName}
          onChange={(businessName) => update({ businessName })}
          autoComplete="organization"
          isRequired
        />
        <SelectField
          label="Business sector"
          value={data.businessSector}
          onChange={(businessSector) => update({ businessSector })}
          options={SECTOR_OPTIONS}
          placeholder="Select your sector"
          isRequired
        />
      </div>
    </section>
  );
}
