import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';
import { USER_MENU } from '../messages';
import { AppMenu } from './AppMenu';
import { AuthGate } from './AuthGate';
import { ExampleCompanyNotice } from './ExampleCompanyNotice';
import { GmailMenuItem } from './GmailMenuItem';
import { LogoutMenuItem } from './LogoutMenuItem';

/** The user menu, named by the user's name it shows (react-admin would name it 'Profile' alone). */
const AppUserMenu = () => {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? USER_MENU.label(identity.fullName) : USER_MENU.fallback}>
      <GmailMenuItem />
      <LogoutMenuItem />
    </UserMenu>
  );
};

/** react-admin's app bar (the page title, then the refresh button and user menu), with the example-company notice after the title. */
const AppAppBar = () => (
  <AppBar userMenu={<AppUserMenu />}>
    <TitlePortal />
    <ExampleCompanyNotice />
  </AppBar>
);

/**
 * react-admin's layout (a sidebar that becomes a drawer on small screens, and a Suspense boundary
 * with a loading indicator around the screens loaded on demand) with our menu, behind the
 * signed-in check.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <AuthGate>
    <Layout appBar={AppAppBar} menu={AppMenu}>
      {children}
    </Layout>
  </AuthGate>
);
