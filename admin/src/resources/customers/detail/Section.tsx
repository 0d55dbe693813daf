import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A titled part of a tab; the title is a heading (h2) so screen readers can jump between parts. */
export const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Box component="section" aria-labelledby={id} sx={{ mb: 3, minWidth: 0 }}>
    <Typography id={id} variant="h6" component="h2" gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

/** What a section says when it has nothing to show. */
export const EmptyNote = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary" variant="body2">
    {children}
  </Typography>
);
