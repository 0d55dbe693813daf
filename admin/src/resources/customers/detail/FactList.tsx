import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Labelled values as a description list: two columns where there is room, one on a phone. */
export const FactList = ({ facts }: { facts: Fact[] }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 14rem) minmax(0, 1fr)' },
      columnGap: 2,
      rowGap: { xs: 0, sm: 0.75 },
      m: 0,
    }}
  >
    {facts.map((fact) => (
      <Box key={fact.label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { xs: 1, sm: 0 } }}>
          {fact.label}
        </Typography>
        <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {fact.value}
        </Typography>
      </Box>
    ))}
  </Box>
);
