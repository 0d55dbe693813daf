import { MenuItem, Stack, TextField } from '@mui/material';
import { UkDateField } from '../../components/UkDateField';
import { DASHBOARD } from '../../messages';
import { isCompletePeriod, PERIOD_CHOICES, type DashboardPeriodChoice, type DashboardPeriodState } from './dashboardPeriod';

export interface DashboardPeriodFilterProps {
  value: DashboardPeriodState;
  onChange: (value: DashboardPeriodState) => void;
}

/** The dashboard's date filter: the last 30 days or a preset (today, yesterday, this/last week, this/last month, custom), in UK days; custom shows two days typed as DD/MM/YYYY. */
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
          <UkDateField label={DASHBOARD.from} value={value.startDate} onChange={(startDate) => onChange({ ...value, startDate })} />
          <UkDateField
            label={DASHBOARD.to}
            value={value.endDate}
            onChange={(endDate) => onChange({ ...value, endDate })}
            error={isReversed}
            helperText={isReversed ? DASHBOARD.invalidRange : undefined}
          />
        </>
      )}
    </Stack>
  );
};
