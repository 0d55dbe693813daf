import { CanAccess, Loading } from 'react-admin';
import { lazyView } from '../../components/lazyView';
import { AccessDeniedPage } from '../../pages/AccessDeniedPage';

const CustomerCreate = lazyView(() => import('./CustomerCreate'), 'CustomerCreate');

/** The new customer form (/crm/customers/new), for the roles that may create customers (not partners: see canAccess.ts). */
export const CustomerCreatePage = () => (
  <CanAccess resource="customers" action="create" loading={<Loading />} accessDenied={<AccessDeniedPage />}>
    <CustomerCreate />
  </CanAccess>
);
