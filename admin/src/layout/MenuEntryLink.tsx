import { Chip, ListItemButton, ListItemIcon, ListItemText, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { LinkBase, useMatch, useSidebarState } from 'react-admin';
import type { MenuEntry } from './menuEntries';

/**
 * One sidebar entry: a real link (role link) with its visible label, marked aria-current when
 * its screen is open. On small screens choosing an entry closes the drawer.
 */
export const MenuEntryLink = ({ entry, isNested }: { entry: MenuEntry; isNested?: boolean }) => {
  const Icon = entry.icon;
  const match = useMatch({ path: entry.to, end: entry.to === '/' });
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [isSidebarOpen, setSidebarOpen] = useSidebarState();

  const link = (
    <ListItemButton
      component={LinkBase}
      to={entry.to}
      selected={!!match}
      aria-current={match ? 'page' : undefined}
      onClick={() => {
        if (isSmall) setSidebarOpen(false);
      }}
      sx={{ py: 0.75, pl: isNested && isSidebarOpen ? 3 : 2, color: match ? 'text.primary' : 'text.secondary' }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={entry.label} slotProps={{ primary: { noWrap: true } }} />
      {entry.isNew && <Chip label="NEW" size="small" color="primary" sx={{ height: 18, fontSize: 10 }} />}
    </ListItemButton>
  );

  return isSidebarOpen ? (
    link
  ) : (
    <Tooltip title={entry.label} placement="right">
      {link}
    </Tooltip>
  );
};
