import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled section of a form, its fields in two columns from 600 px. */
export const FieldGrid = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
    <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
      {title}
    </Typography>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>{children}</Box>
  </Box>
);
