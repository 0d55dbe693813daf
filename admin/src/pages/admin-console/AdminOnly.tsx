import type { ReactNode } from 'react';
import { CanAccess, Loading } from 'react-admin';
import { AccessDeniedPage } from '../AccessDeniedPage';

/**
 * An admin-only screen: others see 'Access Denied' and go back to the dashboard after
 * 1 second; the screen's calls are not even made for them (the server refuses them anyway).
 */
export const AdminOnly = ({ page, children }: { page: 'admin-console' | 'administration'; children: ReactNode }) => (
  <CanAccess resource={page} action="list" loading={<Loading />} accessDenied={<AccessDeniedPage />}>
    {children}
  </CanAccess>
);
