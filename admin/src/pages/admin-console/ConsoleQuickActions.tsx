import { Button, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { ADMIN_CONSOLE } from '../../messages';
import { PROVIDER_MANAGEMENT_PATH, type AdminConsoleTab } from '../../paths';

/** The overview's quick actions: the users tab, the data tab, provider management. */
export const ConsoleQuickActions = ({ openTab }: { openTab: (tab: AdminConsoleTab) => void }) => (
  <Stack component="section" aria-label={ADMIN_CONSOLE.quickActions} sx={{ gap: 1 }}>
    <Typography variant="h6" component="h2">
      {ADMIN_CONSOLE.quickActions}
    </Typography>
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
      <Button variant="outlined" onClick={() => openTab('users')}>
        {ADMIN_CONSOLE.manageUsers}
      </Button>
      <Button variant="outlined" onClick={() => openTab('data')}>
        {ADMIN_CONSOLE.dataManagement}
      </Button>
      <Button variant="outlined" component={LinkBase} to={PROVIDER_MANAGEMENT_PATH}>
        {ADMIN_CONSOLE.providerManagement}
      </Button>
    </Stack>
  </Stack>
);
