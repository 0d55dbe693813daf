import type { ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import SettingsIcon from '@mui/icons-material/Settings';
import users from '../resources/users';

export type MenuGroupKey = 'customer-operations' | 'system-management';

export interface MenuGroupDefinition {
  key: MenuGroupKey;
  label: string;
  icon: ComponentType;
}

export interface MenuEntry {
  label: string;
  /** Path inside /crm. */
  to: string;
  icon: ComponentType;
  /** Resource or page key checked with canAccess(role, resource, 'list'). */
  resource: string;
  group?: MenuGroupKey;
  /** Shows the 'NEW' mark of the spec's navigation. */
  isNew?: boolean;
}

/** Sidebar groups, in order (spec §2 Navigation). A group with no visible entry is not shown. */
export const MENU_GROUPS: MenuGroupDefinition[] = [
  { key: 'customer-operations', label: 'Customer Operations', icon: GroupsIcon },
  { key: 'system-management', label: 'System Management', icon: SettingsIcon },
];

/**
 * Sidebar entries, in order. Add one line per screen once the screen exists; who sees it is
 * decided by canAccess.ts, not here.
 */
export const MENU_ENTRIES: MenuEntry[] = [
  { label: 'Dashboard', to: '/', icon: DashboardIcon, resource: 'dashboard' },
  { label: 'Users', to: '/users', icon: users.icon, resource: 'users', group: 'system-management' },
];
