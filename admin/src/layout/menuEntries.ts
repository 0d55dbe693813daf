import type { ComponentType } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BarChartIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import SettingsIcon from '@mui/icons-material/Settings';
import TuneIcon from '@mui/icons-material/Tune';
import { ADMIN_CONSOLE_PATH, ANALYTICS_PATH, CUSTOMERS_PATH, DASHBOARD_PATH, INDUSTRY_DEFAULTS_PATH, PROVIDER_MANAGEMENT_PATH, TASKS_PATH } from '../paths';
import providers from '../resources/providers';
import customers from '../resources/customers';
import emailTemplates from '../resources/email-templates';
import tasks from '../resources/tasks';
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
  /** Other paths of the same screen, where the entry is marked current too. */
  alsoAt?: string[];
  icon: ComponentType;
  /** Resource or page key checked with canAccess(role, resource, 'list'). */
  resource: string;
  group?: MenuGroupKey;
  /** Shows a 'NEW' mark beside the entry. */
  isNew?: boolean;
}

/** Sidebar groups, in order. A group with no visible entry is not shown. */
export const MENU_GROUPS: MenuGroupDefinition[] = [
  { key: 'customer-operations', label: 'Customer Operations', icon: GroupsIcon },
  { key: 'system-management', label: 'System Management', icon: SettingsIcon },
];

/**
 * Sidebar entries, in order. Add one line per screen once the screen exists (never before: no
 * placeholders); who sees it is decided by canAccess.ts, not here. Entries still to
 * come, for when their screens land: none. Lead Management is current on the pipeline board and a
 * customer's screen too (paths under /customers).
 */
export const MENU_ENTRIES: MenuEntry[] = [
  { label: 'Dashboard', to: '/', alsoAt: [DASHBOARD_PATH], icon: DashboardIcon, resource: 'dashboard' },
  { label: 'Lead Management', to: CUSTOMERS_PATH, icon: customers.icon, resource: 'customers', group: 'customer-operations' },
  { label: 'Communication Center', to: '/email-templates', icon: emailTemplates.icon, resource: 'email-templates', group: 'customer-operations', isNew: true },
  { label: 'Task Management', to: TASKS_PATH, icon: tasks.icon, resource: 'tasks', group: 'customer-operations', isNew: true },
  { label: 'Pipeline Analytics', to: ANALYTICS_PATH, icon: BarChartIcon, resource: 'analytics', group: 'customer-operations' },
  { label: 'Provider & Terminals', to: PROVIDER_MANAGEMENT_PATH, icon: providers.icon, resource: 'providers', group: 'system-management' },
  { label: 'Configuration', to: INDUSTRY_DEFAULTS_PATH, icon: TuneIcon, resource: 'industry-defaults', group: 'system-management' },
  { label: 'Admin Console', to: ADMIN_CONSOLE_PATH, icon: AdminPanelSettingsIcon, resource: 'admin-console', group: 'system-management', isNew: true },
  { label: 'Users', to: '/users', icon: users.icon, resource: 'users', group: 'system-management' },
];
