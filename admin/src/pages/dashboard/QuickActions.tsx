import { Button, Stack } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import { LinkBase } from 'react-admin';
import { canAccess } from '../../canAccess';
import { DASHBOARD } from '../../messages';
import type { Role } from '../../roles';
import { adminConsolePath, ANALYTICS_PATH, CUSTOMERS_PATH } from '../../paths';
import { Panel } from './Panel';

/**
 * Quick actions: View Customers, System Settings, View Analytics. System Settings opens
 * the admin console's settings tab and is shown to admins only, as the console is theirs.
 */
export const QuickActions = ({ role }: { role: Role }) => (
  <Panel title={DASHBOARD.quickActions}>
    <Stack sx={{ gap: 1 }}>
      <Button variant="outlined" startIcon={<PeopleIcon />} component={LinkBase} to={CUSTOMERS_PATH}>
        {DASHBOARD.viewCustomers}
      </Button>
      {canAccess(role, 'admin-console', 'list') && (
        <Button variant="outlined" startIcon={<SettingsIcon />} component={LinkBase} to={adminConsolePath('settings')}>
          {DASHBOARD.systemSettings}
        </Button>
      )}
      <Button variant="outlined" startIcon={<BarChartIcon />} component={LinkBase} to={ANALYTICS_PATH}>
        {DASHBOARD.viewAnalytics}
      </Button>
    </Stack>
  </Panel>
);
