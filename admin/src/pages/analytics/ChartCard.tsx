import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** A titled card of the analytics screen; on paper it is kept on one page where it fits. */
export const ChartCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title} variant="outlined" sx={{ breakInside: 'avoid' }}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
