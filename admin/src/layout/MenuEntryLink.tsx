import { Chip, ListItemButton, ListItemIcon, ListItemText, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { matchPath } from 'react-router-dom';
import { LinkBase, useLocation, useSidebarState } from 'react-admin';
import type { MenuEntry } from './menuEntries';

/** The entry's screen is open: its path (or an alias) matches, '/' only exactly. */
const isOpenAt = (entry: MenuEntry, pathname: string): boolean =>
  [entry.to, ...(entry.alsoAt ?? [])].some((path) => matchPath({ path, end: path === '/' }, pathname) !== null);

/**
 * One sidebar entry: a real link (role link) with its visible label, marked aria-current when
 * its screen is open. Where the sidebar is a drawer (below MUI's sm breakpoint, as react-admin's
 * Sidebar decides), choosing an entry closes it.
 */
export const MenuEntryLink = ({ entry, isNested }: { entry: MenuEntry; isNested?: boolean }) => {
  const Icon = entry.icon;
  const { pathname } = useLocation();
  const match = isOpenAt(entry, pathname);
  const isDrawer = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [isSidebarOpen, setSidebarOpen] = useSidebarState();

  const link = (
    <ListItemButton
      component={LinkBase}
      to={entry.to}
      selected={match}
      aria-current={match ? 'page' : undefined}
      onClick={() => {
        if (isDrawer) setSidebarOpen(false);
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
