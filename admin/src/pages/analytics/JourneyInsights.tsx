import { Box, Typography } from '@mui/material';
import type { CustomerJourney } from '../../api/types';
import { ANALYTICS } from '../../messages';
import { fractionAsPercent } from './chartData';
import { ChartCard } from './ChartCard';

/** Journey insights: time to complete, statement upload rate and the most common drop-off step. */
export const JourneyInsights = ({ journey }: { journey: CustomerJourney }) => {
  const facts = [
    {
      label: ANALYTICS.averageTimeToComplete,
      value: journey.averageTimeToComplete === null ? ANALYTICS.notEnoughData : ANALYTICS.minutes(journey.averageTimeToComplete),
    },
    { label: ANALYTICS.documentUploadRate, value: fractionAsPercent(journey.documentUploadRate) },
    { label: ANALYTICS.mostCommonDropoff, value: journey.mostCommonDropoffPoint ?? ANALYTICS.notEnoughData },
  ];
  return (
    <ChartCard title={ANALYTICS.journey}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {fact.value}
            </Typography>
          </div>
        ))}
      </Box>
    </ChartCard>
  );
};
