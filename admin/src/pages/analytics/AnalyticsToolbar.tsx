import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { UkDateField } from '../../components/UkDateField';
import { ANALYTICS } from '../../messages';
import { analyticsCsvUrl, isValidRange } from './analyticsPeriod';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface AnalyticsToolbarProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
}

/**
 * The date range (UK days typed as DD/MM/YYYY, both included) and the exports: Export CSV downloads the
 * server's CSV for the same range; Export PDF opens the browser's print dialog (A4, PrintStyles).
 */
export const AnalyticsToolbar = ({ range, onChange }: AnalyticsToolbarProps) => {
  const isValid = isValidRange(range.startDate, range.endDate);
  return (
    <Stack data-print="hide" direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <UkDateField
        label={ANALYTICS.startDate}
        value={range.startDate}
        onChange={(startDate) => onChange({ ...range, startDate })}
        error={!isValid}
        helperText={isValid ? undefined : ANALYTICS.invalidRange}
        sx={{ width: 180 }}
      />
      <UkDateField
        label={ANALYTICS.endDate}
        value={range.endDate}
        onChange={(endDate) => onChange({ ...range, endDate })}
        error={!isValid}
        sx={{ width: 180 }}
      />
      <Button variant="outlined" startIcon={<DownloadIcon />} component="a" href={analyticsCsvUrl(range)} download disabled={!isValid}>
        {ANALYTICS.exportCsv}
      </Button>
      <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => window.print()} disabled={!isValid}>
        {ANALYTICS.exportPdf}
      </Button>
    </Stack>
  );
};
