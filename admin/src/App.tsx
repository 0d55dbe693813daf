import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { AppLayout } from './layout/AppLayout';
import { AccessDeniedPage } from './pages/AccessDeniedPage';
import { AuthenticationErrorPage } from './pages/AuthenticationErrorPage';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import providers from './resources/providers';
import users from './resources/users';

/**
 * The back-office. It runs inside <BrowserRouter basename="/crm"> (main.tsx), so react-admin's
 * own paths ('/', '/login', '/users') are relative to /crm and <Admin> needs no basename.
 */
export const App = () => (
  <Admin
    title="CRM"
    dataProvider={dataProvider}
    authProvider={authProvider}
    disableTelemetry
    requireAuth
    layout={AppLayout}
    loginPage={LoginPage}
    dashboard={DashboardPage}
    catchAll={NotFoundPage}
    accessDenied={AccessDeniedPage}
    authenticationError={AuthenticationErrorPage}
  >
    <Resource name="users" {...users} />
    <Resource name="providers" {...providers} />
    <CustomRoutes>
      <Route path={DashboardPage.path} element={<DashboardPage />} />
    </CustomRoutes>
  </Admin>
);
