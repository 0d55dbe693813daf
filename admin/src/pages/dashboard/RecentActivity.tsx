import { Alert, Link, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import { LinkBase } from 'react-admin';
import type { ActivityView } from '../../api/types';
import { formatDateTime } from '../../format';
import { DASHBOARD } from '../../messages';
import { useCrmQuery } from '../../useCrmQuery';
import { analyticsKey } from '../analytics/analyticsKeys';
import { customerPath } from '../../paths';
import { Panel } from './Panel';

const ACTIVITY_TYPE_LABELS: Record<string, string> = { call: 'Call', email: 'Email', note: 'Note', system: 'System' };

const activityText = (activity: ActivityView): string => activity.subject || activity.description || ACTIVITY_TYPE_LABELS[activity.type] || activity.type;

/** The 5 latest real activities the user may see (never samples), each linked to its customer. */
export const RecentActivity = () => {
  const { data, isPending, error } = useCrmQuery(analyticsKey('recent-activities'), (dataProvider) => dataProvider.getRecentActivities());
  return (
    <Panel title={DASHBOARD.recentActivity}>
      {error && <Alert severity="error">{DASHBOARD.activityFailed}</Alert>}
      {isPending && <Skeleton variant="rectangular" height={96} />}
      {data?.length === 0 && <Alert severity="info">{DASHBOARD.noActivity}</Alert>}
      {data && data.length > 0 && (
        <List dense disablePadding>
          {data.map((activity) => (
            <ListItem key={activity.id} disableGutters divider>
              <ListItemText
                primary={
                  <Link component={LinkBase} to={customerPath(activity.businessProfileId)}>
                    {`${ACTIVITY_TYPE_LABELS[activity.type] ?? activity.type}: ${activityText(activity)}`}
                  </Link>
                }
                secondary={`${formatDateTime(activity.createdAt)} ${activity.crmUserName ? DASHBOARD.byUser(activity.crmUserName) : DASHBOARD.bySystem}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
};
