import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface MessagePanelProps {
  heading: string;
  text: string;
  children?: ReactNode;
}

/** A centred heading and text, for the 404, access-denied and authentication-error screens. */
export const MessagePanel = ({ heading, text, children }: MessagePanelProps) => (
  <Box component="section" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
    <Typography variant="h4" component="h1">
      {heading}
    </Typography>
    <Typography color="text.secondary">{text}</Typography>
    {children}
  </Box>
);
