import { Alert, Stack, Typography } from '@mui/material';
import { missingProviderFields, QUALITY_THRESHOLDS } from '@domain/catalogue-rules';
import { terminalTypeLabel } from '@domain/vocabulary';
import type { NewProviderBody, NewTerminalBody } from '../../../api/catalogueTypes';
import { providerFieldLabel } from '../catalogueView';
import { ADD_PROVIDER } from '../providerTexts';

export interface ReviewStepProps {
  provider: Partial<NewProviderBody>;
  terminals: Partial<NewTerminalBody>[];
  score: number;
}

/**
 * Step 3, Review and Submit: what will be saved, the score, and (the provider status rule) that a
 * complete provider will be live and an incomplete one saved as draft, with what it still lacks.
 */
export const ReviewStep = ({ provider, terminals, score }: ReviewStepProps) => {
  const missing = missingProviderFields(provider);
  const isComplete = score >= QUALITY_THRESHOLDS.live;
  return (
    <Stack spacing={2}>
      <Alert severity={isComplete ? 'success' : 'warning'}>{isComplete ? ADD_PROVIDER.willBeLive : ADD_PROVIDER.willBeDraft(score)}</Alert>
      <Typography variant="subtitle1" component="h3">
        {ADD_PROVIDER.review.provider}: {provider.name}
      </Typography>
      {missing.length > 0 && (
        <Typography variant="body2">
          {ADD_PROVIDER.review.missing}: {missing.map(providerFieldLabel).join(', ')}
        </Typography>
      )}
      <Typography variant="subtitle1" component="h3">
        {ADD_PROVIDER.review.terminals}: {terminals.length}
      </Typography>
      <Stack component="ul" sx={{ m: 0, pl: 3 }}>
        {terminals.map((terminal, index) => (
          <li key={index}>
            {terminal.name} ({terminalTypeLabel(terminal.type)})
          </li>
        ))}
      </Stack>
    </Stack>
  );
};
