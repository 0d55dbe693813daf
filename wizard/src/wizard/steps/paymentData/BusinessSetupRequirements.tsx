import type { Dispatch } from 'react';
import { deriveIntegrationNeed } from '@domain/pricing';
import { CheckboxGroup, NumberField, SelectField } from '../../../components/fields';
import { toggleValue, type BusinessData } from '../../businessData';
import {
  CONNECTIVITY_OPTIONS,
  INTEGRATION_NEED_OPTIONS,
  INTEGRATION_OPTIONS,
  SOFTWARE_PREFERENCE_OPTIONS,
  TERMINAL_TYPE_PREFERENCE_OPTIONS,
  labelOf,
  type Option,
} from '@domain/vocabulary/wizard-options';
import type { WizardAction } from '../../state';

/** Payment methods that use a card terminal on site. */
const TERMINAL_METHODS = ['pdq', 'epos'];

interface IntegrationPicker {
  label: string;
  options: readonly Option[];
  groups?: readonly { label: string; options: readonly Option[] }[];
}

/** The specific-integration picker for the need: EPOS system, payment gateway or integration method. */
export function integrationPickerFor(need: string): IntegrationPicker | null {
  switch (need) {
    case 'epos':
      return { label: 'EPOS system', options: INTEGRATION_OPTIONS.epos };
    case 'gateway':
      return { label: 'Payment gateway', options: INTEGRATION_OPTIONS.gateway };
    case 'api':
    case 'website':
      return {
        label: 'Integration method',
        options: [],
        groups: [
          { label: need === 'api' ? 'API' : 'Website', options: need === 'api' ? INTEGRATION_OPTIONS.api : INTEGRATION_OPTIONS.website },
          { label: need === 'api' ? 'Website' : 'API', options: need === 'api' ? INTEGRATION_OPTIONS.website : INTEGRATION_OPTIONS.api },
          { label: 'Accounting software', options: INTEGRATION_OPTIONS.accounting },
          { label: 'Custom', options: INTEGRATION_OPTIONS.custom },
        ],
      };
    default:
      return null;
  }
}

/** The newer wizard's 'Business Setup Requirements' block (step 3). */
export function BusinessSetupRequirements({ data, dispatch }: { data: BusinessData; dispatch: Dispatch<WizardAction> }) {
  const update = (patch: Partial<BusinessData>) => dispatch({ type: 'update', patch });
  const detected = deriveIntegrationNeed(data.paymentMethods);
  const need = data.needsIntegration || detected;
  const picker = integrationPickerFor(need);
  const usesTerminal = data.paymentMethods.some((method) => TERMINAL_METHODS.includes(method));
  return (
    <section className="setup-requirements" aria-labelledby="setup-requirements-title">
      <h3 id="setup-requirements-title" className="section-heading">
        Business Setup Requirements
      </h3>
      <div className="field-grid">
        <NumberField
          label="Number of terminals"
          value={data.numberOfTerminals}
          min={1}
          step={1}
          onChange={(numberOfTerminals) => update({ numberOfTerminals })}
        />
        <NumberField label="Merchant accounts" value={data.merchantAccounts} min={1} step={1} onChange={(merchantAccounts) => update({ merchantAccounts })} />
      </div>
      <SelectField
        label="Integration need"
        hint={`Detected from your payment methods: ${labelOf(INTEGRATION_NEED_OPTIONS, detected)}.`}
        value={need}
        options={INTEGRATION_NEED_OPTIONS}
        onChange={(needsIntegration) => update({ needsIntegration, integrationSpecific: '' })}
      />
      {picker && (
        <SelectField
          label={picker.label}
          value={data.integrationSpecific}
          options={picker.options}
          groups={picker.groups}
          placeholder="Select an option"
          onChange={(integrationSpecific) => update({ integrationSpecific })}
        />
      )}
      {usesTerminal && (
        <>
          <SelectField
            label="Terminal type preference"
            value={data.terminalTypePreference}
            options={TERMINAL_TYPE_PREFERENCE_OPTIONS}
            placeholder="No preference"
            onChange={(terminalTypePreference) => update({ terminalTypePreference })}
          />
          <CheckboxGroup
            legend="Third-party software preferences"
            layout="list"
            options={SOFTWARE_PREFERENCE_OPTIONS}
            values={data.softwareIntegrationPrefs}
            onToggle={(value) => update({ softwareIntegrationPrefs: toggleValue(data.softwareIntegrationPrefs, value) })}
          />
        </>
      )}
      <CheckboxGroup
        legend="Connectivity preferences"
        layout="list"
        options={CONNECTIVITY_OPTIONS}
        values={data.connectivityPreferences}
        onToggle={(value) => update({ connectivityPreferences: toggleValue(data.connectivityPreferences, value) })}
      />
    </section>
  );
}
