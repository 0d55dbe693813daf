import { TextField, type SxProps, type Theme } from '@mui/material';
import type { CatalogueOption } from '@domain/vocabulary';

export interface NativeSelectProps {
  label: string;
  value: string;
  options: readonly CatalogueOption[];
  onChange: (value: string) => void;
  /** The first, empty choice ('All' in a filter, a blank in a form); none: no empty choice. */
  emptyLabel?: string;
  error?: string;
  helperText?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  sx?: SxProps<Theme>;
}

/** A labelled native select (a phone shows its own picker), for the filters and the forms' fixed lists. */
export const NativeSelect = ({ label, value, options, onChange, emptyLabel, error, helperText, isRequired, isDisabled, sx }: NativeSelectProps) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    required={isRequired}
    disabled={isDisabled}
    error={Boolean(error)}
    helperText={error ?? helperText}
    onChange={(event) => onChange(event.target.value)}
    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    sx={sx}
  >
    {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </TextField>
);
