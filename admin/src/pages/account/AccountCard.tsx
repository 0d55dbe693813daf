import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** The frame of the signed-out screens beside the sign-in page: a centred card with a heading. */
export const AccountCard = ({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) => (
  <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.100' }}>
    <Card sx={{ width: '100%', maxWidth: 420 }}>
      <CardContent>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  </Box>
);
