import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';

/**
 * The frame of the signed-out screens (sign-in, forgot password, set password): a centred card
 * with a heading and, when given, a line under it.
 */
export const SignInCard = ({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) => (
  <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.100' }}>
    <Card sx={{ width: '100%', maxWidth: 400 }}>
      <CardContent>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  </Box>
);

/** The card's full-width submit button; while the form is sent it is disabled and spins. */
export const SignInSubmit = ({ isBusy, children }: { isBusy: boolean; children: ReactNode }) => (
  <Button
    type="submit"
    variant="contained"
    disabled={isBusy}
    startIcon={isBusy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    fullWidth
  >
    {children}
  </Button>
);
