import { Chip, Stack, Typography } from '@mui/material';
import { providerFieldLabel } from '../catalogueView';
import { PROVIDERS } from '../providerTexts';

export interface SummaryTermsProps {
  /** The share of the summary-box terms stated (summaryTermsScore of @domain/catalogue-rules). */
  score: number;
  /** The terms not stated (missingSummaryTerms). */
  missing: readonly string[];
}

/**
 * The summary-terms score beside the data-quality score: not a live gate, it tells staff which
 * contract terms a quote's summary box will show as 'not stated', and lists them.
 */
export const SummaryTerms = ({ score, missing }: SummaryTermsProps) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} data-testid="summary-terms">
    <Chip size="small" variant="outlined" label={PROVIDERS.summaryTerms(score)} aria-live="polite" />
    {missing.length > 0 && (
      <Typography variant="body2" color="text.secondary">
        {PROVIDERS.summaryTermsMissing(missing.map(providerFieldLabel).join(', '))}
      </Typography>
    )}
  </Stack>
);
