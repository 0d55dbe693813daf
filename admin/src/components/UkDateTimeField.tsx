import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { TextField } from '@mui/material';
import { UK_DATE_TIME_INPUT } from '../messages';
import { formatUkDateTimeInput, parseUkDateTimeInput } from '../ukDateInput';

export interface UkDateTimeFieldProps {
  label: ReactNode;
  /** The UK wall-clock time the API takes ('2026-11-25T14:30'), '' for none, or unreadable text as typed. */
  value: string;
  /**
   * Called with the UK wall-clock time once the text is a real date and time, '' once it is emptied,
   * and the text itself (trimmed) while it is unreadable, so that a form's own check refuses it
   * rather than keeping the time typed before.
   */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The caller's own problem (e.g. missing), shown when the text itself is readable. */
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  name?: string;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  size?: 'small' | 'medium';
}

/** What the form holds for a text: the wall-clock time, '' for nothing, else the text itself. */
const valueOf = (text: string): string => (text.trim() === '' ? '' : (parseUkDateTimeInput(text) ?? text.trim()));

/**
 * A date and time typed as DD/MM/YYYY HH:MM (24-hour) whatever the browser's language (a native
 * datetime-local input follows the browser's locale: MM/DD/YYYY and AM/PM in en-US); the caller
 * keeps the UK wall-clock time the API reads. Unreadable text says how to write it once the field
 * is left (or the caller flags it), not while it is still being typed.
 */
export const UkDateTimeField = ({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  required,
  inputRef,
  id,
  name,
  fullWidth,
  margin,
  size,
}: UkDateTimeFieldProps) => {
  const [text, setText] = useState(() => formatUkDateTimeInput(value) || value);
  const [isLeft, setIsLeft] = useState(false);
  // A new value from outside (a reset, another record) replaces the text unless the text already says it.
  useEffect(() => {
    setText((current) => (valueOf(current) === value ? current : formatUkDateTimeInput(value) || value));
  }, [value]);
  const isTextInvalid = text.trim() !== '' && parseUkDateTimeInput(text) === null;
  const showsInvalid = isTextInvalid && (isLeft || error);
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      value={text}
      required={required}
      inputRef={inputRef}
      fullWidth={fullWidth}
      margin={margin}
      size={size}
      placeholder={UK_DATE_TIME_INPUT.placeholder}
      onChange={(event) => {
        setText(event.target.value);
        const next = valueOf(event.target.value);
        if (next !== value) onChange(next);
      }}
      onFocus={() => setIsLeft(false)}
      onBlur={() => {
        setIsLeft(true);
        onBlur?.();
      }}
      error={showsInvalid || (!isTextInvalid && error)}
      helperText={showsInvalid ? UK_DATE_TIME_INPUT.invalid : (helperText ?? UK_DATE_TIME_INPUT.hint)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { autoComplete: 'off' } }}
    />
  );
};
