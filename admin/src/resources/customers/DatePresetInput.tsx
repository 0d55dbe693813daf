import { MenuItem, TextField } from '@mui/material';
import { useInput } from 'react-admin';
import { CUSTOMER_DATE_FILTERS, DATE_PRESET_LABELS } from '@domain/vocabulary/date-presets';
import { CUSTOMERS } from '../../messages';

/**
 * The customer date filter: All time, Today, Yesterday, Last 7 days, Last 30 days,
 * This month, Year to date, mapped to the server's presets. 'All time' is no filter at all (the
 * server's default), so it never counts as a filter the user set.
 */
export const DatePresetInput = ({ source = 'dateFilter' }: { source?: string; alwaysOn?: boolean }) => {
  const { field, id } = useInput({ source });
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : 'all';
  return (
    <TextField
      select
      id={id}
      size="small"
      label={CUSTOMERS.filters.date}
      value={value}
      onChange={(event) => field.onChange(event.target.value === 'all' ? '' : event.target.value)}
      onBlur={field.onBlur}
      sx={{ minWidth: 160, mb: 0.5 }}
    >
      {CUSTOMER_DATE_FILTERS.map((preset) => (
        <MenuItem key={preset} value={preset}>
          {DATE_PRESET_LABELS[preset]}
        </MenuItem>
      ))}
    </TextField>
  );
};
