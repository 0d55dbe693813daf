/** Paths inside /crm of the screens that are not react-admin resources. */
export const LOGIN_PATH = '/login';

/** The dashboard answers at /crm (react-admin's index route) and at /crm/dashboard. */
export const DASHBOARD_PATH = '/dashboard';

/** The paths that show the dashboard. */
export const DASHBOARD_PATHS = ['/', DASHBOARD_PATH];

/** Lead management (the customers resource's list) and its pipeline board. */
export const CUSTOMERS_PATH = '/customers';
export const PIPELINE_PATH = '/customers/pipeline';

/** A customer's detail screen (/crm/customers/{id}). */
export const customerPath = (id: string) => `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;

/** The analytics dashboard (/crm/analytics). */
export const ANALYTICS_PATH = '/analytics';

/** The admin console and its tabs (?tab=), so a link can open one (the dashboard's System Settings). */
export const ADMIN_CONSOLE_PATH = '/admin-consolidated';
export const ADMIN_CONSOLE_TABS = ['overview', 'users', 'data', 'settings'] as const;
export type AdminConsoleTab = (typeof ADMIN_CONSOLE_TABS)[number];
export const adminConsolePath = (tab: AdminConsoleTab) => `${ADMIN_CONSOLE_PATH}?tab=${tab}`;

/** The administration page (/crm/admin; /crm-admin is taken there by main.tsx). */
export const ADMINISTRATION_PATH = '/admin';

/** Provider management (/crm/provider-management). */
export const PROVIDER_MANAGEMENT_PATH = '/provider-management';

/** Industry defaults configuration (/crm/industry-defaults). */
export const INDUSTRY_DEFAULTS_PATH = '/industry-defaults';

/** The signed-in user's own Gmail connection (reached from the user menu). */
export const GMAIL_PATH = '/gmail';
