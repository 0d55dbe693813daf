import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { UkDateTimeField } from './UkDateTimeField';

export interface UkDateTimeInputProps {
  /** The form field holding the UK wall-clock time ('2026-11-25T14:30'). */
  source: string;
  label: string;
  validate?: Validator | Validator[];
  fullWidth?: boolean;
}

/** UkDateTimeField in a react-admin form: the field's value and validation, its errors in react-admin's words. */
export const UkDateTimeInput = ({ source, label, validate, fullWidth }: UkDateTimeInputProps) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, validate });
  return (
    <UkDateTimeField
      id={id}
      name={field.name}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={invalid}
      helperText={invalid ? <InputHelperText error={error?.message} /> : undefined}
      fullWidth={fullWidth}
    />
  );
};
