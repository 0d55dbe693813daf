import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';

/** A titled card of the dashboard (its heading names the region for screen readers too). */
export const Panel = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => (
  <Card component="section" aria-label={title} variant="outlined" sx={{ height: '100%' }}>
    <CardContent>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </CardContent>
  </Card>
);
