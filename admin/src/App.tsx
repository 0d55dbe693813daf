import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { lazyView } from './components/lazyView';
import { dataProvider } from './dataProvider';
import { AppLayout } from './layout/AppLayout';
import { LIGHT_THEME } from './layout/theme';
import { AccessDeniedPage } from './pages/AccessDeniedPage';
import { ForgotPasswordPage } from './pages/account/ForgotPasswordPage';
import { SetPasswordPage } from './pages/account/SetPasswordPage';
import { AuthenticationErrorPage } from './pages/AuthenticationErrorPage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import {
  ADMIN_CONSOLE_PATH,
  ADMINISTRATION_PATH,
  ANALYTICS_PATH,
  CUSTOMER_DETAIL_PATHS,
  DASHBOARD_PATH,
  FORGOT_PASSWORD_PATH,
  GMAIL_PATH,
  INDUSTRY_DEFAULTS_PATH,
  PIPELINE_PATH,
  CUSTOMER_CREATE_PATH,
  PROVIDER_MANAGEMENT_PATH,
  SET_PASSWORD_PATH,
} from './paths';
import { createQueryClient } from './queryClient';
import customers, { CustomerCreatePage, CustomerDetailPage, PipelinePage } from './resources/customers';
import emailTemplates from './resources/email-templates';
import providers from './resources/providers';
import tasks from './resources/tasks';
import users from './resources/users';

/** Screens are loaded on demand (the sign-in page, the first screen of a signed-out visitor, is not). */
const DashboardPage = lazyView(() => import('./pages/dashboard/DashboardPage'), 'DashboardPage');
const AnalyticsPage = lazyView(() => import('./pages/analytics/AnalyticsPage'), 'AnalyticsPage');
const AdminConsolePage = lazyView(() => import('./pages/admin-console/AdminConsolePage'), 'AdminConsolePage');
const AdministrationPage = lazyView(() => import('./pages/administration/AdministrationPage'), 'AdministrationPage');
const ProviderManagementPage = lazyView(() => import('./pages/provider-management/ProviderManagementPage'), 'ProviderManagementPage');
const IndustryDefaultsPage = lazyView(() => import('./pages/industry-defaults/IndustryDefaultsPage'), 'IndustryDefaultsPage');
const GmailPage = lazyView(() => import('./pages/GmailPage'), 'GmailPage');

const queryClient = createQueryClient();

/**
 * The back-office. It runs inside <BrowserRouter basename="/crm"> (main.tsx), so react-admin's
 * own paths ('/', '/login', '/users') are relative to /crm and <Admin> needs no basename.
 * The signed-in check is AppLayout's (AuthGate), not react-admin's requireAuth, which would send a
 * signed-out visitor to the sign-in page at once from every screen (the rule is 1 second, except
 * from the dashboard).
 */
export const App = () => (
  <Admin
    title="CRM"
    dataProvider={dataProvider}
    authProvider={authProvider}
    queryClient={queryClient}
    disableTelemetry
    layout={AppLayout}
    lightTheme={LIGHT_THEME}
    loginPage={LoginPage}
    dashboard={DashboardPage}
    catchAll={NotFoundPage}
    accessDenied={AccessDeniedPage}
    authenticationError={AuthenticationErrorPage}
  >
    {/* Signed-out screens beside the sign-in page: no layout, no sign-in check (the emailed links open them). */}
    <CustomRoutes noLayout>
      <Route path={FORGOT_PASSWORD_PATH} element={<ForgotPasswordPage />} />
      <Route path={SET_PASSWORD_PATH} element={<SetPasswordPage />} />
    </CustomRoutes>
    <Resource name="customers" {...customers} />
    <Resource name="users" {...users} />
    <Resource name="providers" {...providers} />
    <Resource name="tasks" {...tasks} />
    <Resource name="email-templates" {...emailTemplates} />
    <CustomRoutes>
      <Route path={DASHBOARD_PATH} element={<DashboardPage />} />
      <Route path={PIPELINE_PATH} element={<PipelinePage />} />
      <Route path={CUSTOMER_CREATE_PATH} element={<CustomerCreatePage />} />
      <Route path={ANALYTICS_PATH} element={<AnalyticsPage />} />
      <Route path={ADMIN_CONSOLE_PATH} element={<AdminConsolePage />} />
      <Route path={ADMINISTRATION_PATH} element={<AdministrationPage />} />
      <Route path={PROVIDER_MANAGEMENT_PATH} element={<ProviderManagementPage />} />
      <Route path={INDUSTRY_DEFAULTS_PATH} element={<IndustryDefaultsPage />} />
      <Route path={GMAIL_PATH} element={<GmailPage />} />
      {CUSTOMER_DETAIL_PATHS.map((path) => (
        <Route key={path} path={path} element={<CustomerDetailPage />} />
      ))}
    </CustomRoutes>
  </Admin>
);
