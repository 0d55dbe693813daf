import { MenuItem, Stack, TextField } from '@mui/material';
import { DASHBOARD } from '../../messages';
import { isCompletePeriod, PERIOD_CHOICES, type DashboardPeriodChoice, type DashboardPeriodState } from './dashboardPeriod';

export interface DashboardPeriodFilterProps {
  value: DashboardPeriodState;
  onChange: (value: DashboardPeriodState) => void;
}

/** The dashboard's date filter: the last 30 days or a preset (today, yesterday, this/last week, this/last month, custom), in UK days; custom shows two day pickers. */
export const DashboardPeriodFilter = ({ value, onChange }: DashboardPeriodFilterProps) => {
  const isReversed = value.choice === 'custom' && value.startDate !== '' && value.endDate !== '' && !isCompletePeriod(value);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={DASHBOARD.period}
        value={value.choice}
        onChange={(event) => onChange({ ...value, choice: event.target.value as DashboardPeriodChoice })}
        sx={{ minWidth: 180 }}
      >
        {PERIOD_CHOICES.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
      {value.choice === 'custom' && (
        <>
          <TextField
            type="date"
            size="small"
            label={DASHBOARD.from}
            value={value.startDate}
            onChange={(event) => onChange({ ...value, startDate: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.endDate || undefined } }}
          />
          <TextField
            type="date"
            size="small"
            label={DASHBOARD.to}
            value={value.endDate}
            onChange={(event) => onChange({ ...value, endDate: event.target.value })}
            error={isReversed}
            helperText={isReversed ? DASHBOARD.invalidRange : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.startDate || undefined } }}
          />
        </>
      )}
    </Stack>
  );
};
