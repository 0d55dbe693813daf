/**
 * The back-office's paths: one registry for the back-office's own links and routes (admin/src/paths.ts
 * gives it to the screens) and for the server's links into it (the reminder email's link to the tasks).
 * The back-office is served under BACK_OFFICE_BASE; the paths below are inside it, as its router uses them.
 */
export const BACK_OFFICE_BASE = '/crm';

/** A screen's full address: `${origin}/crm/tasks`. */
export const backOfficeUrl = (origin: string, path: string): string => `${origin.replace(/\/+$/, '')}${BACK_OFFICE_BASE}${path}`;

export const LOGIN_PATH = '/login';

/** The dashboard answers at /crm (react-admin's index route) and at /crm/dashboard. */
export const DASHBOARD_PATH = '/dashboard';

/** The paths that show the dashboard. */
export const DASHBOARD_PATHS = ['/', DASHBOARD_PATH];

/** Lead management (the customers resource's list) and its pipeline board. */
export const CUSTOMERS_PATH = '/customers';
export const PIPELINE_PATH = '/customers/pipeline';

/** Entering a customer by hand (an enquiry by phone, email, referral or at an event): /crm/customers/new. */
export const CUSTOMER_CREATE_PATH = '/customers/new';

/** A customer's detail screen (/crm/customers/{id}). */
export const customerPath = (id: string): string => `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;

/** The routes of the customer detail: both show the same screen. */
export const CUSTOMER_DETAIL_PATHS = [`${CUSTOMERS_PATH}/:id`, `${CUSTOMERS_PATH}/:id/contact`] as const;

/** Task management (the tasks resource's list). */
export const TASKS_PATH = '/tasks';

/** The analytics dashboard (/crm/analytics). */
export const ANALYTICS_PATH = '/analytics';

/** The admin console and its tabs (?tab=), so a link can open one (the dashboard's System Settings). */
export const ADMIN_CONSOLE_PATH = '/admin-consolidated';
export const ADMIN_CONSOLE_TABS = ['overview', 'users', 'data', 'settings'] as const;
export type AdminConsoleTab = (typeof ADMIN_CONSOLE_TABS)[number];
export const adminConsolePath = (tab: AdminConsoleTab): string => `${ADMIN_CONSOLE_PATH}?tab=${tab}`;

/** The administration page (/crm/admin; /crm-admin is taken there by the back-office's entry). */
export const ADMINISTRATION_PATH = '/admin';

/** The administration page's old address, outside the base: the server answers it with the back-office, which rewrites it to ADMINISTRATION_PATH. */
export const OLD_ADMINISTRATION_ADDRESS = '/crm-admin';

/** Provider management (/crm/provider-management). */
export const PROVIDER_MANAGEMENT_PATH = '/provider-management';

/** Industry defaults configuration (/crm/industry-defaults). */
export const INDUSTRY_DEFAULTS_PATH = '/industry-defaults';

/** The signed-in user's own Gmail connection (reached from the user menu). */
export const GMAIL_PATH = '/gmail';

/** Sign-in help, public (no session): ask for a password reset link. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';

/** Public (no session): the emailed invitation and reset links open it with their token. */
export const SET_PASSWORD_PATH = '/set-password';
export const SET_PASSWORD_TOKEN_PARAM = 'token';

/** The set-password screen of one emailed token: `/set-password?token=…`. */
export const setPasswordPath = (token: string): string => `${SET_PASSWORD_PATH}?${SET_PASSWORD_TOKEN_PARAM}=${encodeURIComponent(token)}`;
