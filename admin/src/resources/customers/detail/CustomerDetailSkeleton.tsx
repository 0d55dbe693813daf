import { Box, Skeleton, Stack } from '@mui/material';
import { CUSTOMER_DETAIL } from '../../../messages';

/** The screen's shape while the customer loads: header, tabs, and a few profile lines. */
export const CustomerDetailSkeleton = () => (
  <Box role="status" aria-label={CUSTOMER_DETAIL.loading} sx={{ p: 2 }}>
    <Skeleton variant="text" width={140} />
    <Skeleton variant="text" sx={{ fontSize: '2.125rem', maxWidth: 420 }} />
    <Stack direction="row" spacing={1} sx={{ my: 1 }}>
      <Skeleton variant="rounded" width={80} height={24} />
      <Skeleton variant="rounded" width={120} height={24} />
    </Stack>
    <Skeleton variant="rectangular" height={48} sx={{ my: 2 }} />
    {[0, 1, 2, 3, 4].map((line) => (
      <Skeleton key={line} variant="text" sx={{ maxWidth: 560 }} />
    ))}
  </Box>
);
