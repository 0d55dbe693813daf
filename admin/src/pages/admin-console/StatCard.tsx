import { Card, CardContent, Skeleton, Typography } from '@mui/material';

/** One figure of the system stats: a skeleton while it loads. */
export const StatCard = ({ label, value, isPending }: { label: string; value: string; isPending: boolean }) => (
  <Card component="li" variant="outlined">
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {isPending ? (
        <Skeleton variant="text" width="60%" sx={{ fontSize: '1.5rem' }} aria-label={`Loading ${label}`} />
      ) : (
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {value}
        </Typography>
      )}
    </CardContent>
  </Card>
);
