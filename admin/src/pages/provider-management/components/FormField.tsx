import { Autocomplete, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { optionsWith } from '@domain/vocabulary';
import type { FormValues } from '../catalogueView';
import type { FieldDefinition } from '../providerForm';
import { NativeSelect } from './NativeSelect';

export interface FormFieldProps {
  field: FieldDefinition;
  values: FormValues;
  error?: string;
  onChange: (name: string, value: string | string[] | boolean) => void;
}

/**
 * One field of the provider or terminal form, by kind: a fixed list is a select (with any value
 * the record holds outside the list kept), a list field a multiple choice, a flag a checkbox, a
 * number an input with its min, max and step. Required fields are marked, not enforced: the
 * server decides and its message is shown under the field.
 */
export const FormField = ({ field, values, error, onChange }: FormFieldProps) => {
  const value = values[field.name];
  if (field.kind === 'flag') {
    return (
      <FormControlLabel control={<Checkbox checked={value === true} onChange={(event) => onChange(field.name, event.target.checked)} />} label={field.label} />
    );
  }
  if (field.kind === 'list') {
    const selected = Array.isArray(value) ? value : [];
    const options = optionsWith(field.options ?? [], selected);
    return (
      <Autocomplete
        multiple
        size="small"
        options={options.map((option) => option.value)}
        getOptionLabel={(option) => options.find((candidate) => candidate.value === option)?.label ?? option}
        value={selected}
        onChange={(_, next) => onChange(field.name, next)}
        renderInput={(params) => <TextField {...params} label={field.label} required={field.isRequired} error={Boolean(error)} helperText={error} />}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (field.options) {
    return (
      <NativeSelect
        label={field.label}
        value={text}
        options={optionsWith(field.options, text)}
        emptyLabel=""
        isRequired={field.isRequired}
        error={error}
        onChange={(next) => onChange(field.name, next)}
      />
    );
  }
  return (
    <TextField
      size="small"
      label={field.label}
      value={text}
      required={field.isRequired}
      multiline={field.isMultiline}
      minRows={field.isMultiline ? 2 : undefined}
      type={field.kind === 'number' ? 'number' : 'text'}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => onChange(field.name, event.target.value)}
      slotProps={{ htmlInput: field.bounds ? { min: field.bounds.min, max: field.bounds.max, step: field.bounds.step } : undefined }}
    />
  );
};
