import type { ReactNode } from 'react';
import { AppBar, Layout, UserMenu } from 'react-admin';
import { AppMenu } from './AppMenu';
import { LogoutMenuItem } from './LogoutMenuItem';

const AppUserMenu = () => (
  <UserMenu>
    <LogoutMenuItem />
  </UserMenu>
);

const AppAppBar = () => <AppBar userMenu={<AppUserMenu />} />;

/** react-admin's layout (sidebar that turns into a drawer on small screens) with our menu. */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AppAppBar} menu={AppMenu}>
    {children}
  </Layout>
);
