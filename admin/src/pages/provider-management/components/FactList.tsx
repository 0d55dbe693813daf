import { Box, Typography } from '@mui/material';

export interface Fact {
  label: string;
  value: string;
}

/** Label and value pairs of a card, as a description list in two columns. */
export const FactList = ({ facts }: { facts: readonly Fact[] }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, fontSize: '0.875rem' }}>
    {facts.map((fact) => (
      <Box key={fact.label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {fact.label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {fact.value}
        </Typography>
      </Box>
    ))}
  </Box>
);
