import { List } from '@mui/material';
import type { ActivityRow } from '../customerDetailView';
import { EmptyNote, Section } from '../Section';
import { ActivityItem } from './ActivityItem';

/** The timeline: calls, emails, notes and system entries, newest first. */
export const ActivityTab = ({ activities }: { activities: ActivityRow[] }) => (
  <Section id="activity-timeline" title="Activity timeline">
    {activities.length === 0 ? (
      <EmptyNote>No activity yet.</EmptyNote>
    ) : (
      <List component="ol" disablePadding aria-labelledby="activity-timeline">
        {activities.map((activity) => (
          <ActivityItem key={activity.id} activity={activity} />
        ))}
      </List>
    )}
  </Section>
);
