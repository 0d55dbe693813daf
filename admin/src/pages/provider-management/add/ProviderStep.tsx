import { TextField } from '@mui/material';
import type { FormValues } from '../catalogueView';
import { FormField } from '../components/FormField';
import { FieldGrid } from '../edit/FieldGrid';
import { ADD_PROVIDER, EDIT_PROVIDER } from '../providerTexts';
import { NEW_PROVIDER_SECTIONS } from './newProvider';

export interface StepProps {
  values: FormValues;
  errors: Record<string, string>;
  onChange: (name: string, value: string | string[] | boolean) => void;
}

/** Step 1, Provider Information: the provider's fields with the wizard's lists and the rental range as 'min-max'. */
export const ProviderStep = ({ values, errors, onChange }: StepProps) => (
  <>
    {NEW_PROVIDER_SECTIONS.map((section) => (
      <FieldGrid key={section.key} title={EDIT_PROVIDER.sections[section.key]}>
        {section.fields.map((field) => (
          <FormField key={field.name} field={field} values={values} error={errors[field.name]} onChange={onChange} />
        ))}
        {section.key === 'fees' && (
          <TextField
            size="small"
            label={ADD_PROVIDER.rentalRange}
            value={typeof values.rentalRange === 'string' ? values.rentalRange : ''}
            required
            error={Boolean(errors.rentalRange)}
            helperText={errors.rentalRange ?? ADD_PROVIDER.rentalRangeHelp}
            onChange={(event) => onChange('rentalRange', event.target.value)}
          />
        )}
      </FieldGrid>
    ))}
  </>
);
