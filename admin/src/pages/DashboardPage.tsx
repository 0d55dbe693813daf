import { Box, Chip, Stack, Typography } from '@mui/material';
import { Loading } from 'react-admin';
import { ROLE_LABELS } from '../roles';
import { useCurrentUser } from '../useCurrentUser';

/** Dashboard at /crm and /crm/dashboard (spec §2). Only real data: who is signed in, and how. */
export const DashboardPage = () => {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <Loading />;

  return (
    <Box component="section" sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Dashboard
      </Typography>
      {user && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography>Welcome, {user.name}</Typography>
          <Chip size="small" label={ROLE_LABELS[user.role]} />
          {user.role === 'partner' && user.providerId !== null && (
            <Chip size="small" color="secondary" label="Provider Access" />
          )}
        </Stack>
      )}
    </Box>
  );
};
