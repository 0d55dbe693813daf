import type { ComponentType } from 'react';
import { Box, Chip, Link, ListItem, Stack, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import CallIcon from '@mui/icons-material/Call';
import EmailIcon from '@mui/icons-material/Email';
import NotesIcon from '@mui/icons-material/Notes';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ActivityRow } from '../customerDetailView';
import { AttachFileButton } from './AttachFileButton';

const ICONS: Record<ActivityRow['type'], ComponentType<{ fontSize?: 'small'; color?: 'action' }>> = {
  call: CallIcon,
  email: EmailIcon,
  note: NotesIcon,
  system: SettingsIcon,
};

/**
 * One entry: what (type and subject), who, when, and the notes, outcome and duration it has; a call
 * or note lists its attached files (each a download link, read with the user's session) and takes more.
 */
export const ActivityItem = ({ activity }: { activity: ActivityRow }) => {
  const Icon = ICONS[activity.type];
  return (
    <ListItem divider disableGutters sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }} data-activity-id={activity.id}>
      <Box aria-hidden sx={{ pt: 0.25 }}>
        <Icon fontSize="small" color="action" />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
            {activity.subject}
          </Typography>
          <Chip size="small" variant="outlined" label={activity.typeLabel} />
          {activity.outcome && <Chip size="small" label={`Outcome: ${activity.outcome}`} />}
          {activity.duration && <Chip size="small" variant="outlined" label={`Duration: ${activity.duration}`} />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {activity.who} · {activity.when}
        </Typography>
        {activity.notes && (
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {activity.notes}
          </Typography>
        )}
        {activity.files.length > 0 && (
          <Stack component="ul" aria-label={`Files of ${activity.subject}`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, gap: 0.25 }}>
            {activity.files.map((file) => (
              <li key={file.id}>
                <Link href={file.url} download={file.fileName} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
                  <DescriptionIcon fontSize="small" aria-hidden />
                  {file.fileName}
                </Link>
              </li>
            ))}
          </Stack>
        )}
        {activity.canAttach && (
          <Box sx={{ mt: 0.5 }}>
            <AttachFileButton activityId={activity.id} subject={activity.subject} />
          </Box>
        )}
      </Box>
    </ListItem>
  );
};
