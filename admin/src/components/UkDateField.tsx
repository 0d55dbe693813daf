import { useEffect, useState } from 'react';
import { TextField, type SxProps, type Theme } from '@mui/material';
import { UK_DATE_INPUT } from '../messages';
import { formatUkDateInput, parseUkDateInput } from '../ukDateInput';

export interface UkDateFieldProps {
  label: string;
  /** The ISO day (YYYY-MM-DD), or '' for none. */
  value: string;
  /** Called with the ISO day once the text is a real day, or '' once it is emptied. */
  onChange: (iso: string) => void;
  /** The caller's own problem (e.g. a reversed range), shown when the text itself is fine. */
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}

/**
 * A day typed as DD/MM/YYYY whatever the browser's language (a native date input follows the
 * browser's locale); the caller keeps the ISO day the API takes. Text that is no real day says
 * 'Enter the date as DD/MM/YYYY.' and changes nothing.
 */
export const UkDateField = ({ label, value, onChange, error, helperText, sx }: UkDateFieldProps) => {
  const [text, setText] = useState(() => formatUkDateInput(value));
  const typed = text.trim() === '' ? '' : parseUkDateInput(text);
  // A new value from outside (a preset, a reset) replaces the text unless the text already says it.
  useEffect(() => {
    setText((current) => ((current.trim() === '' ? '' : parseUkDateInput(current)) === value ? current : formatUkDateInput(value)));
  }, [value]);
  const isTextInvalid = typed === null;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      placeholder={UK_DATE_INPUT.placeholder}
      onChange={(event) => {
        setText(event.target.value);
        const next = event.target.value.trim() === '' ? '' : parseUkDateInput(event.target.value);
        if (next !== null && next !== value) onChange(next);
      }}
      error={isTextInvalid || error}
      helperText={isTextInvalid ? UK_DATE_INPUT.invalid : helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      sx={sx}
    />
  );
};
