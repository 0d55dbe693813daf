import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Cards in 3 columns on a wide screen, 2 on a tablet, 1 on a phone. */
export const CardGrid = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box
    component="section"
    aria-label={label}
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
  >
    {children}
  </Box>
);
