import { Box, CircularProgress } from '@mui/material';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, useSidebarState } from 'react-admin';
import { useCurrentUser } from '../useCurrentUser';
import { MENU_ENTRIES, MENU_GROUPS } from './menuEntries';
import { menuFor } from './menuFor';
import { MenuEntryLink } from './MenuEntryLink';
import { MenuGroup } from './MenuGroup';

/** The sidebar, shaped by the signed-in user's role. */
export const AppMenu = () => {
  const { user, isPending } = useCurrentUser();
  const [isSidebarOpen] = useSidebarState();
  const width = isSidebarOpen ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH;

  if (isPending) {
    return (
      <Box role="status" aria-label="Loading navigation" sx={{ width, display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} />
      </Box>
    );
  }

  const { topLevel, groups } = menuFor(user?.role, MENU_GROUPS, MENU_ENTRIES);

  return (
    <Box component="nav" aria-label="Main navigation" sx={{ width, mt: 0.5, mb: 2, display: 'flex', flexDirection: 'column' }}>
      {topLevel.map((entry) => (
        <MenuEntryLink key={entry.to} entry={entry} />
      ))}
      {groups.map(({ group, entries }) => (
        <MenuGroup key={group.key} id={group.key} label={group.label} icon={group.icon}>
          {entries.map((entry) => (
            <MenuEntryLink key={entry.to} entry={entry} isNested />
          ))}
        </MenuGroup>
      ))}
    </Box>
  );
};
